// P18 (retention): the nightly ApplyRetention over a grown install, against its floor: the same deletions
// and anonymisations as bare SQL statements over pg, each one statement on rows already known to be past
// their limit (no per-agency settings, no batching of candidates, no voucher lookup). Both run on the same
// data inside a transaction that is rolled back, so every trial meets the same rows; the product's file
// deletions go to a storage that does nothing (the floor has none), so the ratio is the database's work.
import { applyRetention } from '@creneau/server';
import { newClient } from '../lib/database.mjs';
import { ms, ratio } from '../lib/format.mjs';
import { now } from '../lib/timer.mjs';
import { interleave } from '../lib/trials.mjs';

// Half of each kind past its limit, half within it; candidates: one night's batch (5,000) past it.
const ROWS = 100_000;
const CANDIDATES = 10_000;
const MAX_RATIO = 1.5;
const NO_FILES = { put: async () => {}, get: async () => null, deletePrefix: async () => {} };

async function grow(client) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [{ id: agencyId }] = (
    await client.query(
      `INSERT INTO agencies (name, slug, country, time_zone) VALUES ($1::text, $1::citext, 'FR', 'Europe/Paris') RETURNING id`,
      [`p18r-${suffix}`],
    )
  ).rows;
  const [{ id: agentId }] = (
    await client.query(
      `INSERT INTO users (auth_type, agency_id, role, email, first_name, last_name)
       VALUES ('realtor', $1, 'agent', $2, 'Bench', 'Agent') RETURNING id`,
      [agencyId, `p18r-${suffix}@bench.test`],
    )
  ).rows;
  const [{ id: listingId }] = (
    await client.query(
      `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status)
       VALUES ($1, $2, 'P18R', 'rent', 'apartment', 'active') RETURNING id`,
      [agencyId, agentId],
    )
  ).rows;
  // Even i: past the limit (40 months ago); odd i: within it (a month ago).
  const age = `CASE WHEN i % 2 = 0 THEN interval '40 months' ELSE interval '1 month' END`;
  await client.query(
    `INSERT INTO users (auth_type, email, first_name, last_name, created_at)
     SELECT 'visitor', 'v' || i || '@p18r.bench.test', 'Camille', 'Visiteur', now() - ${age}
       FROM generate_series(1, $1) i`,
    [ROWS / 5],
  );
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, csrf_token, expires_at)
     SELECT $1, decode(md5(i::text || $2), 'hex'), 'c', now() - ${age} FROM generate_series(1, $3) i`,
    [agentId, suffix, ROWS],
  );
  await client.query(
    `INSERT INTO audit_log (action, actor_user_id, agency_id, at)
     SELECT 'auth.signed_in', $1, $2, now() - ${age} FROM generate_series(1, $3) i`,
    [agentId, agencyId, ROWS],
  );
  await client.query(
    `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text, status, created_at)
     SELECT $1, 'email', 'm' || i || '@p18r.bench.test', 'visit_booked', 'fr', 'Bonjour', 'sent', now() - ${age}
       FROM generate_series(1, $2) i`,
    [agencyId, ROWS],
  );
  await client.query(
    `INSERT INTO inbound_sms (message_sid, from_number, to_number, body, kind, received_at)
     SELECT 'SM' || md5(i::text || $1), '+336' || lpad(i::text, 8, '0'), '+33700000000', 'OUI', 'reply', now() - ${age}
       FROM generate_series(1, $2) i`,
    [suffix, ROWS / 2],
  );
  await client.query(
    `INSERT INTO consent_proofs (id, choices, text_version, created_at)
     SELECT gen_random_uuid(), '{}', 'bench', now() - ${age} FROM generate_series(1, $1) i`,
    [ROWS / 2],
  );
  // Candidates with one visit each, an hour apart (one agent, no overlap).
  await client.query(
    `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, phone, language, updated_at)
     SELECT $1, $2, 'c' || i || '@p18r.bench.test', 'Camille', 'Candidat ' || i, '+33612345678', 'fr', now() - ${age}
       FROM generate_series(1, $3) i`,
    [agencyId, listingId, CANDIDATES],
  );
  await client.query(
    `WITH c AS (SELECT id, updated_at, row_number() OVER (ORDER BY id) AS n FROM candidates WHERE agency_id = $1),
          s AS (INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
                SELECT $1, $2, $3, c.updated_at - make_interval(hours => c.n::int), c.updated_at - make_interval(hours => c.n::int) + interval '30 minutes',
                       c.updated_at - make_interval(hours => c.n::int) + interval '30 minutes', 1, 1
                  FROM c RETURNING id, starts_at, ends_at)
     INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source,
                         contact_first_name, contact_last_name, contact_phone)
     SELECT $1, s.id, $2, $3, c.id, s.starts_at, s.ends_at, 'back_office', 'Camille', 'Candidat', '+33612345678'
       FROM s JOIN c ON c.updated_at - make_interval(hours => c.n::int) = s.starts_at`,
    [agencyId, agentId, listingId],
  );
  await client.query('ANALYZE');
  return agencyId;
}

/** The floor: the same rows removed or emptied by one bare statement each, the candidates' ids known. */
async function floor(client) {
  const past = `now() - interval '36 months'`;
  const year = `now() - interval '12 months'`;
  await client.query(`DELETE FROM sessions WHERE expires_at < ${year}`);
  await client.query(`DELETE FROM audit_log WHERE at < ${year}`);
  await client.query(`DELETE FROM users WHERE auth_type = 'visitor' AND created_at < ${past}`);
  await client.query(`DELETE FROM inbound_sms WHERE received_at < ${past}`);
  await client.query(`DELETE FROM messages WHERE created_at < ${past}`);
  await client.query(`DELETE FROM consent_proofs WHERE created_at < now() - interval '13 months'`);
  const ids = (
    await client.query(`SELECT id FROM candidates WHERE anonymised_at IS NULL AND updated_at < ${past} LIMIT 5000`)
  ).rows.map((row) => row.id);
  await client.query(
    `UPDATE visits SET answers = '{}', contact_first_name = NULL, contact_last_name = NULL, contact_phone = NULL
      WHERE candidate_id = ANY($1::uuid[])`,
    [ids],
  );
  await client.query(
    `UPDATE candidates SET email = id::text || '@anonymised.invalid', first_name = '', last_name = '', phone = '',
            anonymised_at = now() WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

