import type { RentalPersonRole } from '@creneau/contracts';

// Stands for "whatever the subcategory": an organisation's identity has a single one (LEGAL_PERSON).
export const ANY_SUBCATEGORY = '*';

type KindOf = string | ((role: RentalPersonRole) => string);

// A tenant's proof of address is three rent receipts (annexe I, II, 1), a guarantor's the last one
// (annexe II, A, II, 1): DossierFacile asks both under RESIDENCY/TENANT.
const rentReceipts = (role: RentalPersonRole) => (role === 'tenant' ? 'rent_receipts' : 'last_rent_receipt');

/**
 * DossierFacile's category and subcategory → the kind of décret n° 2015-1437 it is, as our list names it
 * (libs/contracts/src/rental-files/document-kinds.ts). A pair missing here has no lawful kind: the import
 * skips and reports it. The kind is then checked against the list for the person's role, so a kind the
 * decree gives only to tenants (a student card, a host's statement) is refused for a guarantor.
 * Left out on purpose, strictest reading (docs/integrations/dossierfacile.md):
 * - IDENTIFICATION/OTHER_IDENTIFICATION and CERTIFICATE_VISA: not one of the four identity documents.
 * - RESIDENCY/OTHER_RESIDENCY: a free-form explanation, no document of annexe I, II.
 * - PROFESSIONAL/STAY_AT_HOME_PARENT, NO_ACTIVITY, OTHER, OTHER_PROFESSION_GUARANTOR: the decree lists
 *   no document proving the absence or an unnamed kind of activity.
 * - TAX/MY_PARENTS: the parents' tax notice is a third person's, not the applicant's own (annexe I, IV, 1).
 * - TAX/LESS_THAN_YEAR, OTHER_TAX: an explanation, not a notice.
 * - GUARANTEE_PROVIDER_CERTIFICATE (Visale's visa): annexe II, B names only the organisation's legal
 *   existence; whether the guarantee act itself may be asked is for the rental-file domain to decide.
 */
export const DOSSIERFACILE_KINDS: Readonly<Record<string, Readonly<Record<string, KindOf>>>> = {
  IDENTIFICATION: {
    FRENCH_IDENTITY_CARD: 'identity_card',
    FRENCH_PASSPORT: 'passport',
    FRENCH_RESIDENCE_PERMIT: 'residence_permit',
    DRIVERS_LICENSE: 'driving_licence',
  },
  RESIDENCY: {
    TENANT: rentReceipts,
    // A holiday or short let: receipts all the same (DossierFacile folds it into TENANT in its old categories).
    SHORT_TERM_RENTAL: rentReceipts,
    OWNER: 'property_tax_notice',
    GUEST: 'host_statement',
    GUEST_PARENTS: 'host_statement',
    // Housed by an organisation (a student residence, a hostel): its statement that it houses the person.
    GUEST_ORGANISM: 'host_statement',
  },
  PROFESSIONAL: {
    CDI: 'employment_contract',
    CDI_TRIAL: 'employment_contract',
    CDD: 'employment_contract',
    ALTERNATION: 'employment_contract',
    INTERNSHIP: 'employment_contract',
    PUBLIC: 'employment_contract',
    CTT: 'employment_contract',
    STUDENT: 'student_card',
    // DossierFacile does not say which of annexe I, III, 2–6 an independent sent: the catch-all item.
    INDEPENDENT: 'activity_proof',
    INTERMITTENT: 'activity_proof',
    ARTIST: 'activity_proof',
    // A pension or unemployment-benefit statement from the paying body (annexe I, IV, 5).
    RETIRED: 'benefits_statement',
    UNEMPLOYED: 'benefits_statement',
  },
  FINANCIAL: {
    SALARY: 'payslips',
    SCHOLARSHIP: 'scholarship_notice',
    SOCIAL_SERVICE: 'benefits_statement',
    PENSION: 'benefits_statement',
    RENT: 'capital_income',
  },
  TAX: {
    MY_NAME: 'tax_notice',
  },
  IDENTIFICATION_LEGAL_PERSON: {
    [ANY_SUBCATEGORY]: 'organisation_legal_existence',
  },
};

/** The kind of our lists this DossierFacile document is for this person, or null when none is lawful. */
export function kindOfDossierFacileDocument(
  category: string,
  subCategory: string | undefined,
  role: RentalPersonRole,
): string | null {
  // Own keys only: a category named "constructor" or "toString" must find nothing, not Object's methods.
  const kinds = Object.hasOwn(DOSSIERFACILE_KINDS, category) ? DOSSIERFACILE_KINDS[category] : undefined;
  if (!kinds) return null;
  const own = (key: string | undefined) => (key !== undefined && Object.hasOwn(kinds, key) ? kinds[key] : undefined);
  const kind = own(subCategory) ?? own(ANY_SUBCATEGORY);
  if (kind === undefined) return null;
  return typeof kind === 'function' ? kind(role) : kind;
}
