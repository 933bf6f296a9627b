import type { Region } from '../applicant-data/regions';
import type { CandidateStatus } from '../candidates/candidate-status';
import type { RefusalReason } from '../candidates/refusal-reasons';
import type { PersonCompleteness } from './completeness';
import type { RentalDocumentCategory, RentalPersonRole } from './document-kinds';
import type { GuarantorOrganisation, IncomeCurrency, ProfessionalSituation } from './rental-file-people';
import type { SolvencyIndicator } from './solvency';

/** A document of a file, as its owner and the agent see it: what it is, never where it is stored. */
export interface RentalDocumentView {
  id: string;
  personId: string;
  kind: string;
  category: RentalDocumentCategory | null;
  /** The sanitised name the visitor gave it. */
  name: string;
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  pages: number;
  /** SHA-256 of the stored bytes, hex. */
  sha256: string;
  createdAt: string;
}

/** A person of a file: a tenant (main or co-tenant), a guarantor who is a person, or an organisation. */
export interface RentalPersonView {
  id: string;
  role: RentalPersonRole;
  /** 0 is the main tenant; the order the file lists its people in. */
  position: number;
  firstName: string | null;
  lastName: string | null;
  organisationType: GuarantorOrganisation | null;
  organisationName: string | null;
  professionalSituation: ProfessionalSituation | null;
  /** Declared monthly net income, in cents of `currency`. */
  monthlyIncomeCents: number | null;
  currency: IncomeCurrency;
  documents: RentalDocumentView[];
}

/** GET /api/visitor/rental-file: the visitor's one reusable file, with completeness for one region. */
export interface RentalFileView {
  id: string;
  people: RentalPersonView[];
  /**
   * The region completeness is measured for: the listing's (?listingId=), else ?region=, else the file's
   * (fileRegion: chosen, else the listing last booked, else the language's).
   */
  region: Region;
  /** Where the visitor said they look for a home (PATCH /api/visitor/rental-file); null: not chosen. */
  chosenRegion: Region | null;
  /** Whether this install can import a file from DossierFacile (GET /api/rental-file/dossierfacile/connect). */
  dossierFacileImport: boolean;
  completeness: PersonCompleteness[];
  createdAt: string;
  updatedAt: string;
}

/** PATCH /api/visitor/rental-file: where the visitor looks for a home (null: let it be inferred again). */
export interface RentalFileSettingsInput {
  region: Region | null;
}

/** POST /api/visitor/rental-file/people and PATCH …/people/:id. */
export interface RentalPersonInput {
  role: RentalPersonRole;
  firstName?: string | null;
  lastName?: string | null;
  organisationType?: GuarantorOrganisation | null;
  organisationName?: string | null;
  professionalSituation?: ProfessionalSituation | null;
  monthlyIncomeCents?: number | null;
  currency?: IncomeCurrency;
}

/** A resumable upload (POST /api/visitor/rental-file/uploads, then PATCH chunks with Content-Range). */
export interface RentalUploadSession {
  id: string;
  personId: string;
  kind: string;
  totalBytes: number;
  /** Bytes received so far: the next chunk starts here (resume after a dropped connection from this). */
  offset: number;
  expiresAt: string;
}

/** Answer of a chunk: the session while bytes are missing, the stored document once the last one arrived. */
export type RentalUploadProgress =
  { done: false; session: RentalUploadSession } | { done: true; document: RentalDocumentView };

/** The listing an application is for, as both sides show it. */
export interface RentalApplicationListing {
  id: string;
  reference: string;
  title: string;
  city: string | null;
  region: Region;
  /** Monthly rent with charges, in cents; null when the listing gives none. */
  rentCents: number | null;
}

/** An application (a file shared with an agency for a listing) as the visitor sees it. */
export interface VisitorRentalApplication {
  id: string;
  candidateId: string;
  listing: RentalApplicationListing;
  agencyName: string;
  /** The candidate's status and refusal reason: the application is the candidate (issue 20). */
  status: CandidateStatus;
  refusalReason: RefusalReason | null;
  /** The kinds the agent asked for (status WAITING_FOR_DOCUMENTS), else null. */
  requestedKinds: string[] | null;
  completeness: PersonCompleteness[];
  createdAt: string;
}

/** POST /api/visitor/rental-file/applications. */
export interface RentalApplicationRequest {
  listingId: string;
}

/** A row of the agent's list (GET /api/rental-applications). */
export interface RentalApplicationListItem {
  id: string;
  candidateId: string;
  listing: RentalApplicationListing;
  /** The main tenant's name. */
  applicant: { firstName: string | null; lastName: string | null };
  status: CandidateStatus;
  refusalReason: RefusalReason | null;
  complete: boolean;
  /** Missing pieces over all people. */
  missingCount: number;
  solvency: SolvencyIndicator;
  documentCount: number;
  lastDocumentAt: string | null;
  createdAt: string;
}

/** GET /api/rental-applications/:id: everything the agent's application view shows. */
export interface RentalApplicationDetail extends RentalApplicationListItem {
  people: RentalPersonView[];
  completeness: PersonCompleteness[];
  requestedKinds: string[] | null;
  decidedAt: string | null;
}

/** POST /api/rental-applications/:id/decision: through the candidate's status transitions. */
export type RentalApplicationDecision =
  | { decision: 'accept' }
  | { decision: 'refuse'; refusalReason: RefusalReason }
  | { decision: 'ask_documents'; kinds: string[] };