async function timedAndRolledBack(begin, work, rollback) {
  await begin();
  const started = now();
  try {
    await work();
    return { ms: now() - started };
  } finally {
    await rollback();
  }
}

export default {
  id: 'P18R',
  what: `retention job over a grown install (${ROWS / 1000}k rows per kind, half past)`,
  target: `≤ ${MAX_RATIO}× the bare DELETE/UPDATE statements`,
  async measure(ctx) {
    const client = newClient(ctx.database.url);
    await client.connect();
    try {
      const built = now();
      await grow(client);
      ctx.log(`P18R: grown in ${ms(now() - built)}`);
      const dataSource = await ctx.dataSource();
      const product = async () => {
        const runner = dataSource.createQueryRunner();
        try {
          return await timedAndRolledBack(
            () => runner.startTransaction(),
            async () => {
              const outcome = await applyRetention(runner.manager, NO_FILES);
              if (outcome.candidates !== 5_000) throw new Error(`P18R: ${outcome.candidates} candidates, not 5000`);
            },
            () => runner.rollbackTransaction(),
          );
        } finally {
          await runner.release();
        }
      };
      const raw = () =>
        timedAndRolledBack(
          () => client.query('BEGIN'),
          () => floor(client),
          () => client.query('ROLLBACK'),
        );
      const { raw: bare, product: job } = await interleave(ctx.config.BENCH_TRIALS, raw, product);
      const value = job.ms / bare.ms;
      return {
        product: `ApplyRetention ${ms(job.ms)}`,
        baseline: `bare statements ${ms(bare.ms)}`,
        ratio: ratio(value),
        verdict: value <= MAX_RATIO ? 'meets' : 'misses',
      };
    } finally {
      await client.end();
    }
  },
};
