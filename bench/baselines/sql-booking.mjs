// P1/P2's raw side: what a booking costs Postgres when nothing but `pg` stands in between. Each of
// BENCH_CLIENTS connections books visits back to back: the visit (guarded by the btree_gist exclusion
// constraint the product relies on) and its outbox row, in one transaction.
import { randomUUID } from 'node:crypto';
import { connectClients } from '../lib/database.mjs';
import { now, percentile } from '../lib/timer.mjs';

// Bench-owned tables shaped like the product's: the outbox twin keeps the real one's pending index and
// NOTIFY trigger (on a channel nobody listens to), since every booking pays for them.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS bench_visits (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    agency_id uuid NOT NULL,
    agent_id uuid NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    visitor_name text NOT NULL,
    visitor_phone text NOT NULL,
    status text NOT NULL DEFAULT 'booked',
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT bench_visits_no_overlap EXCLUDE USING gist
      (agent_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&) WHERE (status = 'booked')
  );
  CREATE TABLE IF NOT EXISTS bench_outbox (
    id bigserial PRIMARY KEY,
    event text NOT NULL,
    payload jsonb NOT NULL,
    agency_id uuid NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    relayed_at timestamptz NULL
  );
  CREATE INDEX IF NOT EXISTS bench_outbox_pending_idx ON bench_outbox (id) WHERE relayed_at IS NULL;
  CREATE OR REPLACE FUNCTION bench_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('bench_outbox', '');
    RETURN NULL;
  END $$;
  CREATE OR REPLACE TRIGGER bench_outbox_notify AFTER INSERT ON bench_outbox
    FOR EACH STATEMENT EXECUTE FUNCTION bench_outbox_notify();
  TRUNCATE bench_visits, bench_outbox;`;

const WARMUP_MS = 1_000;
const AGENTS_PER_CLIENT = 4;
const SLOT_MS = 45 * 60_000;
const VISIT_MS = 30 * 60_000;
const FIRST_SLOT = Date.UTC(2030, 0, 7, 8);

async function book(client, agencyId, agentId, startsAt) {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query(
      `INSERT INTO bench_visits (agency_id, agent_id, starts_at, ends_at, visitor_name, visitor_phone)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [agencyId, agentId, new Date(startsAt), new Date(startsAt + VISIT_MS), 'Camille Martin', '+33612345678'],
    );
    await client.query('INSERT INTO bench_outbox (event, payload, agency_id) VALUES ($1, $2, $3)', [
      'visit.booked',
      { visitId: rows[0].id },
      agencyId,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** One caller: its own agents, each next slot later than the last, so no two bookings of the run overlap. */
async function bookUntil(client, warmupEnd, deadline, sink) {
  const agencyId = randomUUID();
  const agents = Array.from({ length: AGENTS_PER_CLIENT }, () => randomUUID());
  for (let i = 0; now() < deadline; i += 1) {
    const slot = FIRST_SLOT + Math.floor(i / AGENTS_PER_CLIENT) * SLOT_MS;
    const started = now();
    await book(client, agencyId, agents[i % AGENTS_PER_CLIENT], slot);
    const ended = now();
    if (started >= warmupEnd) {
      sink.latencies.push(ended - started);
      sink.lastEnd = Math.max(sink.lastEnd, ended);
    }
  }
}

export async function trial(ctx) {
  const { BENCH_CLIENTS: clientCount, BENCH_BOOKING_SECONDS: seconds } = ctx.config;
  const { clients, end } = await connectClients(ctx.database.url, clientCount);
  try {
    await clients[0].query(SCHEMA);
    const warmupEnd = now() + WARMUP_MS;
    const sink = { latencies: [], lastEnd: warmupEnd };
    await Promise.all(clients.map((client) => bookUntil(client, warmupEnd, warmupEnd + seconds * 1000, sink)));
    return {
      throughput: sink.latencies.length / ((sink.lastEnd - warmupEnd) / 1000),
      p50: percentile(sink.latencies, 50),
      p99: percentile(sink.latencies, 99),
      bookings: sink.latencies.length,
    };
  } finally {
    await end();
  }
}
