import type { ApplicantStage, RentalDocumentKind } from '../applicant-data/fields';
import { allowedDocuments, applicantPolicy } from '../applicant-data/policy';
import type { Region } from '../applicant-data/regions';

/**
 * Who in a rental file a document is about: a tenant (the main one or a co-tenant), a guarantor who is a
 * person, or a guarantor that is an organisation (Visale, a rent-guarantee insurer, a company).
 */
export const RENTAL_PERSON_ROLES = ['tenant', 'person_guarantor', 'organisation_guarantor'] as const;
export type RentalPersonRole = (typeof RENTAL_PERSON_ROLES)[number];

/**
 * A kind's heading is one of the applicant-data policy's document categories (`RentalDocumentKind` of
 * applicant-data/fields.ts): the policy says from which stage each category may be asked in each region,
 * this list says which documents each category holds. One decides when, the other what.
 */
export type RentalDocumentCategory = RentalDocumentKind;

export interface RentalDocumentKindRule {
  kind: string;
  category: RentalDocumentCategory;
  roles: readonly RentalPersonRole[];
  /** The text's own words (French), as the catalogues' French label repeats them. */
  wording: string;
  /** Where the text lists it: article, annex and item. */
  source: string;
}

const TENANT: readonly RentalPersonRole[] = ['tenant'];
const PEOPLE: readonly RentalPersonRole[] = ['tenant', 'person_guarantor'];
const GUARANTOR: readonly RentalPersonRole[] = ['person_guarantor'];
const ORGANISATION: readonly RentalPersonRole[] = ['organisation_guarantor'];
// Strictest reading: whether annexe II, B also lets a lessor ask the identity of whoever acts for an
// organisation guarantor is not checked against the Journal officiel text here, so identity kinds are
// for people only; an organisation gives its proof of legal existence (docs/applicant-data-by-region.md).
const EVERYONE = PEOPLE;

const fr = (
  kind: string,
  category: RentalDocumentCategory,
  roles: readonly RentalPersonRole[],
  source: string,
  wording: string,
): RentalDocumentKindRule => ({ kind, category, roles, wording, source });

/**
 * France: décret n° 2015-1437 du 5 novembre 2015 fixant la liste des pièces justificatives pouvant être
 * demandées au candidat à la location et à sa caution (loi n° 89-462, art. 22-2). The lists are
 * exhaustive: annexe I for the applicant, annexe II for a guarantor (A: a person, B: an organisation).
 * A kind that the applicant's and the guarantor's lists both name with the same words is one kind; a
 * kind that only one list names applies only to the role of that list.
 */
