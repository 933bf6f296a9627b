import type { Transaction } from '../listings/property-enums';
import { DEFAULT_PREQUALIFICATION, type PrequalificationQuestion } from '../visits/prequalification';
import {
  APPLICANT_QUESTIONS,
  APPLICANT_STAGES,
  questionOf,
  type ApplicantField,
  type ApplicantStage,
  type ContactField,
  type QuestionKey,
  type RentalDocumentKind,
} from './fields';
import { APPLICANT_DATA_POLICIES, type ApplicantDataPolicy } from './policies';
import { regionOf, type Region, type RegionAddress } from './regions';

/**
 * The one place every form, parser and validator reads what may be asked of an applicant: the
 * booking page and widget, the API's checks, and later the prequalification editor and portal leads.
 */
export function applicantPolicy(region: Region, transaction: Transaction): ApplicantDataPolicy {
  return APPLICANT_DATA_POLICIES[region][transaction];
}

export function listingPolicy(listing: RegionAddress & { transaction: Transaction }): ApplicantDataPolicy {
  return applicantPolicy(regionOf(listing), listing.transaction);
}

const stagesUpTo = (stage: ApplicantStage) => APPLICANT_STAGES.slice(0, APPLICANT_STAGES.indexOf(stage) + 1);

/** Everything that may be asked at this stage: its own fields and those of the stages before. */
export function allowedFields(policy: ApplicantDataPolicy, stage: ApplicantStage): ReadonlySet<ApplicantField> {
  return new Set(stagesUpTo(stage).flatMap((each) => policy.stages[each].fields));
}

/** Rental-file documents that may be requested at this stage (none before the visit, anywhere). */
export function allowedDocuments(policy: ApplicantDataPolicy, stage: ApplicantStage): ReadonlySet<RentalDocumentKind> {
  return new Set(stagesUpTo(stage).flatMap((each) => policy.stages[each].documents));
}

/** The first stage at which this field may be asked, or null when this region never allows it. */
export function stageAllowing(policy: ApplicantDataPolicy, field: string): ApplicantStage | null {
  return APPLICANT_STAGES.find((stage) => policy.stages[stage].fields.includes(field as ApplicantField)) ?? null;
}

/** Why a field may not be asked now: too early (and from when), or never in this region. */
export interface FieldRefusal {
  field: string;
  allowedFrom: ApplicantStage | null;
}

/** The fields among `asked` that this stage may not ask; an empty list when all may be. */
export function refusedFields(
  policy: ApplicantDataPolicy,
  stage: ApplicantStage,
  asked: Iterable<string>,
): FieldRefusal[] {
  const allowed = allowedFields(policy, stage);
  return [...asked]
    .filter((field) => !allowed.has(field as ApplicantField))
    .map((field) => ({ field, allowedFrom: stageAllowing(policy, field) }));
}

/** The questions an agency's form may show before the visit: its own, less what the region forbids. */
export function bookingQuestions(
  policy: ApplicantDataPolicy,
  asked: readonly PrequalificationQuestion[] = DEFAULT_PREQUALIFICATION[policy.transaction],
): PrequalificationQuestion[] {
  const allowed = allowedFields(policy, 'beforeVisit');
  return asked.filter((question) => allowed.has(question.key as ApplicantField));
}

const isQuestion = (field: ApplicantField): field is QuestionKey => field in APPLICANT_QUESTIONS;

/** The questions that open with the application, after the visit: this stage's own, all optional. */
export function applicationQuestions(policy: ApplicantDataPolicy): PrequalificationQuestion[] {
  return policy.stages.application.fields.filter(isQuestion).map((key) => questionOf(key));
}

/** Which contact fields a form must mark required, and whether one of e-mail and phone is enough. */
export function contactRequirement(policy: ApplicantDataPolicy): Record<ContactField, 'required' | 'oneOf'> {
  const means = policy.contact === 'all' ? 'required' : 'oneOf';
  return { firstName: 'required', lastName: 'required', email: means, phone: means };
}

/** The contact fields missing from what was given; both e-mail and phone when 'oneOf' got neither. */
export function missingContact(
  policy: ApplicantDataPolicy,
  given: Partial<Record<ContactField, string | null | undefined>>,
): ContactField[] {
  const blank = (field: ContactField) => (given[field] ?? '').trim() === '';
  const names = (['firstName', 'lastName'] as const).filter(blank);
  const means = (['email', 'phone'] as const).filter(blank);
  if (policy.contact === 'oneOf' && means.length < 2) return names;
  return [...names, ...means];
}
