// The browser's cookie choice as the server keeps it for proof. The browser record (cookieConsent, spec §3)
// keeps its shape; the proof's id and date live beside it, under their own key.

/** The services a choice names (spec §3). */
export const CONSENT_SERVICE_IDS = ['recaptcha', 'google_analytics'] as const;
export type ConsentServiceId = (typeof CONSENT_SERVICE_IDS)[number];

/** Which first screen the person saw: the spec's essential-only text, or the one naming audience measurement. */
export const CONSENT_TEXT_VARIANTS = ['essential', 'analytics'] as const;
export type ConsentTextVariant = (typeof CONSENT_TEXT_VARIANTS)[number];

/** The texts' date: a change of the banner or the cookie policy changes it (and the proofs say which one). */
export const CONSENT_TEXT_DATE = '2026-11-26';

/** A choice is asked again after six months (CNIL: between 6 and 13 months). */
export const CONSENT_RENEWAL_DAYS = 182;

/** POST /api/public/consent-proofs */
export interface ConsentProofRequest {
  /** A random UUID drawn by the browser: it links the browser's record to this proof, and nothing else. */
  id: string;
  choices: ConsentServiceId[];
  /** `${CONSENT_TEXT_DATE}:${variant}` */
  textVersion: string;
}

export interface ConsentProof {
  id: string;
  recordedAt: string;
}