const FRANCE: readonly RentalDocumentKindRule[] = [
  // Identity: annexe I, I and annexe II, A, I.
  fr(
    'identity_card',
    'identity',
    EVERYONE,
    'annexe I, I, 1 ; annexe II, A, I, 1',
    'Carte nationale d’identité française ou étrangère',
  ),
  fr('passport', 'identity', EVERYONE, 'annexe I, I, 2 ; annexe II, A, I, 2', 'Passeport français ou étranger'),
  fr(
    'driving_licence',
    'identity',
    EVERYONE,
    'annexe I, I, 3 ; annexe II, A, I, 3',
    'Permis de conduire français ou étranger',
  ),
  fr(
    'residence_permit',
    'identity',
    EVERYONE,
    'annexe I, I, 4 ; annexe II, A, I, 4',
    'Document justifiant du droit au séjour (carte de séjour temporaire, carte de résident, carte de ressortissant d’un État membre de l’Union européenne ou de l’Espace économique européen)',
  ),
  // One proof of address: the applicant's list (annexe I, II) and the guarantor's (annexe II, A, II) differ.
  fr(
    'rent_receipts',
    'address',
    TENANT,
    'annexe I, II, 1',
    'Trois dernières quittances de loyer ou, à défaut, attestation du précédent bailleur, ou de son mandataire, indiquant que le locataire est à jour de ses loyers et charges',
  ),
  fr(
    'domiciliation_certificate',
    'address',
    TENANT,
    'annexe I, II, 2',
    'Attestation d’élection de domicile établissant le lien avec un organisme agréé au titre de l’article L. 264-2 du code de l’action sociale et des familles',
  ),
  fr(
    'host_statement',
    'address',
    TENANT,
    'annexe I, II, 3',
    'Attestation sur l’honneur de l’hébergeant indiquant que le candidat à la location réside à son domicile',
  ),
  fr(
    'property_tax_notice',
    'address',
    PEOPLE,
    'annexe I, II, 4 ; annexe II, A, II, 4',
    'Dernier avis de taxe foncière ou, à défaut, titre de propriété de la résidence principale',
  ),
  fr('last_rent_receipt', 'address', GUARANTOR, 'annexe II, A, II, 1', 'Dernière quittance de loyer'),
  fr(
    'utility_bill',
    'address',
    GUARANTOR,
    'annexe II, A, II, 2',
    'Facture d’eau, de gaz ou d’électricité de moins de trois mois',
  ),
  fr(
    'home_insurance',
    'address',
    GUARANTOR,
    'annexe II, A, II, 3',
    'Attestation d’assurance logement de moins de trois mois',
  ),
  // Professional situation: annexe I, III and annexe II, A, III.
  fr(
    'employment_contract',
    'professional',
    PEOPLE,
    'annexe I, III, 1 ; annexe II, A, III, 1',
    'Contrat de travail ou de stage ou, à défaut, une attestation de l’employeur précisant l’emploi et la rémunération proposée, la date d’entrée en fonctions envisagée et le cas échéant la durée de la période d’essai',
  ),
  fr(
    'trade_register_extract',
    'professional',
    PEOPLE,
    'annexe I, III, 2 ; annexe II, A, III, 2',
    'Extrait K ou K bis du registre du commerce et des sociétés de moins de trois mois pour une entreprise commerciale',
  ),
  fr(
    'trades_register_extract',
    'professional',
    PEOPLE,
    'annexe I, III, 3 ; annexe II, A, III, 3',
    'Extrait D1 original du registre des métiers de moins de trois mois pour un artisan',
  ),
  fr(
    'insee_certificate',
    'professional',
    PEOPLE,
    'annexe I, III, 4 ; annexe II, A, III, 4',
    'Copie du certificat d’identification de l’INSEE, comportant les numéros d’identification, pour un travailleur indépendant',
  ),
  fr(
    'professional_card',
    'professional',
    PEOPLE,
    'annexe I, III, 5 ; annexe II, A, III, 5',
    'Copie de la carte professionnelle pour une profession libérale',
  ),
  fr(
    'activity_proof',
    'professional',
    PEOPLE,
    'annexe I, III, 6 ; annexe II, A, III, 6',
    'Toute pièce récente attestant de l’activité pour les autres professionnels',
  ),
  // Strictest reading: only the applicant's list names the student card with certainty; a guarantor's
  // student card is refused until the guarantor's list is checked to name it (docs/applicant-data-by-region.md).
  fr(
    'student_card',
    'professional',
    TENANT,
    'annexe I, III, 7',
    'Carte d’étudiant ou certificat de scolarité pour l’année en cours',
  ),
  // Resources: annexe I, IV and annexe II, A, IV.
  fr(
    'tax_notice',
    'resources',
    PEOPLE,
    'annexe I, IV, 1 ; annexe II, A, IV, 1',
    'Dernier ou avant-dernier avis d’imposition ou de non-imposition et, lorsque tout ou partie des revenus perçus n’a pas été imposé en France mais dans un autre État ou territoire, le dernier ou avant-dernier avis d’imposition à l’impôt ou aux impôts qui tiennent lieu d’impôt sur le revenu dans cet État ou territoire ou un document en tenant lieu établi par l’administration fiscale de cet État ou territoire',
  ),
  fr('payslips', 'resources', PEOPLE, 'annexe I, IV, 2 ; annexe II, A, IV, 2', 'Trois derniers bulletins de salaires'),
  fr(
    'internship_allowance',
    'resources',
    PEOPLE,
    'annexe I, IV, 3 ; annexe II, A, IV, 3',
    'Justificatif de versement des indemnités de stage',
  ),
  fr(
    'self_employed_accounts',
    'resources',
    PEOPLE,
    'annexe I, IV, 4 ; annexe II, A, IV, 4',
    'Deux derniers bilans ou, à défaut, une attestation de ressources pour l’exercice en cours délivrée par un comptable pour les professions non salariées',
  ),
  fr(
    'benefits_statement',
    'resources',
    PEOPLE,
    'annexe I, IV, 5 ; annexe II, A, IV, 5',
    'Justificatif de versement des indemnités, retraites, pensions, prestations sociales et familiales et allocations perçues lors des trois derniers mois ou justificatif de l’ouverture des droits, établis par l’organisme payeur',
  ),
  fr(
    'housing_aid_simulation',
    'resources',
    TENANT,
    'annexe I, IV, 6',
    'Attestation de simulation établie par l’organisme payeur ou simulation établie par le locataire relative aux aides au logement',
  ),
  fr(
    'scholarship_notice',
    'resources',
    TENANT,
    'annexe I, IV, 7',
    'Avis d’attribution de bourse pour les étudiants boursiers',
  ),
  fr(
    'property_deed',
    'resources',
    PEOPLE,
    'annexe I, IV, 8 ; annexe II, A, IV, 6',
    'Titre de propriété d’un bien immobilier ou dernier avis de taxe foncière',
  ),
  fr(
    'capital_income',
    'resources',
    PEOPLE,
    'annexe I, IV, 9 ; annexe II, A, IV, 7',
    'Justificatif de revenus fonciers, de rentes viagères ou de revenus de valeurs et capitaux mobiliers',
  ),
  // An organisation guarantor: annexe II, B.
  fr(
    'organisation_legal_existence',
    // The organisation's own identity: the policy's `identity` category, which France allows with the application.
    'identity',
    ORGANISATION,
    'annexe II, B, 1',
    'Extrait K bis de moins de trois mois de la société ou toute pièce justifiant de l’existence légale de la personne',
  ),
];

