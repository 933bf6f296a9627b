import type { Queryable } from '../database/queryable';
import type { InboundEmailOutcome, NewInboundEmail } from './inbound-email.writer';

/** Whether the agency has any inbound message: the demo seed adds its own once. */
export async function agencyHasInboundEmails(manager: Queryable, agencyId: string): Promise<boolean> {
  const [row] = await manager.query<{ any: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM inbound_emails WHERE agency_id = $1) AS any',
    [agencyId],
  );
  return row.any;
}

/** A demo message, for one address of the agency. */
export type SeededInboundEmail = Omit<NewInboundEmail, 'recipients'> & {
  agencyId: string;
  userId: string | null;
  recipient: string;
};

/** A demo message as it would be after its job ran (no event: the seed's outcome is already there). */
export async function insertSeededInboundEmail(
  manager: Queryable,
  email: SeededInboundEmail,
  outcome: Omit<InboundEmailOutcome, 'subject'>,
  hoursAgo: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO inbound_emails (agency_id, user_id, recipient, sender, message_id, subject, raw, size, spf, dkim,
                                 status, portal, problem, lead, listing_id, candidate_id, link_sent, received_at, parsed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             now() - make_interval(hours => $18), now() - make_interval(hours => $18))
     ON CONFLICT (agency_id, message_id) DO NOTHING`,
    [
      email.agencyId,
      email.userId,
      email.recipient,
      email.sender,
      email.messageId,
      email.subject,
      email.raw,
      email.raw.length,
      email.spf,
      email.dkim,
      outcome.status,
      outcome.portal,
      outcome.problem,
      outcome.lead ? JSON.stringify(outcome.lead) : null,
      outcome.listingId,
      outcome.candidateId,
      outcome.linkSent,
      hoursAgo,
    ],
  );
}
