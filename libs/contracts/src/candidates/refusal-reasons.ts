/**
 * Why a candidate was refused (product spec §8, exactly these nine). `creneauFileNotFilled` is the
 * spec's `{product}FileNotFilled` named after this product. Stored in candidates.refusal_reason; labels
 * in enums:refusalReason.
 */
export const REFUSAL_REASONS = [
  'propertyUnavailable',
  'customerNotInterested',
  'creneauFileNotFilled',
  'weakVisitorSituation',
  'noFinancialData',
  'missingGarantor',
  'tooManyPeople',
  'wrongPropertyUsage',
  'other',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (REFUSAL_REASONS as readonly string[]).includes(value);
}