const be = (
  kind: string,
  category: RentalDocumentCategory,
  source: string,
  wording: string,
): RentalDocumentKindRule => ({ kind, category, roles: TENANT, wording, source });

// Belgium: no Belgian text lists a guarantor's documents (the rental guarantee is the deposit of the
// lease decrees, not a person's surety), so the strictest reading gives every Belgian kind to the tenant
// only. Belgian identity documents are the eID, a foreigner's card and a passport.
const BE_IDENTITY = (source: string): RentalDocumentKindRule[] => [
  be('be_identity_card', 'identity', source, 'Carte d’identité'),
  be('be_passport', 'identity', source, 'Passeport'),
  be('be_residence_card', 'identity', source, 'Carte de séjour'),
];

/**
 * Brussels-Capital: Code bruxellois du Logement, art. 200ter, § 1er (ordonnance du 9 juin 2022, in force
 * since 20 March 2023). With the application only the amount of the resources, or its estimate, and the
 * household size: data, never a document. For the lease, a document proving identity and capacity to
 * contract, and the civil status if married or legal cohabitant (proven by a composition of household).
 */
const BRUSSELS: readonly RentalDocumentKindRule[] = [
  ...BE_IDENTITY('Code bruxellois du Logement, art. 200ter, § 1er, 3°'),
  be(
    'be_civil_status_certificate',
    'civilStatus',
    'Code bruxellois du Logement, art. 200ter, § 1er, 3°',
    'Preuve de l’état civil (mariage ou cohabitation légale)',
  ),
];

