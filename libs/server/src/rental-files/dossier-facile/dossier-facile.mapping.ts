import { checkRentalDocumentKind, type RentalDocumentRefusal } from '@creneau/contracts';
import { kindOfDossierFacileDocument } from './document-kind-map';
import type { DfcDocument, DfcGuarantor, DfcProfile, DfcTenant } from './dossier-facile.shapes';
import type {
  ImportedHousehold,
  ImportedPerson,
  ImportedProfessionalSituation,
  ImportedOrganisationKind,
} from './rental-file-import-sink';

/** How to fetch a document: by its token through the partner API, or by its URL on DossierFacile's API. */
export type DossierFacileDocumentRef = { tenantId: number; token: string } | { url: string };

export interface PlannedDocument {
  personRef: string;
  kind: string;
  documentId: string;
  status: string | null;
  ref: DossierFacileDocumentRef;
}

/** Why a document of the file is not imported; the visitor sees the list and can add it by hand if lawful. */
export type SkipReason =
  'no_document' | 'declined_by_dossierfacile' | 'no_lawful_kind' | 'no_download' | RentalDocumentRefusal;

export interface SkippedDocument {
  personRef: string;
  documentId: string;
  category: string;
  subCategory: string | null;
  reason: SkipReason;
}

export interface ImportPlan {
  people: ImportedPerson[];
  documents: PlannedDocument[];
  skipped: SkippedDocument[];
}

const SITUATIONS: Readonly<Record<string, ImportedProfessionalSituation>> = {
  CDI: 'permanent_contract',
  CDI_TRIAL: 'permanent_contract_trial',
  CDD: 'fixed_term_contract',
  ALTERNATION: 'apprenticeship',
  INTERNSHIP: 'internship',
  STUDENT: 'student',
  PUBLIC: 'civil_servant',
  CTT: 'temporary_work',
  RETIRED: 'retired',
  UNEMPLOYED: 'unemployed',
  INDEPENDENT: 'self_employed',
  INTERMITTENT: 'intermittent',
  ARTIST: 'artist',
  STAY_AT_HOME_PARENT: 'stay_at_home_parent',
  NO_ACTIVITY: 'no_activity',
  OTHER: 'other',
  OTHER_PROFESSION_GUARANTOR: 'other',
};

const HOUSEHOLDS: Readonly<Record<string, ImportedHousehold>> = { ALONE: 'alone', COUPLE: 'couple', GROUP: 'group' };

function professionalSituation(documents: DfcDocument[]): ImportedProfessionalSituation | null {
  const sub = documents.find(({ documentCategory }) => documentCategory === 'PROFESSIONAL')?.documentSubCategory;
  return sub !== undefined && Object.hasOwn(SITUATIONS, sub) ? SITUATIONS[sub] : null;
}

// The resources a person declared: the sum of their resources documents' monthly amounts (whole euros),
// in cents; a file that declares "no income" says 0, one with no resources document says nothing.
function declaredMonthlyIncomeCents(documents: DfcDocument[]): number | null {
  const resources = documents.filter(
    ({ documentCategory, documentStatus }) => documentCategory === 'FINANCIAL' && documentStatus !== 'DECLINED',
  );
  if (resources.length === 0) return null;
  return resources.reduce((sum, { monthlySum }) => sum + (monthlySum ?? 0), 0) * 100;
}

function tenantPerson(tenant: DfcTenant, main: boolean, household: ImportedHousehold | undefined): ImportedPerson {
  return {
    ref: `tenant:${tenant.id}`,
    role: 'tenant',
    tenancy: main ? 'main' : 'co_tenant',
    household,
    firstName: tenant.preferredName ?? tenant.firstName ?? null,
    lastName: tenant.lastName ?? null,
    organisationName: null,
    professionalSituation: professionalSituation(tenant.documents),
    declaredMonthlyIncomeCents: declaredMonthlyIncomeCents(tenant.documents),
  };
}

