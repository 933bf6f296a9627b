// One price formatter for web, dashboard and messages. French locale, no decimals, grouped
// (`1 250 €`, with the narrow no-break spaces of the French locale so a price never wraps).
export const CURRENCY_BY_SYMBOL = { '€': 'EUR', $: 'USD', '£': 'GBP', CHF: 'CHF' } as const;
export type CurrencySymbol = keyof typeof CURRENCY_BY_SYMBOL;
export type CurrencyCode = (typeof CURRENCY_BY_SYMBOL)[CurrencySymbol];
export const PRICE_ERROR = 'PRICE ERR.';

export interface PriceFormatFailure {
  symbol: string;
  isoCode: string | null;
  amount: unknown;
  reason: string;
}

const CODES = new Set<string>(Object.values(CURRENCY_BY_SYMBOL));

function isoCodeOf(currency: string): string | null {
  if (currency in CURRENCY_BY_SYMBOL) return CURRENCY_BY_SYMBOL[currency as CurrencySymbol];
  return CODES.has(currency) ? currency : null;
}

/**
 * Formats an amount in a currency given by symbol (€, $, £, CHF) or ISO code. On failure returns
 * "PRICE ERR." and reports the symbol and its ISO code, as the specification asks.
 */
export function formatPrice(
  amount: number,
  currency: string = '€',
  report?: (failure: PriceFormatFailure) => void,
): string {
  const isoCode = isoCodeOf(currency);
  const fail = (reason: string) => {
    report?.({ symbol: currency, isoCode, amount, reason });
    return PRICE_ERROR;
  };
  if (!isoCode) return fail('unknown currency');
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return fail('not a finite number');
  if (Math.abs(amount) > Number.MAX_SAFE_INTEGER) return fail('amount out of range');
  try {
    return formatterOf(isoCode).format(Math.round(amount));
  } catch (error) {
    return fail(error instanceof Error ? error.message : 'format failed');
  }
}

// One formatter per currency, made once: creating an Intl.NumberFormat costs far more than formatting with
// it (milliseconds on a phone), and a page of listing cards formats one price per card while hydrating.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(isoCode: string): Intl.NumberFormat {
  let formatter = formatters.get(isoCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: isoCode,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(isoCode, formatter);
  }
  return formatter;
}

/** A failure as the error report says it: the amount, the currency's symbol and its ISO code, the reason. */
export function describePriceFailure({ symbol, isoCode, amount, reason }: PriceFormatFailure): string {
  return `Price format failure: ${String(amount)} in ${symbol} (ISO ${isoCode ?? 'unknown'}): ${reason}`;
}
