import type { LegalNotice, Subprocessor, SubprocessorPurpose } from '@creneau/contracts';
import type { ApiConfig } from '../config/api.config';

// Services the API knows are configured, with the company that receives the data when the operator has not
// listed one for that purpose: the texts never omit Google or Twilio because a list was left short.
const KNOWN: ReadonlyArray<{ purpose: SubprocessorPurpose; on: (config: ApiConfig) => boolean; entry: Subprocessor }> =
  [
    {
      purpose: 'captcha',
      on: (config) => Boolean(config.RECAPTCHA_SECRET),
      entry: { name: 'Google LLC (reCAPTCHA)', purpose: 'captcha', countries: ['US'], transfer: 'dpf' },
    },
    {
      purpose: 'sms',
      on: (config) => Boolean(config.TWILIO_AUTH_TOKEN),
      entry: { name: 'Twilio Inc.', purpose: 'sms', countries: ['US'], transfer: 'dpf' },
    },
  ];

/** The legal pages' facts: the operator as configured and every sub-processor the install uses. */
export function legalNotice(config: ApiConfig): LegalNotice {
  const listed = config.SUBPROCESSORS;
  const implied = KNOWN.filter((known) => known.on(config) && !listed.some((s) => s.purpose === known.purpose));
  return {
    operator: {
      name: config.OPERATOR_NAME ?? null,
      address: config.OPERATOR_ADDRESS ?? null,
      registration: config.OPERATOR_REGISTRATION ?? null,
      privacyEmail: config.PRIVACY_EMAIL ?? config.CONTACT_EMAIL,
      dpo: config.DPO_EMAIL ? { name: config.DPO_NAME ?? '', email: config.DPO_EMAIL } : null,
    },
    hostedInEu: config.HOSTED_IN_EU,
    subprocessors: [...listed, ...implied.map((known) => known.entry)],
  };
}
