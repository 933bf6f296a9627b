import { localTimeOn, weekdayOf, zonedDay } from '@creneau/contracts';
import type { Client } from 'pg';
import { upsertCandidate } from '../candidates/candidate.writer';
import type { Queryable } from '../database/queryable';
import { agentVisitCounts, hasVisitsFrom, insertSeededVisit } from '../visits/seeded-visit.writer';
import { demoBookingAnswers, demoPolicy, insertDemoApplication } from './demo-answers';
import { DEMO_VISITOR } from './demo-data';

// The demo agenda of `npm start`: an agent opening /pro/visits should see a morning's work, not an
// empty page. Each agent gets a fortnight behind them (done, no-shows, a cancellation, interest
// answers) and today plus the coming week ahead. Times are local wall times of the agency.

type DemoStatus = 'booked' | 'confirmed' | 'done' | 'no_show' | 'cancelled';

interface DemoVisit {
  /** Days from today, in the agency's calendar; weekends are skipped when the plan is laid out. */
  day: number;
  time: string;
  status: DemoStatus;
  interested?: boolean;
}

const PAST: readonly DemoVisit[] = [
  { day: -9, time: '10:00', status: 'done', interested: true },
  { day: -9, time: '17:00', status: 'no_show' },
  { day: -7, time: '11:30', status: 'done', interested: false },
  { day: -6, time: '14:00', status: 'done', interested: true },
  { day: -4, time: '09:30', status: 'cancelled' },
  { day: -3, time: '18:00', status: 'done' },
  { day: -2, time: '12:30', status: 'no_show' },
  { day: -1, time: '16:30', status: 'done', interested: true },
];

const AHEAD: readonly DemoVisit[] = [
  { day: 0, time: '10:00', status: 'confirmed' },
  { day: 0, time: '11:30', status: 'booked' },
  { day: 0, time: '17:30', status: 'booked' },
  { day: 1, time: '09:30', status: 'confirmed' },
  { day: 1, time: '18:00', status: 'booked' },
  { day: 2, time: '12:00', status: 'booked' },
  { day: 3, time: '10:30', status: 'confirmed' },
  { day: 4, time: '15:00', status: 'booked' },
];

// A fourth 'phone' says the person gave a phone alone: in Belgium one means of contact of their choice.
const PEOPLE: Record<'FR' | 'BE', readonly (readonly [string, string, string, 'phone'?])[]> = {
  FR: [
    ['Léa', 'Moreau', 'fr'],
    ['Thomas', 'Girard', 'fr'],
    ['Inès', 'Benali', 'fr'],
    ['Lucas', 'Fontaine', 'fr'],
    ['Chloé', 'Marchand', 'fr'],
    ['Hugo', 'Lambert', 'fr'],
    ['Sarah', 'Nguyen', 'en'],
    ['Antoine', 'Roux', 'fr'],
  ],
  BE: [
    ['Emma', 'Janssens', 'nl'],
    ['Louis', 'Dubois', 'fr'],
    ['Noor', 'El Amrani', 'nl'],
    ['Arthur', 'Claes', 'nl'],
    ['Manon', 'Lefebvre', 'fr'],
    ['Jules', 'Wouters', 'nl', 'phone'],
    ['Olivia', 'Smith', 'en'],
    ['Victor', 'Mertens', 'fr'],
  ],
};

interface AgentListing {
  agencyId: string;
  country: 'FR' | 'BE';
  transaction: 'rent' | 'sale';
  listingCountry: 'FR' | 'BE';
  postalCode: string | null;
  timeZone: string;
  agentId: string;
  listingId: string;
  durationMinutes: number;
  bufferMinutes: number;
}

/**
 * Idempotent: an agent who already has visits keeps them; one whose agenda is empty from today on
 * (a demo started again days later) gets today and the coming week again, so the demo stays alive.
 */
