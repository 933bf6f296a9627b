import type { GuarantorOrganisation, ProfessionalSituation, RentalPersonInput } from '@creneau/contracts';
import type { ImportedPerson, ImportedProfessionalSituation } from './rental-file-import-sink';

/** DossierFacile's situations onto ours (PROFESSIONAL_SITUATIONS); the close calls say why. */
const SITUATIONS: Record<ImportedProfessionalSituation, ProfessionalSituation> = {
  permanent_contract: 'permanent_employee',
  // A CDI still in its trial period is a CDI: the agent sees the contract among the documents.
  permanent_contract_trial: 'permanent_employee',
  fixed_term_contract: 'fixed_term_employee',
  // Temporary work (intérim) is a series of fixed-term contracts.
  temporary_work: 'fixed_term_employee',
  apprenticeship: 'apprentice',
  // An intern is a student under an internship agreement.
  internship: 'student',
  student: 'student',
  civil_servant: 'civil_servant',
  retired: 'retired',
  unemployed: 'job_seeker',
  self_employed: 'self_employed',
  // An artist-author declares their income as an independent.
  artist: 'self_employed',
  // Intermittents du spectacle: employees on short contracts with a specific benefit scheme; no closer word.
  intermittent: 'other',
  stay_at_home_parent: 'without_activity',
  no_activity: 'without_activity',
  other: 'other',
};

/**
 * An organisation guarantor's kind: DossierFacile's ORGANISM guarantor is in practice Visale (its
 * name is not in the model, see docs/integrations/dossierfacile.md); another named provider is an insurer.
 */
function organisationType(person: ImportedPerson): GuarantorOrganisation {
  if (person.organisationKind === 'legal_person') return 'company';
  return !person.organisationName || /visale/i.test(person.organisationName) ? 'visale' : 'rent_guarantee_insurer';
}

/** What the file records for a person of an imported DossierFacile file. */
export function importedPersonInput(person: ImportedPerson): RentalPersonInput {
  if (person.role === 'organisation_guarantor') {
    return { role: person.role, organisationType: organisationType(person), organisationName: person.organisationName };
  }
  return {
    role: person.role,
    firstName: person.firstName,
    lastName: person.lastName,
    professionalSituation: person.professionalSituation ? SITUATIONS[person.professionalSituation] : null,
    monthlyIncomeCents: person.declaredMonthlyIncomeCents,
    currency: 'EUR',
  };
}
