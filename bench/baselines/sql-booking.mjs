// P1/P2's raw side: what a booking costs Postgres when nothing but `pg` stands in between. Each of
// BENCH_CLIENTS connections books visits back to back, running the very statements of the product's
// booking transaction on the product's tables: the agent's agenda lock, the re-read of the agent's
// calendar, the candidate upsert and the verdict its booking records (issue 20), the slot (seat) guarded by
// the btree_gist exclusion constraint, the visit and its outbox row. The statements come from the product's own compiled modules, so the
// baseline cannot drift into a simpler booking; only HTTP, Nest, validation and TypeORM are left out. They go
// as the product's pool sends them (connectClients: named statements, each planned once per connection).
import { randomUUID } from 'node:crypto';
import { tryLockAgentAgenda } from '../../api/dist/agenda/agent-lock.js';
import { loadAgentCalendar } from '../../api/dist/agenda/agent-calendar.query.js';
import { insertBooking } from '../../api/dist/visits/booking.writer.js';
import { upsertCandidate } from '../../libs/server/dist/candidates/candidate.writer.js';
import { recordVerdict } from '../../libs/server/dist/candidates/candidate-verdict.writer.js';
import { createBookableListings } from '../lib/booking.mjs';
import { connectClients } from '../lib/database.mjs';
import { now, percentile } from '../lib/timer.mjs';

const WARMUP_MS = 1_000;
const AGENTS_PER_CLIENT = 4;
const SLOT_MS = 45 * 60_000;
const FIRST_SLOT = Date.UTC(2030, 0, 7, 8);

/** The product's writers take an EntityManager; on a bare pg client they need only query() (and a transaction). */
export function managerOf(client) {
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows,
    queryRunner: { isTransactionActive: true },
  };
}

/** The listing context the product loads before its transaction, as the writers read it. */
const contextOf = (agencyId, listing) => ({
  agencyId,
  agentId: listing.agentId,
  listingId: listing.id,
  durationMinutes: 30,
  bufferMinutes: 10,
  visitorsPerSlot: 1,
});

/**
 * The booking transaction's statements on a bare client: agenda lock, calendar, candidate, verdict, slot,
 * visit, outbox row. P2's HTTP floor runs this very function. Answers the visit as written.
 */
export async function bookingTransaction(client, context, start, contact, record) {
  const manager = managerOf(client);
  await client.query('BEGIN');
  try {
    await tryLockAgentAgenda(manager, context.agentId);
    await loadAgentCalendar(manager, context.agentId, start, start + 1);
    const candidateId = await upsertCandidate(manager, context.agencyId, contact, false, {
      listingId: context.listingId,
      source: 'booking_page',
    });
    await recordVerdict(manager, candidateId, { verdict: 'book', reasons: [] }, {});
    const visit = await insertBooking(manager, context, start, candidateId, record);
    await client.query('COMMIT');
    return visit;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

function book(client, context, start, visitor) {
  const contact = {
    firstName: 'Camille',
    lastName: `Banc ${visitor}`,
    email: `raw-${visitor}@bench.test`,
    phone: '+33 6 12 34 56 78',
    language: 'fr',
  };
  return bookingTransaction(client, context, start, contact, {
    source: 'public',
    answers: {},
    idempotencyKey: randomUUID(),
    requestHash: 'raw',
    contact: { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone, language: 'fr' },
  });
}

/** One caller: its own agents, each next slot later than the last, so no two bookings of the run overlap. */
async function bookUntil(client, contexts, tag, warmupEnd, deadline, sink) {
  for (let i = 0; now() < deadline; i += 1) {
    const slot = FIRST_SLOT + Math.floor(i / contexts.length) * SLOT_MS;
    const started = now();
    await book(client, contexts[i % contexts.length], slot, `${tag}-${i}`);
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
    const setup = { query: async (sql, params) => (await clients[0].query(sql, params)).rows };
    const { agencyId, listings } = await createBookableListings(setup, clientCount * AGENTS_PER_CLIENT);
    const warmupEnd = now() + WARMUP_MS;
    const sink = { latencies: [], lastEnd: warmupEnd };
    const tag = randomUUID().slice(0, 8);
    await Promise.all(
      clients.map((client, c) => {
        const own = listings.slice(c * AGENTS_PER_CLIENT, (c + 1) * AGENTS_PER_CLIENT);
        const contexts = own.map((listing) => contextOf(agencyId, listing));
        return bookUntil(client, contexts, `${tag}-${c}`, warmupEnd, warmupEnd + seconds * 1000, sink);
      }),
    );
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
