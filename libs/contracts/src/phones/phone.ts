import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import { WRITTEN_PHONE } from './written';

// Phones are typed as people write them ("06 12 34 56 78", "0470/12.34.56", "+32 470 12 34 56");
// they are stored and compared in E.164. National numbers are read with the agency's country.

export type PhoneCountry = 'FR' | 'BE';

// Overseas France shares the French national prefix: "0692 12 34 56" dialled in Paris reaches Réunion
// (+262). Read with FR alone it would become +33 692…, a number of nobody's, or worse, a stranger's.
const SAME_NATIONAL_PLAN: Record<PhoneCountry, readonly CountryCode[]> = {
  FR: ['FR', 'RE', 'YT', 'GP', 'MQ', 'GF', 'BL', 'MF', 'PM'],
  BE: ['BE'],
};

export interface Phone {
  /** "+33612345678" */
  e164: string;
  /** The country of the number; null for non-geographic ranges (satellite, international networks). */
  country: CountryCode | null;
  /** libphonenumber's type: MOBILE, FIXED_LINE, PREMIUM_RATE, SHARED_COST, VOIP…; null when unknown. */
  type: NumberType | null;
  /** Whether it can receive an SMS: a mobile, or a range where fixed and mobile cannot be told apart. */
  mobile: boolean;
}

const MOBILE_TYPES: readonly NumberType[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/**
 * A stored E.164 number as people read it: "+33 6 12 34 56 78", "+32 470 12 34 56". Stored numbers stay
 * E.164 for comparing and dialling (`tel:`); screens show this. Anything unreadable is shown as given.
 */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The phone, valid in its country's numbering plan, or null when it cannot be one. */
export function readPhone(raw: string, country: PhoneCountry): Phone | null {
  const written = raw.trim();
  if (!WRITTEN_PHONE.test(written)) return null;
  const international = written.startsWith('+') || written.startsWith('00');
  const candidates = international ? [country] : SAME_NATIONAL_PLAN[country];
  for (const region of candidates) {
    const parsed = parsePhoneNumberFromString(written, region);
    if (!parsed) continue;
    // With full metadata isValid() is "getType() finds a type": a typed number is valid, and the second
    // pass over the country's ranges is made only for one without (the booking and the SMS gate read
    // every phone this way).
    const type = parsed.getType() ?? null;
    if (type === null && !parsed.isValid()) continue;
    return {
      e164: parsed.number,
      country: parsed.country ?? null,
      type,
      mobile: type !== null && MOBILE_TYPES.includes(type),
    };
  }
  return null;
}

/** "+33612345678", or null when the number is not a valid phone. */
export function toE164(raw: string, country: PhoneCountry): string | null {
  return readPhone(raw, country)?.e164 ?? null;
}

/** Whether a stored E.164 number can receive an SMS: landlines cannot. */
export function isMobile(e164: string): boolean {
  return readPhone(e164, 'FR')?.mobile ?? false;
}

/** The regions an agency's own country covers: France with its overseas departments, Belgium alone. */
export const domesticRegions = (country: PhoneCountry): readonly string[] => SAME_NATIONAL_PLAN[country];

// Ranges that cost the sender (premium, shared cost), hide the recipient (VoIP, personal numbers, pagers,
// UAN) or cannot be told apart from them: no SMS is ever sent there, whatever the agency allows.
export type SmsRefusal = 'invalid_number' | 'not_mobile' | 'country_not_allowed';

/**
 * Why an SMS must not go to this number for an agency of `country` that also allows `extraCountries`, or
 * null when it may: a valid mobile of a country the agency allows (non-geographic ranges such as
 * satellite phones have none, so they never are).
 */
export function smsRefusal(
  e164: string,
  country: PhoneCountry,
  extraCountries: readonly string[] = [],
): SmsRefusal | null {
  const phone = readPhone(e164, country);
  if (!phone) return 'invalid_number';
  if (!phone.mobile) return 'not_mobile';
  const allowed =
    phone.country && (domesticRegions(country).includes(phone.country) || extraCountries.includes(phone.country));
  return allowed ? null : 'country_not_allowed';
}
