import type { CandidateMessageItem } from '@creneau/contracts';
import type { Queryable } from '../database/queryable';

export type CandidateMessageRow = Omit<CandidateMessageItem, 'createdAt'> & { createdAt: Date };

/**
 * What was sent to the candidate, newest first: every message naming them (about their visits, their
 * status, the waiting list), read by messages.candidate_id. Their agent's notices name them too but
 * went to the agent (user_id set): the page lists what the candidate received.
 */
export function candidateMessageRows(manager: Queryable, candidateId: string): Promise<CandidateMessageRow[]> {
  return manager.query<CandidateMessageRow[]>(
    `SELECT m.id, m.channel, m.purpose, m.status, m.subject, m.created_at AS "createdAt"
       FROM messages m
      WHERE m.candidate_id = $1 AND m.user_id IS NULL
      ORDER BY m.created_at DESC LIMIT 100`,
    [candidateId],
  );
}
