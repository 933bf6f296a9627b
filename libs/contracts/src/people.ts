// One rule for every person's name and e-mail address, wherever it is typed (booking, account, back
// office, voucher): they end up in e-mail subjects and headers, SMS, calendar files and PDFs.

export const PERSON_NAME_MAX = 100;
// No control characters (CR/LF inject headers), no format characters (a right-to-left override makes
// "gpj.exe" read "exe.jpg"; zero-width ones hide what is there), no markup.
const PERSON_NAME = /^[^\p{Cc}\p{Cf}<>]+$/u;

/** Whether a text can be a person's name as typed: 1 to 100 visible characters, no controls nor markup. */
export const isPersonName = (value: string): boolean =>
  value.trim().length > 0 && value.length <= PERSON_NAME_MAX && PERSON_NAME.test(value);

// Dot-atom addresses only (RFC 5322 §3.4.1, with RFC 6531's UTF-8): no quoted local part, which let HTML
// and a raw CR be stored as a recipient. Every address a person really has is of this form.
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const DOT_ATOM_EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

export const isDotAtomEmail = (value: string): boolean => value.length <= 254 && DOT_ATOM_EMAIL.test(value);

/**
 * A mailto: link to exactly this address: percent-encoded, so an address can never add a second
 * recipient, a Bcc or a body (RFC 6068).
 */
export const mailtoHref = (address: string): string => `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
