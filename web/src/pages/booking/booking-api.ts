import {
  type AvailabilityAnswer,
  type BookedVisit,
  type BookingPage,
  errorDetails,
  type FieldError,
  fieldErrors,
  type FreeSlot,
  type Language,
  type VerdictRule,
} from '@creneau/contracts';
import { ApiError, errorCodeOf } from '../../session/api';
import type { BookingOrigin } from './booking-origin';

/** A refused booking; for SLOT_TAKEN the API names the next free slots, for bad input the fields. */
export interface DeclineReason {
  rule: VerdictRule;
  values: Record<string, string | number>;
}

export class BookingError extends ApiError {
  constructor(
    error: ApiError,
    readonly nextSlots: FreeSlot[],
    readonly fields: FieldError[] = [],
    /** Why the prequalification rules declined the answers (CANDIDATE_DECLINED), to say it politely. */
    readonly reasons: DeclineReason[] = [],
  ) {
    super(error.code, error.status);
  }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorCodeOf(response.status, body), response.status);
  return body as T;
}

export const bookingPagePath = (slug: string, language: string) =>
  `/api/public/book/${encodeURIComponent(slug)}?lang=${encodeURIComponent(language)}`;

export function fetchBookingPage(slug: string, language: string): Promise<BookingPage> {
  return getJson(bookingPagePath(slug, language));
}

export async function fetchSlots(
  listingId: string,
  window: { from: string; to: string },
  offer: string | null = null,
): Promise<FreeSlot[]> {
  const query = new URLSearchParams({ ...window, ...(offer ? { offer } : {}) }).toString();
  const answer = await getJson<AvailabilityAnswer>(`/api/public/listings/${listingId}/availability?${query}`);
  return answer.slots;
}

export interface BookingRequest {
  startsAt: string;
  // In Belgium the visitor gives one means of contact of their choice: the other is left out.
  contact: { firstName: string; lastName: string; email?: string; phone?: string; language: Language };
  answers: Record<string, string | number>;
  captchaToken?: string;
  /** What brought the visitor (booking-origin.ts): not part of the booking's Idempotency-Key. */
  origin?: BookingOrigin;
  offer?: string;
}

export async function bookVisit(listingId: string, body: BookingRequest, idempotencyKey: string): Promise<BookedVisit> {
  const response = await fetch(`/api/public/listings/${listingId}/visits`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as BookedVisit;
  const reasons =
    errorDetails(payload, 'CANDIDATE_DECLINED')?.reasons ??
    errorDetails(payload, 'CANDIDATE_WAITING_LIST')?.reasons ??
    [];
  throw new BookingError(
    new ApiError(errorCodeOf(response.status, payload), response.status),
    errorDetails(payload, 'SLOT_TAKEN')?.nextSlots ?? [],
    fieldErrors(payload),
    reasons,
  );
}

export function icsUrl(visit: BookedVisit): string {
  return `/api/public/visits/${visit.id}/ics?token=${encodeURIComponent(visit.calendarToken)}`;
}
