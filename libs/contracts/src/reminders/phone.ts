// Phones are typed as people write them ("06 12 34 56 78", "0470/12.34.56", "+32 470 12 34 56");
// SMS providers want E.164. National numbers are read with the agency's country.

const COUNTRY_CODES = { FR: '33', BE: '32' } as const;
export type PhoneCountry = keyof typeof COUNTRY_CODES;

/** "+33612345678", or null when the number cannot be a phone of these countries or international. */
export function toE164(raw: string, country: PhoneCountry): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[ ./()-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  let e164: string;
  if (digits.startsWith('+')) e164 = digits;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else if (digits.startsWith('0')) e164 = `+${COUNTRY_CODES[country]}${digits.slice(1)}`;
  else return null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

/** Mobile numbers only receive SMS: French 06/07, Belgian 04xx. Other countries are let through. */
export function isMobile(e164: string): boolean {
  if (e164.startsWith('+33')) return /^\+33[67]\d{8}$/.test(e164);
  if (e164.startsWith('+32')) return /^\+324\d{8}$/.test(e164);
  return true;
}
