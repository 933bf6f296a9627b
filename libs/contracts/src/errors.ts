// Stable machine codes returned in every error body as { code, message }. Never rename one:
// clients and tests match on them.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_TOKEN_INVALID',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'CONFLICT',
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'CAPTCHA_FAILED',
  'LAST_ADMIN',
  'SLUG_TAKEN',
  'NOT_MASQUERADING',
  'REFERENCE_TAKEN',
  'UNKNOWN_AGENT',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'TOO_MANY_PHOTOS',
  'SLOT_IN_PAST',
  'SLOT_TOO_SOON',
  'SLOT_BEYOND_HORIZON',
  'SLOT_IN_DST_GAP',
  'SLOT_OUTSIDE_WORKING_HOURS',
  'SLOT_IN_LUNCH_BREAK',
  'SLOT_AGENT_ABSENT',
  'SLOT_NOT_OFFERED',
  'SLOT_TAKEN',
  'LISTING_NOT_BOOKABLE',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'VISIT_STATE_INVALID',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
