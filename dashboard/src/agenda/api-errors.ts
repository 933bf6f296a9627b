import type { OfferedSlot } from './types';

interface ApiFailure {
  message: string;
  body?: { code?: string; details?: { nextSlots?: OfferedSlot[]; fields?: { field: string }[] } } | null;
}

const failure = (error: unknown): ApiFailure | null => (error instanceof Error ? error : null);

/** The catalogue key of an API error (`errors.<CODE>`), whatever threw it. */
export function errorKey(error: unknown): string {
  const message = failure(error)?.message ?? '';
  return message.startsWith('errors.') ? message : 'errors.INTERNAL_ERROR';
}

/** A 409 SLOT_TAKEN carries the next free starts: the dialog offers them instead of a dead end. */
export function nextSlotsOf(error: unknown): OfferedSlot[] | null {
  const body = failure(error)?.body;
  return body?.code === 'SLOT_TAKEN' ? (body.details?.nextSlots ?? []) : null;
}

/** The fields a 400 VALIDATION_FAILED names ("contact.email"), to mark them in the form. */
export function invalidFields(error: unknown): Set<string> {
  return new Set((failure(error)?.body?.details?.fields ?? []).map((entry) => entry.field));
}
