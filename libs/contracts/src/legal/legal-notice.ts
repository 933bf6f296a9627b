// Who answers for personal data on this install and who else receives it, configured on the API and read
// by the privacy policy (/privacy) and the data-processing agreement's annex (/dpa): the texts name only
// what the install really uses.

/** What a sub-processor does for the install; each has its sentence in the `legal` catalogue. */
export const SUBPROCESSOR_PURPOSES = ['hosting', 'storage', 'email', 'sms', 'captcha', 'analytics', 'backup'] as const;
export type SubprocessorPurpose = (typeof SUBPROCESSOR_PURPOSES)[number];

/**
 * How data reaching a country outside the EEA is protected (GDPR chapter V): none needed (the EEA), an
 * adequacy decision (art. 45), the EU–US Data Privacy Framework (an adequacy decision for certified US
 * companies), or the Commission's standard contractual clauses (art. 46).
 */
export const TRANSFER_TOOLS = ['none', 'adequacy', 'dpf', 'scc'] as const;
export type TransferTool = (typeof TRANSFER_TOOLS)[number];

export interface Subprocessor {
  name: string;
  purpose: SubprocessorPurpose;
  /** Where the data is processed, as ISO 3166 country codes (FR, IE, US…), shown in the reader's language. */
  countries: string[];
  transfer: TransferTool;
}

export interface OperatorIdentity {
  /** The company that runs this install (the controller of its own processing, the agencies' processor); null until configured. */
  name: string | null;
  address: string | null;
  /** Company number: SIREN/RCS in France, BCE/KBO in Belgium. */
  registration: string | null;
  /** Where people exercise their rights and agencies send their questions on personal data. */
  privacyEmail: string;
  /** The data protection officer, when the operator has appointed one. */
  dpo: { name: string; email: string } | null;
}

export interface LegalNotice {
  operator: OperatorIdentity;
  /** True only when the operator says every copy of the data stays in the EU (HOSTED_IN_EU). */
  hostedInEu: boolean;
  subprocessors: Subprocessor[];
}
