import type { ApplicantStage } from './applicant-data/fields';
import type { Region } from './applicant-data/regions';
import type { VerdictRule } from './applicant-data/verdict-rules';
import type { RentalDocumentRefusal, RentalPersonRole } from './rental-files/document-kinds';
import type { FreeSlot } from './visits/booking-page';
import type { WorkingDayProblem } from './visits/working-hours';

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
  // A rental-file document of a kind the listing region's list does not name for this person (issue 21).
  'DOCUMENT_KIND_NOT_ALLOWED',
  // Upload refusals of a rental-file document (libs/server/src/rental-files/upload-validation.ts), by content:
  'DOCUMENT_TYPE_NOT_ACCEPTED',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TOO_MANY_PIXELS',
  'DOCUMENT_TOO_MANY_PAGES',
  'DOCUMENT_ENCRYPTED',
  'DOCUMENT_ACTIVE_CONTENT',
  'DOCUMENT_MALWARE',
  // A phone photo (HEIC) whose picture cannot be decoded (damaged, or coded otherwise than HEVC): the
  // visitor sends it as JPEG instead.
  'DOCUMENT_HEIC_NOT_SUPPORTED',
  'DOCUMENT_UNREADABLE',
  // An application to a listing the visitor has not visited, where the agency wants the visit first.
  'APPLICATION_NEEDS_VISIT',
  // A chunk of a resumable upload that does not start where the received bytes end, or overflows the total.
  'UPLOAD_RANGE_INVALID',
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

/** A field the API refused, as its validation names it (`contact.email`, `answers.occupants`), and why. */
export interface FieldError {
  field: string;
  constraints: string[];
}

/**
 * What `details` carries, for the codes that carry any: the API's ApiError only accepts these, and the
 * front ends read them with `errorDetails` instead of guessing the shape. A code not listed has none.
 */
export interface ErrorDetails {
  VALIDATION_FAILED: { fields: FieldError[] };
  /** Refused by the listing region's applicant-data policy at this stage, field by field. */
  // No region when an agency's form names a question that no region allows before a visit.
  FIELD_NOT_ALLOWED: { region?: Region; stage: ApplicantStage; fields: FieldError[] };
  MOVE_IN_DATE_PAST: { fields: FieldError[] };
  /** The next free starts, so that a taken slot is not a dead end. */
  SLOT_TAKEN: { nextSlots: FreeSlot[] };
  WEAK_PASSWORD: { reason: 'too_short' | 'too_long' | 'too_weak' };
  WORKING_HOURS_INVALID: { days: { weekDay: number; problem: WorkingDayProblem | null }[] };
  /** The prequalification rules declined the request (issue 20): why, to say it politely. */
  CANDIDATE_DECLINED: { reasons: { rule: VerdictRule; values: Record<string, string | number> }[] };
  /** The request joined the listing's waiting list: which rules sent it there. */
  CANDIDATE_WAITING_LIST: { reasons: { rule: VerdictRule; values: Record<string, string | number> }[] };
  /** Why the kind is refused, and which kinds this person may give instead for this listing. */
  DOCUMENT_KIND_NOT_ALLOWED: {
    region: Region;
    kind: string;
    role: RentalPersonRole;
    reason: RentalDocumentRefusal;
    allowedKinds: string[];
  };
  DOCUMENT_TOO_LARGE: { bytes: number; maxBytes: number };
  DOCUMENT_TOO_MANY_PIXELS: { width: number; height: number; maxPixels: number };
  DOCUMENT_TOO_MANY_PAGES: { pages: number; maxPages: number };
  /** The PDF names that make it active: `/JavaScript`, `/Launch`, `/EmbeddedFile`… */
  DOCUMENT_ACTIVE_CONTENT: { names: string[] };
  /** Where the upload stands: the next chunk must start at `offset`. */
  UPLOAD_RANGE_INVALID: { offset: number; totalBytes: number };
  SIGNATURE_TOO_LARGE: { width: number; height: number; bytes: number; maxSide: number; maxBytes: number };
}

/** The details of an error of this code: its entry in ErrorDetails, or nothing. */
export type ErrorDetailsOf<C extends ErrorCode> = C extends keyof ErrorDetails ? ErrorDetails[C] : never;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The details of an API error body when it is of this code, else null: `errorDetails(body, 'SLOT_TAKEN')
 * ?.nextSlots`. The body is the API's own answer, whose shape ErrorDetails fixes on both sides.
 */
export function errorDetails<C extends keyof ErrorDetails>(body: unknown, code: C): ErrorDetails[C] | null {
  if (!isRecord(body) || body.code !== code || !isRecord(body.details)) return null;
  return body.details as ErrorDetails[C];
}

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && Array.isArray(value.constraints);

/**
 * The fields an error body names, whatever its code (VALIDATION_FAILED, FIELD_NOT_ALLOWED,
 * MOVE_IN_DATE_PAST carry them): each checked, so a body of another shape gives none.
 */
export function fieldErrors(body: unknown): FieldError[] {
  const fields = isRecord(body) && isRecord(body.details) ? body.details.fields : undefined;
  return Array.isArray(fields) ? fields.filter(isFieldError) : [];
}
