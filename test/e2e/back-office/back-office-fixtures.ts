import type { Pool } from 'pg';
import { uniqueSuffix } from '../../support/test-env';

async function one(pool: Pool, sql: string, values: unknown[]): Promise<string> {
  return (await pool.query<{ id: string }>(sql, values)).rows[0].id;
}

/** A listing of the agency in the agent's charge, straight in the table. */
export function insertListing(pool: Pool, agencyId: string, agentId: string, reference = `L-${uniqueSuffix()}`) {
  return one(
    pool,
    `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, rent, city)
     VALUES ($1, $2, $3, 'rent', 'apartment', 'active', 900, 'Paris') RETURNING id`,
    [agencyId, agentId, reference],
  );
}

/** A visit `hoursAhead` from now (its slot and candidate too), as the back office lists them. */
export async function insertVisit(
  pool: Pool,
  ids: { agencyId: string; agentId: string; listingId: string },
  hoursAhead: number,
): Promise<string> {
  const candidate = await one(
    pool,
    `INSERT INTO candidates (agency_id, email, first_name, last_name, phone)
     VALUES ($1, $2, 'Camille', $3, '+33612345678') RETURNING id`,
    [ids.agencyId, `visit-${uniqueSuffix()}@example.test`, `V${hoursAhead}`],
  );
  const slot = await one(
    pool,
    `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4), now() + make_interval(hours => $4, mins => 30),
             now() + make_interval(hours => $4, mins => 30), 1, 1) RETURNING id`,
    [ids.agencyId, ids.agentId, ids.listingId, hoursAhead],
  );
  return one(
    pool,
    `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
     SELECT agency_id, id, agent_id, listing_id, $2, starts_at, ends_at, 'back_office' FROM visit_slots WHERE id = $1
     RETURNING id`,
    [slot, candidate],
  );
}

export interface MessageFixture {
  visitId?: string | null;
  channel?: 'email' | 'sms';
  recipient?: string;
  purpose?: string;
  status?: string;
  provider?: string | null;
  subject?: string;
  /** How long ago it was logged: tests that sort by date give each message its own. */
  minutesAgo?: number;
}

/** A logged message of the agency (an e-mail about a visit unless told otherwise). */
export function insertMessage(
  pool: Pool,
  agencyId: string,
  visitId: string | null = null,
  fixture: MessageFixture = {},
) {
  return one(
    pool,
    `INSERT INTO messages (agency_id, visit_id, channel, recipient, purpose, language, subject, body_text, status,
                           provider, created_at)
     VALUES ($1, $2, $3, $4, $5, 'fr', $6, 'x', $7, $8, now() - make_interval(mins => $9)) RETURNING id`,
    [
      agencyId,
      fixture.visitId ?? visitId,
      fixture.channel ?? 'email',
      fixture.recipient ?? `message-${uniqueSuffix()}@example.test`,
      fixture.purpose ?? 'visit_booked',
      fixture.subject ?? 'Votre visite',
      fixture.status ?? 'queued',
      fixture.provider ?? null,
      fixture.minutesAgo ?? 0,
    ],
  );
}
