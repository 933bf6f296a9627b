import { ApiError } from '../common/api-error';

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The Idempotency-Key header, checked; public bookings must carry one so a retry never books twice. */
export function idempotencyKeyOf(header: string | undefined, required: boolean): string | null {
  if (header === undefined || header === '') {
    if (required) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send an Idempotency-Key header');
    return null;
  }
  if (!KEY.test(header))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 8 to 128 of A-Z a-z 0-9 _ . : -');
  return header;
}