export async function insertDemoVisits(client: Client, now = new Date()): Promise<void> {
  const { rows } = await client.query<AgentListing>(
    `SELECT DISTINCT ON (l.agent_id) a.id AS "agencyId", a.country, a.time_zone AS "timeZone", l.agent_id AS "agentId",
            l.transaction, l.country AS "listingCountry", l.postal_code AS "postalCode",
            l.id AS "listingId", l.visit_duration_minutes AS "durationMinutes", l.visit_buffer_minutes AS "bufferMinutes"
       FROM listings l JOIN agencies a ON a.id = l.agency_id
      WHERE a.slug IN ('agence-du-marais', 'immo-sablon') AND l.agent_id IS NOT NULL AND l.status = 'active'
      ORDER BY l.agent_id, l.reference`,
  );
  const counts = await agentVisitCounts(
    queryableOf(client),
    rows.map((row) => row.agentId),
    new Date(now.getTime() - 12 * 3_600_000),
  );
  for (const [index, agent] of rows.entries()) {
    const { total, ahead } = counts.get(agent.agentId) ?? { total: 0, ahead: 0 };
    const plan = [...(total === 0 ? PAST : []), ...(ahead === 0 ? AHEAD : [])];
    for (const [n, visit] of plan.entries()) {
      const person = PEOPLE[agent.country][(n + index * 3) % PEOPLE[agent.country].length];
      await insertVisit(client, agent, visit, person, now, n);
    }
  }
  await giveTheDemoVisitorVisits(client, now);
}

/**
 * The calendar day (in days from today) of a plan's day: weekends are not worked by default, so the
 * plan counts working days, back from today for the past and on from the first working day ahead.
 */
function workingDay(offset: number, timeZone: string, now: Date): number {
  // Saturday (6) or Sunday (0) on the agency's calendar, read from its parts, not from a formatted string.
  const weekend = (days: number) =>
    [0, 6].includes(weekdayOf(zonedDay(localTimeOn(now, timeZone, '12:00', days), timeZone)));
  const step = offset < 0 ? -1 : 1;
  let days = 0;
  if (offset >= 0) while (weekend(days)) days += 1;
  for (let left = Math.abs(offset); left > 0;) {
    days += step;
    if (!weekend(days)) left -= 1;
  }
  return days;
}

async function insertVisit(
  client: Client,
  agent: AgentListing,
  visit: DemoVisit,
  person: readonly [string, string, string, 'phone'?],
  now: Date,
  n: number,
): Promise<void> {
  const startsAt = localTimeOn(now, agent.timeZone, visit.time, workingDay(visit.day, agent.timeZone, now));
  const endsAt = new Date(startsAt.getTime() + agent.durationMinutes * 60_000);
  const blockedUntil = new Date(endsAt.getTime() + agent.bufferMinutes * 60_000);
  const live = visit.status !== 'cancelled';
  const candidateId = await insertCandidate(client, agent, person);
  const policy = demoPolicy(agent);
  const answers = demoBookingAnswers(policy, n, now);
  const visitId = await insertSeat(client, agent, candidateId, {
    startsAt,
    endsAt,
    blockedUntil,
    live,
    visit,
    answers,
  });
  if (visit.status === 'done' && visit.interested) {
    await insertDemoApplication(
      client,
      { id: visitId, agencyId: agent.agencyId, candidateId, listingId: agent.listingId },
      policy,
      n,
    );
  }
  if (startsAt > now && live) await announce(client, visitId, agent.agencyId);
}

