import type { RentalPersonRole } from '@creneau/contracts';
import type { ValidatedDocument } from '../upload-validation';

/** A tenant's household as the file declares it: alone, a couple, or a flat share. */
export type ImportedHousehold = 'alone' | 'couple' | 'group';

/** What kind of guarantor an organisation is: a guarantee provider (Visale) or a company. */
export type ImportedOrganisationKind = 'guarantee_provider' | 'legal_person';

/** A person's professional situation, in our words (the rental-file domain maps it onto its own list). */
export const IMPORTED_PROFESSIONAL_SITUATIONS = [
  'permanent_contract',
  'permanent_contract_trial',
  'fixed_term_contract',
  'apprenticeship',
  'internship',
  'student',
  'civil_servant',
  'temporary_work',
  'retired',
  'unemployed',
  'self_employed',
  'intermittent',
  'artist',
  'stay_at_home_parent',
  'no_activity',
  'other',
] as const;
export type ImportedProfessionalSituation = (typeof IMPORTED_PROFESSIONAL_SITUATIONS)[number];

/**
 * One person of the imported file. `ref` is stable within one import (from DossierFacile's ids) so that
 * a guarantor can name whom it stands for; the sink answers its own id for the person.
 */
export interface ImportedPerson {
  ref: string;
  role: RentalPersonRole;
  /** For a tenant: the one who shared the file, or a co-tenant of it. */
  tenancy?: 'main' | 'co_tenant';
  household?: ImportedHousehold;
  /** For a guarantor: the `ref` of the tenant it stands for. */
  guarantorOf?: string;
  firstName: string | null;
  lastName: string | null;
  organisationName: string | null;
  organisationKind?: ImportedOrganisationKind;
  professionalSituation: ImportedProfessionalSituation | null;
  /** The monthly resources the person declared at DossierFacile, in cents of euro; null when none. */
  declaredMonthlyIncomeCents: number | null;
}

/** One document, already through the upload validation, with the kind of our lists it is. */
export interface ImportedDocument {
  kind: string;
  document: ValidatedDocument;
  /** Where it came from, so a re-import can recognise it; DossierFacile's status of it (VALIDATED…). */
  source: { provider: 'dossierfacile'; documentId: string; status: string | null };
}

/**
 * Where an import writes: the rental-file domain implements it over its tables (people, then their
 * documents through storeRentalDocument). The importer calls it only once every download has succeeded,
 * people first, so a failed import writes nothing.
 */
export interface RentalFileImportSink {
  addPerson(person: ImportedPerson): Promise<{ personId: string }>;
  addDocument(personId: string, document: ImportedDocument): Promise<void>;
}
