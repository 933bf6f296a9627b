import type { PrequalificationQuestion } from '../visits/prequalification';
import type { ApplicantDataPolicy } from './policies';
import { allowedDocuments, applicationQuestions, bookingQuestions } from './policy';

/**
 * What a page says is asked, as the names of `enums:applicantField`: the booking page tells the visitor,
 * the agency settings tell the agent, both from the same policy as the forms.
 */
export type AskedItem =
  | 'name'
  | 'contactAll'
  | 'contactOneOf'
  | 'moveInDate'
  | 'occupants'
  | 'maxRent'
  | 'maxBudget'
  | 'projectKind'
  | 'purchaseHorizon'
  | 'monthlyResources'
  | 'guarantor'
  | 'documents'
  | 'civilStatus'
  | 'dateOfBirth'
  | 'currentAddress'
  | 'identityDocument';

const itemOf = (question: PrequalificationQuestion, policy: ApplicantDataPolicy): AskedItem =>
  question.key === 'maxBudget' && policy.transaction === 'rent' ? 'maxRent' : (question.key as AskedItem);

/** What is asked before the visit: identity, the contact the region wants, its questions. */
export function askedBeforeVisit(policy: ApplicantDataPolicy): AskedItem[] {
  const contact = policy.contact === 'oneOf' ? 'contactOneOf' : 'contactAll';
  return ['name', contact, ...bookingQuestions(policy).map((question) => itemOf(question, policy))];
}

/** What the agency may ask after the visit, with the application: its questions, and documents if any. */
export function askedAfterVisit(policy: ApplicantDataPolicy): AskedItem[] {
  const questions = applicationQuestions(policy).map((question) => itemOf(question, policy));
  return allowedDocuments(policy, 'application').size > 0 ? [...questions, 'documents'] : questions;
}

/** What the lease may ask for: its data, and a proof of identity where the region allows one. */
export function askedForLease(policy: ApplicantDataPolicy): AskedItem[] {
  const fields = policy.stages.lease.fields.map((field) => field as AskedItem);
  return policy.stages.lease.documents.includes('identity') ? [...fields, 'identityDocument'] : fields;
}