async function insertCandidate(
  client: Client,
  agent: AgentListing,
  [firstName, lastName, language, only]: readonly [string, string, string, 'phone'?],
): Promise<string> {
  const email = `${firstName}.${lastName}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  const domain = agent.country === 'BE' ? 'example.be' : 'example.fr';
  const phone = demoPhone(agent.country, `${email}${agent.agencyId}`);
  // As a public booking does: an existing candidate is found, never overwritten.
  return upsertCandidate(
    queryableOf(client),
    agent.agencyId,
    { email: only === 'phone' ? null : `${email}@${domain}`, firstName, lastName, phone, language },
    false,
    { listingId: agent.listingId, source: 'booking_page' },
  );
}

/** The real flow from here: confirmation e-mail and SMS (to the development outbox), reminders. */
async function announce(client: Client, visitId: string, agencyId: string): Promise<void> {
  await client.query(`INSERT INTO outbox (event, payload, agency_id) VALUES ('visit.booked', $1, $2)`, [
    { visitId },
    agencyId,
  ]);
}

async function insertSeat(
  client: Client,
  agent: AgentListing,
  candidateId: string,
  seat: {
    startsAt: Date;
    endsAt: Date;
    blockedUntil: Date;
    live: boolean;
    visit: DemoVisit;
    answers: Record<string, unknown>;
  },
): Promise<string> {
  const { rows: slot } = await client.query<{ id: string }>(
    `INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity,
                              seats_taken, live)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8) RETURNING id`,
    [
      agent.agencyId,
      agent.agentId,
      agent.listingId,
      seat.startsAt,
      seat.endsAt,
      seat.blockedUntil,
      seat.live ? 1 : 0,
      seat.live,
    ],
  );
  const { status, interested } = seat.visit;
  return insertSeededVisit(queryableOf(client), {
    agencyId: agent.agencyId,
    slotId: slot[0].id,
    agentId: agent.agentId,
    listingId: agent.listingId,
    candidateId,
    startsAt: seat.startsAt,
    endsAt: seat.endsAt,
    status,
    answers: seat.answers,
    cancelled: status === 'cancelled' ? { by: 'candidate', why: 'Un empêchement', at: seat.startsAt } : null,
    confirmedAt: status === 'confirmed' || status === 'done' ? seat.startsAt : null,
    interested: interested ?? null,
    interestAnsweredAt: interested === undefined ? null : seat.endsAt,
  });
}

/** The demo visitor booked at the Paris agency: /visits/home shows a visit to confirm or cancel. */
async function giveTheDemoVisitorVisits(client: Client, now: Date): Promise<void> {
  const { rows } = await client.query<AgentListing>(
    `SELECT a.id AS "agencyId", a.country, a.time_zone AS "timeZone", l.agent_id AS "agentId", l.id AS "listingId",
            l.transaction, l.country AS "listingCountry", l.postal_code AS "postalCode",
            l.visit_duration_minutes AS "durationMinutes", l.visit_buffer_minutes AS "bufferMinutes"
       FROM listings l JOIN agencies a ON a.id = l.agency_id
      WHERE a.slug = 'agence-du-marais' AND l.transaction = 'rent' AND l.status = 'active'
      ORDER BY l.reference LIMIT 1`,
  );
  if (rows.length === 0 || (await hasVisitsFrom(queryableOf(client), DEMO_VISITOR.email, now))) return;
  const [listing] = rows;
  const candidateId = await upsertCandidate(
    queryableOf(client),
    listing.agencyId,
    {
      email: DEMO_VISITOR.email,
      firstName: DEMO_VISITOR.firstName,
      lastName: DEMO_VISITOR.lastName,
      phone: demoPhone('FR', 'visitor'),
      language: 'fr',
    },
    false,
    { listingId: listing.listingId, source: 'booking_page' },
  );
  const startsAt = localTimeOn(now, listing.timeZone, '13:15', workingDay(2, listing.timeZone, now));
  const endsAt = new Date(startsAt.getTime() + listing.durationMinutes * 60_000);
  const blockedUntil = new Date(endsAt.getTime() + listing.bufferMinutes * 60_000);
  const visit: DemoVisit = { day: 2, time: '13:15', status: 'booked' };
  const visitId = await insertSeat(client, listing, candidateId, {
    startsAt,
    endsAt,
    blockedUntil,
    live: true,
    visit,
    answers: demoBookingAnswers(demoPolicy(listing), 0, now),
  });
  await announce(client, visitId, listing.agencyId);
}

/**
 * A mobile number in a range nobody is given (+33 6 39 98…, ARCEP's range for fiction / +32 470 99…), the same for
 * a name, stored in E.164 like every phone. The French range is one libphonenumber-js calls invalid, so the SMS
 * claim refuses it: a demo configured with a real Twilio account never texts a stranger in France.
 */
function demoPhone(country: 'FR' | 'BE', key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  const tail = String(hash).padStart(4, '0');
  return country === 'BE' ? `+3247099${tail}` : `+3363998${tail}`;
}

/** The seed talks to Postgres through a bare client; the tables' own writers take anything with query(). */
function queryableOf(client: Client): Queryable {
  return { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows } as Queryable;
}
