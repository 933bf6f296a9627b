import { allowedDocuments, applicantPolicy } from '../applicant-data/policy';
import type { ApplicantStage } from '../applicant-data/fields';
import type { Region } from '../applicant-data/regions';
import { RENTAL_DOCUMENT_LISTS, type RentalDocumentCategory, type RentalPersonRole } from './document-kinds';

/** What completeness needs of a person: their role, what they declared and the kinds of their documents. */
export interface CompletenessInput {
  id: string;
  role: RentalPersonRole;
  professionalSituation: string | null;
  monthlyIncomeCents: number | null;
  organisationType: string | null;
  documentKinds: readonly string[];
}

/** A missing piece, as a screen says it in plain words: the category, and the decree's kinds that fill it. */
export type MissingItem =
  | { type: 'documents'; category: RentalDocumentCategory; kinds: { kind: string; wording: string }[] }
  | { type: 'field'; field: 'professionalSituation' | 'monthlyIncome' | 'organisationType' };

export interface PersonCompleteness {
  personId: string;
  complete: boolean;
  missing: MissingItem[];
}

/**
 * What is missing from each person of a file for a let in this region: one document of every category the
 * region's list names for the person's role and allows at this stage, and the declared situation and
 * income of a person (an organisation declares its kind). Nothing outside the region's list is ever
 * counted as missing: a Brussels file is complete with no document at the application stage (art. 200ter).
 */
export function personCompleteness(
  region: Region,
  person: CompletenessInput,
  stage: ApplicantStage = 'application',
): PersonCompleteness {
  const categories = allowedDocuments(applicantPolicy(region, 'rent'), stage);
  const rules = RENTAL_DOCUMENT_LISTS[region].filter(
    (rule) => rule.roles.includes(person.role) && categories.has(rule.category),
  );
  const missing: MissingItem[] = [];
  if (person.role === 'organisation_guarantor') {
    if (!person.organisationType) missing.push({ type: 'field', field: 'organisationType' });
  } else {
    if (!person.professionalSituation) missing.push({ type: 'field', field: 'professionalSituation' });
    if (person.monthlyIncomeCents === null) missing.push({ type: 'field', field: 'monthlyIncome' });
  }
  const required = [...new Set(rules.map((rule) => rule.category))];
  for (const category of required) {
    const kinds = rules.filter((rule) => rule.category === category);
    if (!kinds.some((rule) => person.documentKinds.includes(rule.kind))) {
      missing.push({ type: 'documents', category, kinds: kinds.map(({ kind, wording }) => ({ kind, wording })) });
    }
  }
  return { personId: person.id, complete: missing.length === 0, missing };
}

export function fileCompleteness(
  region: Region,
  people: readonly CompletenessInput[],
  stage: ApplicantStage = 'application',
): PersonCompleteness[] {
  return people.map((person) => personCompleteness(region, person, stage));
}
