import { randomInt } from 'node:crypto';

// Booked visits for the reminder figures (P5, P6, P8): one agency, one agent, one listing, and `count`
// visits an hour apart from `startInDays` days on (tomorrow by default), each with its own candidate,
// written set-based so the setup costs a few statements whatever the count.
/**
 * The first of \`count\` French mobile numbers in a row (national significant number, without +33), picked at
 * random in 07 50 00 00 00 – 07 99 99 99 99: every one is a valid metropolitan mobile, so the SMS claim's
 * recipient gate never refuses one (06 blocks hold overseas and unassigned ranges, 0639 and 069x).
 */
export function mobileBlock(count) {
  return 750_000_000 + randomInt(0, 49_000_000 - count);
}

export async function insertBookedVisits(queryable, count, { agencyFields = {}, startInDays = 1 } = {}) {
  const tag = Math.random().toString(36).slice(2, 10);
  const [agency] = await queryable.query(
    `INSERT INTO agencies (name, slug, country, time_zone) VALUES ($1, $2, 'FR', 'Europe/Paris') RETURNING id`,
    [`Bench ${tag}`, `bench-${tag}`],
  );
  for (const [column, value] of Object.entries(agencyFields)) {
    await queryable.query(`UPDATE agencies SET ${column} = $2 WHERE id = $1`, [agency.id, value]);
  }
  const [agent] = await queryable.query(
    `INSERT INTO users (auth_type, agency_id, role, email, password_hash, first_name, last_name, phone)
     VALUES ('realtor', $1, 'agent', $2, 'x', 'Claire', 'Banc', '+33611223344') RETURNING id`,
    [agency.id, `agent-${tag}@bench.test`],
  );
  const [listing] = await queryable.query(
    `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status, visitors_per_slot)
     VALUES ($1, $2, $3, 'rent', 'apartment', 'active', 1) RETURNING id`,
    [agency.id, agent.id, `B-${tag}`],
  );
  const rows = await queryable.query(
    `WITH base AS (SELECT date_trunc('hour', now()) + make_interval(days => $6) AS at),
     candidate AS (
       INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
       SELECT $1, 'c' || i || '-' || $4 || '@bench.test', 'Camille', i::text, '+33' || ($7::bigint + i), 'fr'
         FROM generate_series(1, $5) i RETURNING id, last_name::int AS i),
     slot AS (
       INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
       SELECT $1, $2, $3, base.at + i * interval '1 hour', base.at + i * interval '1 hour' + interval '30 minutes',
              base.at + i * interval '1 hour' + interval '30 minutes', 1, 1
         FROM generate_series(1, $5) i, base RETURNING id, starts_at, ends_at)
     INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
     SELECT $1, slot.id, $2, $3, candidate.id, slot.starts_at, slot.ends_at, 'public'
       FROM slot, base, candidate
      WHERE candidate.i = round(extract(epoch FROM slot.starts_at - base.at) / 3600)::int
     RETURNING id`,
    // Mobile numbers of their own (an offset per call): the SMS quota per number never refuses one.
    [agency.id, agent.id, listing.id, tag, count, startInDays, mobileBlock(count)],
  );
  return { agencyId: agency.id, visitIds: rows.map((row) => row.id) };
}

/**
 * P5's starting point: `count` visits booked three days ahead (so each of their reminders is still to come)
 * and one committed visit.booked outbox row each, as the booking transaction writes them. The outbox holds
 * nothing else.
 */
export async function bookedVisitsToRelay(dataSource, count) {
  const { visitIds } = await insertBookedVisits(dataSource, count, { startInDays: 3 });
  await dataSource.query('TRUNCATE outbox');
  await dataSource.query(
    `INSERT INTO outbox (event, payload) SELECT 'visit.booked', jsonb_build_object('visitId', id) FROM unnest($1::uuid[]) id`,
    [visitIds],
  );
  await dataSource.query('ANALYZE outbox');
  return visitIds;
}

/** A logger with the pino methods the workers' classes call, silent but for problems. */
export function quietLogger(ctx) {
  const say = (level) => (obj, msg) => ctx.log(`${level}: ${msg ?? ''} ${obj?.err?.message ?? ''}`);
  return { info: () => undefined, debug: () => undefined, warn: say('warn'), error: say('error') };
}

/**
 * An agency's visitor quiet hours ('HH:MM', Paris) set one minute long, twelve hours from now: a figure
 * run at night measures the same evening burst as one run at 18:00.
 */
export function quietHoursAwayFromNow() {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const starts = Date.now() + 12 * 3_600_000;
  return { visitor_quiet_start: clock.format(starts), visitor_quiet_end: clock.format(starts + 60_000) };
}
