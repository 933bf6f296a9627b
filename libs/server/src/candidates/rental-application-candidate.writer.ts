import type { Queryable } from '../database/queryable';
import { upsertCandidate } from './candidate.writer';

/** Who applies: the visitor account's verified e-mail and its name. */
export interface ApplyingVisitor {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: string;
}

/**
 * The candidate an application to this listing is (issue 21): the visitor's own request for it when they
 * have one (their booking made it), else a new request of source rental_file. A merged candidate's survivor
 * is the one found (upsertCandidate's key skips merged rows).
 */
export async function candidateForApplication(
  manager: Queryable,
  agencyId: string,
  listingId: string,
  visitor: ApplyingVisitor,
): Promise<string> {
  return upsertCandidate(
    manager,
    agencyId,
    {
      email: visitor.email,
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      phone: visitor.phone,
      language: visitor.language,
    },
    false,
    { listingId, source: 'rental_file', actor: 'candidate' },
  );
}

/** The status and refusal reason of candidates, by id: what an application shows of its candidate. */
export async function candidateStatuses(
  manager: Queryable,
  candidateIds: string[],
): Promise<Map<string, { status: number; refusalReason: string | null; firstName: string; lastName: string }>> {
  const rows = await manager.query<
    { id: string; status: number; refusalReason: string | null; firstName: string; lastName: string }[]
  >(
    `SELECT id, status, refusal_reason AS "refusalReason", first_name AS "firstName", last_name AS "lastName"
       FROM candidates WHERE id = ANY($1::uuid[])`,
    [candidateIds],
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}
