import type { MessageChannel, MessagePurpose, MessageStatus } from '../messages';
import type { VisitStatus } from '../visits/visit-status';
import type { CandidateHistoryEntry } from './candidate-events';
import type { CandidateStatus } from './candidate-status';
import type { RefusalReason } from './refusal-reasons';
import type { CandidateSource, CandidateSourceDetail } from './sources';
import type { CandidateVerdict, CandidateVerdictReason } from './verdicts';

/** A row of the back office's candidates list (GET /api/candidates). */
export interface CandidateListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  language: string;
  listingId: string | null;
  /** The listing's reference and title, for the list column; null for a request with no listing. */
  listing: { id: string; reference: string; title: string } | null;
  status: CandidateStatus;
  refusalReason: RefusalReason | null;
  source: CandidateSource;
  verdict: CandidateVerdict | null;
  visitCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A visit of the candidate, as the candidate page lists it. */
export interface CandidateVisitItem {
  id: string;
  listingId: string;
  startsAt: string;
  status: VisitStatus;
  agentName: string | null;
}

/** A message sent to the candidate (about their visits or their request). */
export interface CandidateMessageItem {
  id: string;
  channel: MessageChannel;
  purpose: MessagePurpose;
  status: MessageStatus;
  subject: string | null;
  createdAt: string;
}

/** The same person's other requests in the agency (same e-mail or phone, another listing). */
export interface CandidateOtherRequest {
  id: string;
  listing: { id: string; reference: string; title: string } | null;
  status: CandidateStatus;
  source: CandidateSource;
  createdAt: string;
}

/**
 * A likely duplicate on the page's listing: the same name under another e-mail or phone (the person
 * typed another address), offered for a manual merge.
 */
export interface CandidateDuplicate extends CandidateOtherRequest {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/** GET /api/candidates/:id: everything the candidate page shows. */
export interface CandidateDetail extends CandidateListItem {
  sourceDetail: CandidateSourceDetail | null;
  /** The answers given with their latest booking (prequalification), keyed by catalogue field. */
  answers: Record<string, unknown>;
  verdictReasons: CandidateVerdictReason[];
  verdictOverriddenBy: string | null;
  mergedInto: string | null;
  /** When the person's data was erased (at their request or past retention): only the visits' dates stay. */
  anonymisedAt: string | null;
  visits: CandidateVisitItem[];
  messages: CandidateMessageItem[];
  history: CandidateHistoryEntry[];
  otherRequests: CandidateOtherRequest[];
  duplicates: CandidateDuplicate[];
}

/** PATCH /api/candidates/:id/status. */
export interface CandidateStatusChange {
  status: CandidateStatus;
  refusalReason?: RefusalReason | null;
}

/** POST /api/candidates/bulk-status: each id moved in its own transaction; the refused ones listed. */
export interface CandidateBulkStatusChange extends CandidateStatusChange {
  ids: string[];
}
export interface CandidateBulkStatusResult {
  moved: string[];
  unchanged: string[];
  refused: { id: string; code: string }[];
}

/** POST /api/candidates/:id/merge: `from` is merged into :id and ends merged (merged_into). */
export interface CandidateMergeRequest {
  from: string;
}

/** POST /api/candidates: an agent types in a request (a phone call, a walk-in). */
export interface ManualCandidateRequest {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  language?: 'fr' | 'nl' | 'en';
  listingId?: string | null;
  sourceDetail?: CandidateSourceDetail;
}
