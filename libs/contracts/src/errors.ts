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
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode | string;
  message: string;
  details?: unknown;
}
