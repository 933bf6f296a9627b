import type { Transaction } from '../listings/property-enums';
import type { ApplicantField, ApplicantStage, RentalDocumentKind } from './fields';
import type { Region } from './regions';

/** What a stage adds to what the earlier stages allowed. */
export interface StageRules {
  fields: readonly ApplicantField[];
  /** Rental-file documents that may be requested from this stage on. */
  documents: readonly RentalDocumentKind[];
}

/**
 * What may be asked of an applicant for one listing, and when. 'all': every contact field is
 * required; 'oneOf': the applicant gives one means of contact of their choice, the other is optional.
 * `strictest` lists the points where the texts are unclear and the strictest known reading applies
 * (docs/applicant-data-by-region.md says why for each).
 */
export interface ApplicantDataPolicy {
  region: Region;
  transaction: Transaction;
  contact: 'all' | 'oneOf';
  stages: Readonly<Record<ApplicantStage, StageRules>>;
  strictest: readonly StrictestReading[];
}

export type StrictestReading =
  'stagingFromBrussels' | 'oneMeanOfContact' | 'noDocumentBeforeLease' | 'noFinancialDataBeforeVisit';

const NAME: readonly ApplicantField[] = ['firstName', 'lastName'];
const CONTACT: readonly ApplicantField[] = [...NAME, 'email', 'phone'];
const NONE: StageRules = { fields: [], documents: [] };

/**
 * Sales: no text lists what a seller's agent may ask a buyer. They follow the same staging as lets:
 * the project and its timing before the visit (search criteria, CNIL), nothing financial until after it.
 */
function sale(region: Region, contact: ApplicantDataPolicy['contact']): ApplicantDataPolicy {
  return {
    region,
    transaction: 'sale',
    contact,
    stages: {
      beforeVisit: { fields: [...CONTACT, 'projectKind', 'purchaseHorizon'], documents: [] },
      application: { fields: ['maxBudget'], documents: [] },
      lease: NONE,
    },
    strictest:
      contact === 'oneOf' ? ['noFinancialDataBeforeVisit', 'oneMeanOfContact'] : ['noFinancialDataBeforeVisit'],
  };
}

export const APPLICANT_DATA_POLICIES: Readonly<Record<Region, Readonly<Record<Transaction, ApplicantDataPolicy>>>> = {
  FR: {
    // CNIL, « Location immobilière : les données que l'agence peut demander » and the référentiel
    // « gestion locative » (délibération n° 2021-057 du 6 mai 2021): before the visit, identity,
    // contact details (e-mail and/or phone) and search criteria (location, rent, surface, move-in,
    // occupants); nothing on work or money. After it, the documents of décret n° 2015-1437 du
    // 5 novembre 2015 (loi n° 89-462, art. 22-2), an exhaustive list: identity, one proof of address,
    // professional situation, resources (annex I), and the same for a guarantor (annex II).
    rent: {
      region: 'FR',
      transaction: 'rent',
      contact: 'all',
      stages: {
        beforeVisit: { fields: [...CONTACT, 'moveInDate', 'occupants', 'maxBudget'], documents: [] },
        application: {
          fields: ['monthlyResources', 'guarantor'],
          documents: ['identity', 'address', 'professional', 'resources'],
        },
        // The lease names the parties and their home (loi n° 89-462, art. 3); a marriage contract,
        // the livret de famille or a civil status document may never be asked (décret 2015-1437).
        lease: { fields: ['currentAddress'], documents: [] },
      },
      strictest: [],
    },
    sale: sale('FR', 'all'),
  },
  'BE-BRU': {
    // Code bruxellois du Logement, art. 200ter, § 1er, as amended by the ordinance of 9 June 2022
    // (art. 11), in force since 20 March 2023: before the visit, only name, first name and one means
    // of communication; in support of the application, the amount (or an estimate) of the resources and
    // the household size (to check the home suits it); to draw up the lease, a document proving identity
    // and capacity to contract, and the civil status if married or legal cohabitant. The origin and kind
    // of the resources (CPAS, allowances) are never a reason to refuse. Fines of €125 to €6,200.
    rent: {
      region: 'BE-BRU',
      transaction: 'rent',
      contact: 'oneOf',
      stages: {
        beforeVisit: { fields: CONTACT, documents: [] },
        // The code allows the amount or its estimate, not a document: the strictest reading asks none.
        application: { fields: ['occupants', 'monthlyResources'], documents: [] },
        lease: { fields: ['civilStatus', 'dateOfBirth', 'currentAddress'], documents: ['identity', 'civilStatus'] },
      },
      strictest: ['noDocumentBeforeLease'],
    },
    sale: sale('BE-BRU', 'oneOf'),
  },
  'BE-WAL': {
    // Décret wallon du 15 mars 2018 relatif au bail d'habitation, art. 6: the only data a lessor may ask
    // are 1° name and first name, 2° one means of communication, 3° address, 4° date of birth or proof
    // of capacity to contract, 5° household composition, 6° civil status if married or legal cohabitant,
    // 7° the amount of resources, 8° proof of payment of the last three rents (upheld by the
    // Constitutional Court, arrêt n° 23/2020 of 13 February 2020). The decree sets no moment for each:
    // the strictest known staging applies, Brussels' (and the Privacy Commission's recommendation
    // n° 01/2009: name and a means of contact at first contact, nothing else).
    rent: {
      region: 'BE-WAL',
      transaction: 'rent',
      contact: 'oneOf',
      stages: {
        beforeVisit: { fields: CONTACT, documents: [] },
        application: { fields: ['occupants', 'monthlyResources'], documents: ['rentPayments'] },
        lease: { fields: ['civilStatus', 'dateOfBirth', 'currentAddress'], documents: ['identity'] },
      },
      strictest: ['stagingFromBrussels', 'oneMeanOfContact'],
    },
    sale: sale('BE-WAL', 'oneOf'),
  },
  'BE-VLG': {
    // Vlaams Woninghuurdecreet of 9 November 2018, art. 7: a lessor may ask a candidate only the
    // documents needed to check they can meet a tenant's obligations (its explanatory memorandum names
    // identity, domicile and income; health and judicial past are excluded). No list of data, no
    // moments: the strictest known staging applies (Brussels', the Privacy Commission's recommendation
    // n° 01/2009, Unia's guidance), and no civil status, which the decree does not need.
    rent: {
      region: 'BE-VLG',
      transaction: 'rent',
      contact: 'oneOf',
      stages: {
        beforeVisit: { fields: CONTACT, documents: [] },
        application: { fields: ['occupants', 'monthlyResources'], documents: ['resources'] },
        lease: { fields: ['dateOfBirth', 'currentAddress'], documents: ['identity', 'address'] },
      },
      strictest: ['stagingFromBrussels', 'oneMeanOfContact'],
    },
    sale: sale('BE-VLG', 'oneOf'),
  },
};