/**
 * Wallonia: décret wallon du 15 mars 2018 relatif au bail d'habitation, art. 6 (read strictly by the
 * Constitutional Court, arrêt n° 23/2020). The decree names one proof — the payment of the last three
 * rents — and otherwise data: the amount of the resources is declared, not proven by a document (strictest
 * reading: the text says "preuve" for the rents and only "montant" for the resources). The civil status is
 * a datum of the lease there, not a document (the applicant-data policy asks no document of it).
 */
const WALLONIA: readonly RentalDocumentKindRule[] = [
  be(
    'be_rent_payment_proofs',
    'rentPayments',
    'Décret wallon du 15 mars 2018, art. 6',
    'Preuve du paiement des trois derniers loyers',
  ),
  ...BE_IDENTITY('Décret wallon du 15 mars 2018, art. 6 (date de naissance ou capacité de contracter)'),
];

/**
 * Flanders: Vlaams Woninghuurdecreet van 9 november 2018, art. 7: only what is needed to check that the
 * candidate can meet a tenant's obligations; the explanatory memorandum names identity, domicile and
 * income. The decree sets no moment: Brussels' staging applies (income with the application, identity and
 * domicile for the lease), and no civil status, which the decree does not need.
 */
const FLANDERS: readonly RentalDocumentKindRule[] = [
  be('be_income_proof', 'resources', 'Vlaams Woninghuurdecreet, art. 7', 'Preuve des revenus'),
  ...BE_IDENTITY('Vlaams Woninghuurdecreet, art. 7'),
  be('be_domicile_certificate', 'address', 'Vlaams Woninghuurdecreet, art. 7', 'Certificat de domicile'),
];

/** The documents a rental file may hold, per region of the listing (regionOf); nothing else may be asked. */
export const RENTAL_DOCUMENT_LISTS: Readonly<Record<Region, readonly RentalDocumentKindRule[]>> = {
  FR: FRANCE,
  'BE-BRU': BRUSSELS,
  'BE-WAL': WALLONIA,
  'BE-VLG': FLANDERS,
};

/** Every kind any region knows, for the catalogues and the database's check. */
export const ALL_RENTAL_DOCUMENT_LISTS: readonly string[] = [
  ...new Set(Object.values(RENTAL_DOCUMENT_LISTS).flatMap((rules) => rules.map(({ kind }) => kind))),
];

/** Why a kind is refused: unknown anywhere, not on this region's list, not for this person, or too early. */
export type RentalDocumentRefusal = 'unknown_kind' | 'not_in_region' | 'not_for_role' | 'not_at_stage';

export type RentalDocumentCheck =
  | { allowed: true; rule: RentalDocumentKindRule }
  | { allowed: false; reason: RentalDocumentRefusal; allowedKinds: string[] };

/**
 * Whether a document of this kind may be asked of this person, for a let of this region, at this stage:
 * the kind must be on the region's list for this role, and its category allowed at this stage by the
 * applicant-data policy (none before the visit anywhere). A refusal says why and which kinds this person
 * could give instead, so the message can say what is allowed.
 */
export function checkRentalDocumentKind(
  region: Region,
  kind: string,
  role: RentalPersonRole,
  stage: ApplicantStage = 'application',
): RentalDocumentCheck {
  const rules = RENTAL_DOCUMENT_LISTS[region];
  const categories = allowedDocuments(applicantPolicy(region, 'rent'), stage);
  const allowedKinds = rules
    .filter((rule) => rule.roles.includes(role) && categories.has(rule.category))
    .map((rule) => rule.kind);
  const rule = rules.find((candidate) => candidate.kind === kind);
  if (!rule) {
    const reason = ALL_RENTAL_DOCUMENT_LISTS.includes(kind) ? 'not_in_region' : 'unknown_kind';
    return { allowed: false, reason, allowedKinds };
  }
  if (!rule.roles.includes(role)) return { allowed: false, reason: 'not_for_role', allowedKinds };
  if (!categories.has(rule.category)) return { allowed: false, reason: 'not_at_stage', allowedKinds };
  return { allowed: true, rule };
}
