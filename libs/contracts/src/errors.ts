// Stable machine codes returned in every error body as { code, message }. Never rename one:
// clients and tests match on them.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_TOKEN_INVALID',
  'CROSS_SITE_REQUEST',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'JSON_TOO_DEEP',
  'UNSUPPORTED_MEDIA_TYPE',
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
  'WORKING_HOURS_INVALID',
  'MOVE_IN_DATE_PAST',
  // A field the listing's region does not allow at this stage (applicant-data policy); details name it.
  'FIELD_NOT_ALLOWED',
  // Application questions open only after the visit is done, or once the agent invites the candidate.
  'APPLICATION_NOT_OPEN',
  // The prequalification rules declined the visitor's answers for this listing; details name each reason.
  'CANDIDATE_DECLINED',
  // The rules put the visitor on the listing's waiting list instead of booking; details name why.
  'CANDIDATE_WAITING_LIST',
  'LISTING_NOT_BOOKABLE',
  'BOOKING_PAGE_NOT_FOUND',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'VISIT_STATE_INVALID',
  // A candidate's status move the transitions of candidates/candidate-status.ts do not allow.
  'CANDIDATE_STATE_INVALID',
  'CANDIDATE_REFUSAL_REASON_REQUIRED',
  // A merge of a candidate into itself, or of one already merged.
  'CANDIDATE_MERGE_INVALID',
  'VOUCHER_ALREADY_SIGNED',
  'SIGNATURE_INVALID',
  // A voucher signature whose PNG header announces more pixels (or bytes) than a drawn signature has.
  'SIGNATURE_TOO_LARGE',
  'CONFIRMATION_MISMATCH',
  'SERVICE_UNAVAILABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
}
