import type {
  CandidateDuplicate,
  CandidateHistoryEntry,
  CandidateOtherRequest,
  CandidateSourceDetail,
  CandidateVerdictReason,
  CandidateVisitItem,
} from '@creneau/contracts';
import type { Queryable } from '../database/queryable';
import { candidateListRows, type CandidateListRow } from './candidate-list.query';

/** The candidate page's own row: the list's columns and what only the page shows. */
export type CandidateDetailRow = CandidateListRow & {
  agencyId: string;
  sourceDetail: CandidateSourceDetail | null;
  verdictReasons: CandidateVerdictReason[] | null;
  verdictOverriddenBy: string | null;
  mergedInto: string | null;
  /** When the person's data was erased (their request or the retention limit); null while it is kept. */
  anonymisedAt: Date | null;
  /** What the candidate answered with their latest booking (the prequalification questions). */
  answers: Record<string, unknown> | null;
};

/** The candidate `id` within the agency (null: any agency, for ops); null when out of scope or gone. */
export async function candidateDetailRow(
  manager: Queryable,
  id: string,
  agencyId: string | null,
): Promise<CandidateDetailRow | null> {
  const [base] = await candidateListRows(manager, 'c.id = $1 AND ($2::uuid IS NULL OR c.agency_id = $2)', [
    id,
    agencyId,
  ]);
  if (!base) return null;
  const [extra] = await manager.query<Omit<CandidateDetailRow, keyof CandidateListRow>[]>(
    `SELECT c.agency_id AS "agencyId", c.source_detail AS "sourceDetail", c.verdict_reasons AS "verdictReasons",
            c.verdict_overridden_by AS "verdictOverriddenBy", c.merged_into AS "mergedInto",
            c.anonymised_at AS "anonymisedAt",
            (SELECT v.answers FROM visits v WHERE v.candidate_id = c.id ORDER BY v.created_at DESC LIMIT 1) AS answers
       FROM candidates c WHERE c.id = $1`,
    [id],
  );
  return { ...base, ...extra };
}

export type CandidateVisitRow = Omit<CandidateVisitItem, 'startsAt'> & { startsAt: Date };

/** The candidate's visits, latest first, with the agent's name. */
export function candidateVisitRows(manager: Queryable, candidateId: string): Promise<CandidateVisitRow[]> {
  return manager.query<CandidateVisitRow[]>(
    `SELECT v.id, v.listing_id AS "listingId", v.starts_at AS "startsAt", v.status,
            NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS "agentName"
       FROM visits v LEFT JOIN users u ON u.id = v.agent_id
      WHERE v.candidate_id = $1 ORDER BY v.starts_at DESC LIMIT 100`,
    [candidateId],
  );
}

export type CandidateHistoryRow = Omit<CandidateHistoryEntry, 'at'> & { at: Date };

/** The candidate's history, oldest first, each agent named. */
export function candidateHistoryRows(manager: Queryable, candidateId: string): Promise<CandidateHistoryRow[]> {
  return manager.query<CandidateHistoryRow[]>(
    `SELECT e.id, e.kind, e.from_status AS "fromStatus", e.to_status AS "toStatus", e.reason, e.actor,
            NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS "actorName", e.data, e.at
       FROM candidate_events e
       LEFT JOIN users u ON u.id = CASE WHEN e.actor ~ '^[0-9a-f-]{36}$' THEN e.actor::uuid END
      WHERE e.candidate_id = $1 ORDER BY e.at, e.id LIMIT 500`,
    [candidateId],
  );
}

export type CandidateOtherRequestRow = Omit<CandidateOtherRequest, 'createdAt'> & { createdAt: Date };

/** The same person's other requests in the agency: the same e-mail, or the same phone, on other rows. */
export function otherRequestRows(
  manager: Queryable,
  candidate: { id: string; agencyId: string; email: string | null; phone: string | null },
): Promise<CandidateOtherRequestRow[]> {
  return manager.query<CandidateOtherRequestRow[]>(
    `SELECT c.id, c.status, c.source, c.created_at AS "createdAt",
            CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'reference', l.reference,
              'title', COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference)) END AS listing
       FROM candidates c LEFT JOIN listings l ON l.id = c.listing_id
      WHERE c.agency_id = $1 AND c.id <> $2 AND c.merged_into IS NULL AND c.anonymised_at IS NULL
        AND (c.email = $3::citext OR (NULLIF($4::text, '') IS NOT NULL AND c.phone = $4))
      ORDER BY c.created_at DESC LIMIT 50`,
    [candidate.agencyId, candidate.id, candidate.email, candidate.phone],
  );
}

export type CandidateDuplicateRow = Omit<CandidateDuplicate, 'createdAt'> & { createdAt: Date };

/**
 * Likely duplicates of the candidate on their listing: the same first and last name (case aside) under
 * another e-mail or phone. Only on a listing: without one, a shared name says too little.
 */
export function duplicateRows(
  manager: Queryable,
  candidate: { id: string; agencyId: string; listingId: string | null; firstName: string; lastName: string },
): Promise<CandidateDuplicateRow[]> {
  if (!candidate.listingId || !candidate.firstName.trim() || !candidate.lastName.trim()) return Promise.resolve([]);
  return manager.query<CandidateDuplicateRow[]>(
    `SELECT c.id, c.status, c.source, c.created_at AS "createdAt", c.first_name AS "firstName",
            c.last_name AS "lastName", c.email::text AS email, NULLIF(c.phone, '') AS phone,
            json_build_object('id', l.id, 'reference', l.reference,
              'title', COALESCE(l.title ->> 'fr', l.title ->> 'nl', l.title ->> 'en', l.reference)) AS listing
       FROM candidates c JOIN listings l ON l.id = c.listing_id
      WHERE c.agency_id = $1 AND c.listing_id = $2 AND c.id <> $3
        AND c.merged_into IS NULL AND c.anonymised_at IS NULL
        AND lower(trim(c.first_name)) = lower(trim($4)) AND lower(trim(c.last_name)) = lower(trim($5))
      ORDER BY c.created_at DESC LIMIT 20`,
    [candidate.agencyId, candidate.listingId, candidate.id, candidate.firstName, candidate.lastName],
  );
}
