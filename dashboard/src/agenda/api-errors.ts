import { errorDetails, fieldErrors, type FreeSlot } from '@creneau/contracts';

/** The API's error body that react-admin's HttpError carries, whatever threw it. */
const bodyOf = (error: unknown): unknown => (error instanceof Error && 'body' in error ? error.body : undefined);

/** The catalogue key of an API error (`errors.<CODE>`), whatever threw it. */
export function errorKey(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('errors.') ? message : 'errors.INTERNAL_ERROR';
}

/** A 409 SLOT_TAKEN carries the next free starts: the dialog offers them instead of a dead end. */
export function nextSlotsOf(error: unknown): FreeSlot[] | null {
  const body = bodyOf(error);
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return code === 'SLOT_TAKEN' ? (errorDetails(body, 'SLOT_TAKEN')?.nextSlots ?? []) : null;
}

/** The fields a 400 VALIDATION_FAILED names ("contact.email"), to mark them in the form. */
export function invalidFields(error: unknown): Set<string> {
  return new Set(fieldErrors(bodyOf(error)).map((entry) => entry.field));
}
