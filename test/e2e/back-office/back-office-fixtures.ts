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

/** A logged e-mail of the agency, about a visit when one is given. */
export function insertMessage(pool: Pool, agencyId: string, visitId: string | null = null) {
  return one(
    pool,
    `INSERT INTO messages (agency_id, visit_id, channel, recipient, purpose, language, subject, body_text)
     VALUES ($1, $2, 'email', $3, 'visit_booked', 'fr', 'Votre visite', 'x') RETURNING id`,
    [agencyId, visitId, `message-${uniqueSuffix()}@example.test`],
  );
}
