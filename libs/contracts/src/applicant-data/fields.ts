import type { PrequalificationQuestion } from '../visits/prequalification-question';

/**
 * When something is asked: before the visit (booking form, widget, portal e-mail), in support of an
 * application after the visit, or to draw up the lease. Each stage may ask what the earlier ones did.
 */
export const APPLICANT_STAGES = ['beforeVisit', 'application', 'lease'] as const;
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];

/** Who the applicant is and how to reach them. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Every question a form may put to an applicant, with its type and limits: forms draw their inputs
 * from it and the API checks answers against it. Whether a question may be asked, and when, is the
 * policy's to say (policies.ts), never the form's.
 */
export const APPLICANT_QUESTIONS = {
  moveInDate: { kind: 'date' },
  occupants: { kind: 'number', min: 1, max: 20 },
  maxBudget: { kind: 'number', min: 0, max: 100_000_000 },
  projectKind: { kind: 'choice', options: ['main_home', 'second_home', 'investment'] },
  purchaseHorizon: { kind: 'choice', options: ['now', 'three_months', 'six_months', 'later'] },
  /** Net monthly resources of the household, or their estimate (the Brussels code allows either). */
  monthlyResources: { kind: 'number', min: 0, max: 1_000_000 },
  guarantor: { kind: 'choice', options: ['none', 'person', 'visale', 'insurance', 'bank'] },
  civilStatus: { kind: 'choice', options: ['single', 'married', 'legal_cohabitant'] },
  dateOfBirth: { kind: 'date' },
} as const satisfies Record<string, Omit<PrequalificationQuestion, 'key' | 'required'>>;

export type QuestionKey = keyof typeof APPLICANT_QUESTIONS;
export const QUESTION_KEYS = Object.keys(APPLICANT_QUESTIONS) as QuestionKey[];

/** Data of the lease itself that no form asks as a question. */
export type LeaseDatum = 'currentAddress';

export type ApplicantField = ContactField | QuestionKey | LeaseDatum;

/** A question as a form shows it, with its limits. */
export function questionOf(key: QuestionKey, required = false): PrequalificationQuestion {
  return { key, required, ...APPLICANT_QUESTIONS[key] };
}

/**
 * Rental-file documents by legal category. None is ever asked before the visit; which ones an
 * application or a lease may ask depends on the region (policies.ts).
 */
export const RENTAL_DOCUMENT_KINDS = [
  'identity',
  'address',
  'professional',
  'resources',
  'rentPayments',
  'civilStatus',
] as const;
export type RentalDocumentKind = (typeof RENTAL_DOCUMENT_KINDS)[number];