function guarantorPerson(guarantor: DfcGuarantor, tenantRef: string): ImportedPerson | null {
  const organisationKinds: Record<string, ImportedOrganisationKind> = {
    ORGANISM: 'guarantee_provider',
    LEGAL_PERSON: 'legal_person',
  };
  const ref = `guarantor:${guarantor.id}`;
  if (guarantor.typeGuarantor === 'NATURAL_PERSON') {
    return {
      ref,
      role: 'person_guarantor',
      guarantorOf: tenantRef,
      firstName: guarantor.firstName ?? null,
      lastName: guarantor.lastName ?? null,
      organisationName: null,
      professionalSituation: professionalSituation(guarantor.documents),
      declaredMonthlyIncomeCents: declaredMonthlyIncomeCents(guarantor.documents),
    };
  }
  if (!Object.hasOwn(organisationKinds, guarantor.typeGuarantor)) return null;
  return {
    ref,
    role: 'organisation_guarantor',
    guarantorOf: tenantRef,
    organisationKind: organisationKinds[guarantor.typeGuarantor],
    firstName: null,
    lastName: null,
    // DossierFacile names a company; a guarantee provider it does not name (Visale is the usual one).
    organisationName: guarantor.legalPersonName ?? null,
    professionalSituation: null,
    declaredMonthlyIncomeCents: null,
  };
}

const skipped = (document: DfcDocument, personRef: string, reason: SkipReason): SkippedDocument => ({
  personRef,
  documentId: String(document.id),
  category: document.documentCategory,
  subCategory: document.documentSubCategory ?? null,
  reason,
});

function planDocument(
  document: DfcDocument,
  person: ImportedPerson,
  tenantId: number,
): PlannedDocument | SkippedDocument {
  const skip = (reason: SkipReason) => skipped(document, person.ref, reason);
  if (document.noDocument) return skip('no_document');
  if (document.documentStatus === 'DECLINED') return skip('declined_by_dossierfacile');
  const kind = kindOfDossierFacileDocument(document.documentCategory, document.documentSubCategory, person.role);
  if (!kind) return skip('no_lawful_kind');
  // DossierFacile's documents are French: the decree's list, as a file supports an application.
  const check = checkRentalDocumentKind('FR', kind, person.role, 'application');
  if (!check.allowed) return skip(check.reason);
  const ref = document.token ? { tenantId, token: document.token } : document.name ? { url: document.name } : null;
  if (!ref) return skip('no_download');
  return { personRef: person.ref, documentId: String(document.id), kind, status: document.documentStatus ?? null, ref };
}

/**
 * What importing this profile means, decided before any download: the people (the tenant who shared,
 * co-tenants, each one's guarantors), the documents to fetch with their kind, and the documents skipped
 * with why. Pure: the same profile always gives the same plan.
 */
export function planDossierFacileImport(profile: DfcProfile): ImportPlan {
  const { connectedTenantId, apartmentSharing } = profile;
  const household = Object.hasOwn(HOUSEHOLDS, apartmentSharing.applicationType)
    ? HOUSEHOLDS[apartmentSharing.applicationType]
    : undefined;
  // The tenant who shared the file first: the sink may make them the file's owner.
  const tenants = [...apartmentSharing.tenants].sort(
    (a, b) => Number(b.id === connectedTenantId) - Number(a.id === connectedTenantId),
  );
  const plan: ImportPlan = { people: [], documents: [], skipped: [] };
  const add = (person: ImportedPerson, documents: DfcDocument[]) => {
    plan.people.push(person);
    for (const document of documents) {
      const planned = planDocument(document, person, connectedTenantId);
      if ('reason' in planned) plan.skipped.push(planned);
      else plan.documents.push(planned);
    }
  };
  for (const tenant of tenants) {
    const person = tenantPerson(tenant, tenant.id === connectedTenantId, household);
    add(person, tenant.documents);
    for (const guarantor of tenant.guarantors) {
      const guarantorAsPerson = guarantorPerson(guarantor, person.ref);
      if (guarantorAsPerson) add(guarantorAsPerson, guarantor.documents);
      else {
        // A kind of guarantor we do not know: none of its documents can be placed, each is reported.
        for (const document of guarantor.documents) {
          plan.skipped.push(skipped(document, `guarantor:${guarantor.id}`, 'no_lawful_kind'));
        }
      }
    }
  }
  return plan;
}
