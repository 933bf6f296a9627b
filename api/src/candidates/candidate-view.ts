import type { CandidateDetail, CandidateListItem } from '@creneau/contracts';
import type {
  CandidateDetailRow,
  CandidateHistoryRow,
  CandidateListRow,
  CandidateMessageRow,
  CandidateOtherRequestRow,
  CandidateDuplicateRow,
  CandidateVisitRow,
} from '@creneau/server';

const iso = (date: Date) => date.toISOString();

export function toCandidateListItem(row: CandidateListRow): CandidateListItem {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export interface CandidateDetailParts {
  row: CandidateDetailRow;
  visits: CandidateVisitRow[];
  messages: CandidateMessageRow[];
  history: CandidateHistoryRow[];
  otherRequests: CandidateOtherRequestRow[];
  duplicates: CandidateDuplicateRow[];
}

/** The candidate page's answer: the row and its visits, messages, history and the person's other requests. */
export function toCandidateDetail({
  row,
  visits,
  messages,
  history,
  otherRequests,
  duplicates,
}: CandidateDetailParts): CandidateDetail {
  const { agencyId: _agencyId, answers, verdictReasons, anonymisedAt, ...item } = row;
  return {
    ...toCandidateListItem(item),
    // The stand-in address an erased candidate keeps (unique per agency) is no one's: not shown.
    ...(anonymisedAt && { email: null }),
    anonymisedAt: anonymisedAt && iso(anonymisedAt),
    sourceDetail: row.sourceDetail,
    answers: answers ?? {},
    verdictReasons: verdictReasons ?? [],
    verdictOverriddenBy: row.verdictOverriddenBy,
    mergedInto: row.mergedInto,
    visits: visits.map((visit) => ({ ...visit, startsAt: iso(visit.startsAt) })),
    messages: messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
    history: history.map((entry) => ({ ...entry, at: iso(entry.at) })),
    otherRequests: otherRequests.map((other) => ({ ...other, createdAt: iso(other.createdAt) })),
    duplicates: duplicates.map((twin) => ({ ...twin, createdAt: iso(twin.createdAt) })),
  };
}
