import type { Pool } from 'pg';
import request from 'supertest';
import { createAgency, createUser, type UserRow } from '../../support/factories';

export interface OfferedSlot {
  startsAt: string;
  endsAt: string;
  local: string;
  seatsLeft: number;
}

/** Paris, Hôtel de Ville: where listings stand unless a test places them elsewhere. */
export const CENTRE = { latitude: 48.8566, longitude: 2.3522 };

export async function createBookableListing(
  pool: Pool,
  agencyId: string,
  agentId: string,
  overrides: Partial<{
    visitorsPerSlot: number;
    transaction: 'rent' | 'sale';
    status: string;
    position: { latitude: number; longitude: number };
  }> = {},
): Promise<string> {
  const position = overrides.position ?? CENTRE;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, visitors_per_slot,
                           latitude, longitude)
     VALUES ($1, $2, 'V-' || substr(md5(random()::text), 1, 10), $3, 'apartment', $4, $5, $6, $7) RETURNING id`,
    [
      agencyId,
      agentId,
      overrides.transaction ?? 'rent',
      overrides.status ?? 'active',
      overrides.visitorsPerSlot ?? 1,
      position.latitude,
      position.longitude,
    ],
  );
  return rows[0].id;
}

/**
 * The first slots the public availability offers over the next two weeks, from `daysAhead` days on.
 * A test that books a slot some time after reading it looks at least a day ahead: the first slot past
 * the minimum notice may fall under it meanwhile. Tests of reminders look a few days ahead so that the
 * evening-before request is still to come, whatever the hour the test runs at.
 */
/** An agency, one of its agents and a listing of theirs open to bookings: where most booking tests start. */
export async function agentWithListing(pool: Pool): Promise<{ agencyId: string; agent: UserRow; listingId: string }> {
  const agencyId = (await createAgency(pool)).id;
  const agent = await createUser(pool, { authType: 'realtor', agencyId });
  return { agencyId, agent, listingId: await createBookableListing(pool, agencyId, agent.id) };
}

export async function offeredSlots(baseUrl: string, listingId: string, daysAhead = 0): Promise<OfferedSlot[]> {
  const from = new Date(Date.now() + daysAhead * 86_400_000);
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const response = await request(baseUrl)
    .get(`/api/public/listings/${listingId}/availability`)
    .query({ from: from.toISOString(), to: to.toISOString() })
    .expect(200);
  return response.body.slots as OfferedSlot[];
}

/** A visitor's contact; tests that send SMS give each visitor a number of its own (daily quota per number). */
export const contact = (name: string, overrides: Partial<{ phone: string; language: 'fr' | 'nl' | 'en' }> = {}) => ({
  firstName: 'Camille',
  lastName: name,
  email: `${name.toLowerCase()}@example.test`,
  phone: '+33 6 12 34 56 78',
  ...overrides,
});

export function bookPublic(baseUrl: string, listingId: string, body: object, key: string | null) {
  const call = request(baseUrl).post(`/api/public/listings/${listingId}/visits`);
  return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
}

/** Rows that a booking writes: a refused one must leave every count as it was. */
export async function bookingRows(pool: Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM visits) AS visits, (SELECT count(*)::int FROM visit_slots) AS slots,
            (SELECT count(*)::int FROM candidates) AS candidates,
            (SELECT count(*)::int FROM outbox WHERE event LIKE 'visit.%') AS events`,
  );
  return rows[0];
}

/** Moves a visit `daysAgo` days back, over by now, as if it had happened; its slot no longer blocks the agent. */
export async function moveVisitToPast(pool: Pool, visitId: string, daysAgo: number): Promise<void> {
  await pool.query(
    `UPDATE visits SET starts_at = now() - make_interval(days => $2),
            ends_at = now() - make_interval(days => $2) + interval '30 minutes' WHERE id = $1`,
    [visitId, daysAgo],
  );
  await pool.query('UPDATE visit_slots SET live = false WHERE id = (SELECT slot_id FROM visits WHERE id = $1)', [
    visitId,
  ]);
}

/** The visit's short code (/c/, /i/), made as the reminders make it when they have not run yet. */
export async function shortCodeOf(pool: Pool, visitId: string): Promise<string> {
  const { rows } = await pool.query<{ code: string }>(
    `INSERT INTO short_links (code, visit_id) VALUES (substr(md5(random()::text), 1, 10), $1)
     ON CONFLICT (visit_id) DO UPDATE SET code = short_links.code RETURNING code`,
    [visitId],
  );
  return rows[0].code;
}
