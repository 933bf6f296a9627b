import type { VisitStatus } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

// The demo agenda's own writers (libs/server/src/seed): a demo visit is written with its outcome
// already known, which no booking does.

/** How many visits each agent has, and how many from `since` on. */
export async function agentVisitCounts(
  manager: Queryable,
  agentIds: string[],
  since: Date,
): Promise<Map<string, { total: number; ahead: number }>> {
  const rows = await manager.query<{ agentId: string; total: number; ahead: number }[]>(
    `SELECT v.agent_id AS "agentId", count(*)::int AS total, count(*) FILTER (WHERE v.starts_at >= $2)::int AS ahead
       FROM visits v WHERE v.agent_id = ANY($1::uuid[]) GROUP BY v.agent_id`,
    [agentIds, since],
  );
  return new Map(rows.map(({ agentId, total, ahead }) => [agentId, { total, ahead }]));
}

/** Whether a candidate of this e-mail, in any agency, has a visit from `since` on. */
export async function hasVisitsFrom(manager: Queryable, email: string, since: Date): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    `SELECT 1 FROM visits v JOIN candidates c ON c.id = v.candidate_id WHERE c.email = $1 AND v.starts_at >= $2 LIMIT 1`,
    [email, since],
  );
  return rows.length > 0;
}

export interface SeededVisit {
  agencyId: string;
  slotId: string;
  agentId: string;
  listingId: string;
  candidateId: string;
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
  answers: Record<string, unknown>;
  cancelled: { by: 'candidate'; why: string; at: Date } | null;
  confirmedAt: Date | null;
  interested: boolean | null;
  interestAnsweredAt: Date | null;
}

/** A demo visit booked publicly, on a seat already taken; answers its id. */
export async function insertSeededVisit(manager: Queryable, visit: SeededVisit): Promise<string> {
  const [inserted] = await manager.query<{ id: string }[]>(
    `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, status, source,
                         answers, cancelled_by, cancelled_why, cancelled_at, confirmed_at, interested,
                         interest_answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'public', $15, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      visit.agencyId,
      visit.slotId,
      visit.agentId,
      visit.listingId,
      visit.candidateId,
      visit.startsAt,
      visit.endsAt,
      visit.status,
      visit.cancelled?.by ?? null,
      visit.cancelled?.why ?? null,
      visit.cancelled?.at ?? null,
      visit.confirmedAt,
      visit.interested,
      visit.interestAnsweredAt,
      visit.answers,
    ],
  );
  return inserted.id;
}
