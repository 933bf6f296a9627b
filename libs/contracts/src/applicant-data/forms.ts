import type { Transaction } from '../listings/property-enums';
import { DEFAULT_PREQUALIFICATION, type PrequalificationQuestion } from '../visits/prequalification';
import { QUESTION_KEYS, questionOf, type ApplicantField, type QuestionKey } from './fields';
import { APPLICANT_DATA_POLICIES, type ApplicantDataPolicy } from './policies';
import { allowedFields, bookingQuestions } from './policy';
import { REGIONS } from './regions';

/** One question an agency chose for its form: which one of the catalogue, and whether it must be answered. */
export interface FormChoice {
  key: QuestionKey;
  required: boolean;
}

/**
 * An agency's prequalification form for one transaction as the editor reads it: the choices (the shipped
 * defaults until the agency saves its own) and the catalogue questions it may choose from.
 */
export interface PrequalificationFormView {
  transaction: Transaction;
  questions: FormChoice[];
  /** True while the agency has saved nothing: the shipped defaults apply. */
  isDefault: boolean;
  /** The catalogue questions some region allows before the visit for this transaction. */
  choosable: QuestionKey[];
}

/** GET /api/agencies/{id}/prequalification: one form per transaction. */
export interface AgencyPrequalification {
  forms: PrequalificationFormView[];
}

/** GET /api/listings/{id}/prequalification: the listing's own form, if any, and what its visitors are asked. */
export interface ListingPrequalification {
  listingId: string;
  transaction: Transaction;
  /** The listing's override; null when the agency's form applies. */
  override: FormChoice[] | null;
  /** What the booking page and widget show for this listing, after the region's policy. */
  effective: PrequalificationQuestion[];
}

const choiceOf = ({ key, required }: PrequalificationQuestion): FormChoice => ({ key: key as QuestionKey, required });

/** The shipped defaults as choices, for the editor and for agencies that saved nothing. */
export const defaultChoices = (transaction: Transaction): FormChoice[] =>
  DEFAULT_PREQUALIFICATION[transaction].map(choiceOf);

/**
 * The questions an agency may put in its form for this transaction: those at least one region allows
 * before the visit. Which of them a listing really shows is still its region's to say (effectiveQuestions).
 */
export function choosableQuestions(transaction: Transaction): QuestionKey[] {
  const allowed = new Set(
    REGIONS.flatMap((region) => [...allowedFields(APPLICANT_DATA_POLICIES[region][transaction], 'beforeVisit')]),
  );
  return QUESTION_KEYS.filter((key) => allowed.has(key as ApplicantField));
}

/** The keys of a form that no region allows before the visit for this transaction (refused on save). */
export function unchoosableKeys(transaction: Transaction, choices: readonly { key: string }[]): string[] {
  const choosable = new Set<string>(choosableQuestions(transaction));
  return choices.map(({ key }) => key).filter((key) => !choosable.has(key));
}

/**
 * What a listing's visitors are asked: the listing's override, else the agency's form for the
 * transaction, else the shipped defaults; always filtered by the region's policy (bookingQuestions), so
 * no form, saved or stale, ever asks what the region forbids before the visit.
 */
export function effectiveQuestions(
  policy: ApplicantDataPolicy,
  agencyForm: readonly FormChoice[] | null,
  listingOverride: readonly FormChoice[] | null,
): PrequalificationQuestion[] {
  const chosen = listingOverride ?? agencyForm;
  const asked = chosen
    ? chosen.filter(({ key }) => key in DEFAULT_KINDS).map(({ key, required }) => questionOf(key, required))
    : DEFAULT_PREQUALIFICATION[policy.transaction];
  return bookingQuestions(policy, asked);
}

const DEFAULT_KINDS: Record<string, true> = Object.fromEntries(QUESTION_KEYS.map((key) => [key, true]));
