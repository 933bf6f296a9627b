// Bookable listings and the public booking call, for the figures that book through the api (P1–P4).
import { randomUUID } from 'node:crypto';
import { request } from './http-client.mjs';

const DAY = 86_400_000;
// The widest window the public availability accepts (62 days), a little under.
const WINDOW_DAYS = 60;

/**
 * One agency and `count` agents, each with one published listing that takes bookings up to the
 * longest horizon allowed (180 days), so a run never runs out of slots.
 */
export async function createBookableListings(queryable, count, { positions = [] } = {}) {
  const tag = randomUUID().slice(0, 8);
  const [agency] = await queryable.query(
    `INSERT INTO agencies (name, slug, country, time_zone) VALUES ($1, $2, 'FR', 'Europe/Paris') RETURNING id`,
    [`Bench ${tag}`, `bench-${tag}`],
  );
  const rows = await queryable.query(
    `WITH agent AS (
       INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name, phone)
       SELECT 'realtor', $1, 'agent', 'agent-' || i || '-' || $2 || '@bench.test', 'x', 'Claire', i::text, '+33611223344'
         FROM generate_series(1, $3) i RETURNING id, last_name::int AS i)
     INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, visitors_per_slot,
                           visit_horizon_days, latitude, longitude)
     SELECT $1, agent.id, 'B-' || $2 || '-' || agent.i, 'rent', 'apartment', 'active', 1, 180, 48.8566, 2.3522
       FROM agent ORDER BY agent.i RETURNING id, agent_id AS "agentId"`,
    [agency.id, tag, count],
  );
  for (const [i, position] of positions.entries()) {
    await queryable.query('UPDATE listings SET latitude = $2, longitude = $3 WHERE id = $1', [rows[i].id, ...position]);
  }
  return { agencyId: agency.id, listings: rows };
}

/** The free slots the public page offers for [from, to), through the api. */
export async function fetchSlots(baseUrl, listingId, from, to) {
  const query = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
  const response = await request(`${baseUrl}/api/public/listings/${listingId}/availability?${query}`);
  if (response.status !== 200) throw new Error(`availability answered ${response.status}: ${response.text}`);
  return JSON.parse(response.text).slots;
}

/** The offered slots of the next 60 days. */
export function upcomingSlots(baseUrl, listingId) {
  const from = Date.now();
  return fetchSlots(baseUrl, listingId, from, from + WINDOW_DAYS * DAY);
}

/** One slot per local day: a booking on one cannot touch another through buffer or travel time. */
export function onePerDay(slots) {
  const days = new Map();
  for (const slot of slots) {
    const day = slot.local.slice(0, 10);
    if (!days.has(day)) days.set(day, slot);
  }
  return [...days.values()];
}

let visitor = 0;

/** A public booking as the booking page sends it: a new visitor, a new Idempotency-Key. */
export async function bookPublic(baseUrl, listingId, startsAt) {
  visitor += 1;
  const response = await request(`${baseUrl}/api/public/listings/${listingId}/visits`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      startsAt,
      contact: {
        firstName: 'Camille',
        lastName: `Banc ${visitor}`,
        email: `visitor-${visitor}-${process.pid}@bench.test`,
        phone: `+33 6 12 ${String(visitor % 1_000_000).padStart(6, '0')}`,
      },
    }),
  });
  return response.status;
}
