import { describePriceFailure, formatPrice, type ClientErrorReport } from '@creneau/contracts';
import { loadPublicConfig } from '../providers/public-config';

// Sent where the public site sends its crashes (production only): the operator sees both in one place.
async function report(message: string): Promise<void> {
  const { errorReportUrl } = await loadPublicConfig();
  if (!errorReportUrl) return;
  const body: ClientErrorReport = { message, url: window.location.href.slice(0, 2000), kind: 'render' };
  await fetch(errorReportUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * A price as the back office shows it, in the shared format of the whole product, and "PRICE ERR." with a
 * report naming the currency's symbol and ISO code when it cannot be formatted.
 */
export function displayPrice(amount: number, currency: string): string {
  return formatPrice(amount, currency, (failure) => {
    const message = describePriceFailure(failure);
    console.error(message);
    void report(message);
  });
}
