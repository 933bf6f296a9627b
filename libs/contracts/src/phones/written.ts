// Apart from phone.ts, which holds libphonenumber and its metadata: a form's first check (the booking
// form, the visitor's account) needs neither, and its page loads without them.

// What people write between digits; anything else (letters, "ext.", "tel:", control characters) is refused.
export const WRITTEN_PHONE = /^\+?[0-9 ().\/-]{6,30}$/;

/** Whether a text is written like a phone number at all: the first, country-free check of a form. */
export const looksLikePhone = (raw: string): boolean => WRITTEN_PHONE.test(raw.trim());
