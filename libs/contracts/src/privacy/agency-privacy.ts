import type { LegalNotice } from '../legal';

// What an agency, the controller of its visitors' data, keeps on record with the operator: its acceptance of
// the DPA, whom to warn of a breach, and how long its data is kept (never longer than the privacy policy says).

/** The DPA's date: a new version asks each agency to accept again. */
export const DPA_VERSION = '2026-11-26';

/** Months, the privacy policy's figures: an agency may shorten them, never lengthen them. */
export const RETENTION_DEFAULTS = { visitsMonths: 36, messagesMonths: 36, smsRepliesMonths: 36 } as const;
export type RetentionSettings = { [K in keyof typeof RETENTION_DEFAULTS]: number };
/** The shortest an agency may choose (months); the longest is the default. */
export const RETENTION_MIN_MONTHS = 1;

/**
 * Months the operator fixes for every agency, as the privacy policy states them. SMS replies are filed by
 * the number they came from, which may write to several agencies: the agencies' own figure cannot apply.
 */
export const FIXED_RETENTION = {
  smsRepliesMonths: 36,
  sessionsMonths: 12,
  auditLogMonths: 12,
  inactiveAccountsMonths: 36,
  consentProofsMonths: 13,
  // A portal message no candidate came from (unreadable, an automatic reply, a prospect without an address)
  // is kept for a person to handle, not as a history: its raw text holds someone's name and words.
  unlinkedInboundEmailsMonths: 3,
} as const;

export interface BreachContact {
  name: string;
  email: string;
  phone: string | null;
}

export interface AgencyPrivacy {
  agencyId: string;
  currentDpaVersion: string;
  /** The latest acceptance, if any: which version, when, by whom (a user id; null once that user is deleted). */
  dpa: { version: string; acceptedAt: string; acceptedBy: string | null } | null;
  breachContact: BreachContact | null;
  retention: RetentionSettings;
}

export interface AgencyPrivacyUpdate {
  breachContact?: BreachContact | null;
  retention?: Partial<RetentionSettings>;
}

/** A purpose of processing with its legal basis (GDPR art. 6.1 letter) and the data it uses. */
export interface ProcessingActivity {
  purpose: string;
  legalBasis: 'a' | 'b' | 'c' | 'f';
  dataSubjects: string[];
  dataCategories: string[];
  retention: string;
}

/** The agency's record of processing activities done with Créneau (GDPR art. 30.1), for its own register. */
export interface RecordsOfProcessing {
  generatedAt: string;
  controller: { name: string; address: string; breachContact: BreachContact | null };
  processor: LegalNotice['operator'];
  activities: ProcessingActivity[];
  recipients: string[];
  subprocessors: LegalNotice['subprocessors'];
  transfersOutsideEea: LegalNotice['subprocessors'];
  securityMeasures: string[];
  dpa: AgencyPrivacy['dpa'];
}
