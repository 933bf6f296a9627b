import { describePriceFailure, formatPrice } from '@creneau/contracts';
import { reportError } from '../app/error-reporting';

/**
 * A price as every page of the site shows it (the shared formatter: French format, no decimals), and
 * "PRICE ERR." with a report naming the currency's symbol and ISO code when it cannot be formatted.
 */
export function displayPrice(amount: number, currency: string): string {
  return formatPrice(amount, currency, (failure) => {
    const error = new Error(describePriceFailure(failure));
    console.error(error.message);
    void reportError(error, 'render');
  });
}
