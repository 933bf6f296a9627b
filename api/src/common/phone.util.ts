import { looksLikePhone, readPhone, type Phone, type PhoneCountry } from '@creneau/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { ApiError } from './api-error';

/**
 * The DTO's first check, before the country is known: written like a phone, no letters nor control
 * characters. The number itself is read against the agency's country by phoneOf().
 */
export const IsWrittenPhone = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isPhoneNumber', validator: { validate: (value) => typeof value === 'string' && looksLikePhone(value) } },
    options,
  );

/** The phone read against the agency's country, or a 400 naming the field. */
export function phoneOf(raw: string, country: PhoneCountry, field: string): Phone {
  const phone = readPhone(raw, country);
  if (!phone) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'This is not a valid phone number', {
      fields: [{ field, constraints: ['isPhoneNumber'] }],
    });
  }
  return phone;
}

/** The E.164 form of an optional phone; '' and absent stay as they are (no phone given). */
export function e164Of<T extends string | null | undefined>(raw: T, country: PhoneCountry, field: string): T | string {
  return raw ? phoneOf(raw, country, field).e164 : raw;
}

/** The country phones are read in for a person: their agency's, else France (visitors, ops). */
export async function phoneCountryOf(manager: EntityManager, agencyId: string | null): Promise<PhoneCountry> {
  if (!agencyId) return 'FR';
  const [agency] = await manager.query<{ country: PhoneCountry }[]>('SELECT country FROM agencies WHERE id = $1', [
    agencyId,
  ]);
  return agency?.country ?? 'FR';
}
