import { bookingContextRow, prepared, recordVerdict, upsertCandidate } from '@creneau/server';
import { PUBLISHED_STATUSES } from '../../api/src/agenda/booking-context';
import { loadAgentCalendar } from '../../api/src/agenda/agent-calendar.query';
import { tryLockAgentAgenda } from '../../api/src/agenda/agent-lock';
import { insertBooking } from '../../api/src/visits/booking.writer';
import { EmailClaims } from '../../workers/src/notifications/email-claims';
import { createAgency, createUser } from '../support/factories';
import { QueryFailedError } from 'typeorm';
import { databaseHarness } from '../support/database';
import { uniqueSuffix } from '../support/test-env';

// Each test marks statements of its own, so their names never meet another test's.
const marked = (text: string) => prepared(`test-${uniqueSuffix()}`, text);

describe('statements marked prepared()', () => {
  // One connection: what a statement leaves prepared is visible to the next query.
  const harness = databaseHarness(1);

  const preparedOnConnection = async () =>
    (await harness.dataSource.query<{ statement: string }[]>('SELECT statement FROM pg_prepared_statements')).map(
      (row) => row.statement,
    );

  it('run as named statements, parsed once per connection, with the same answers', async () => {
    const text = marked('SELECT $1::int + 1 AS n');

    const answers = [await harness.dataSource.query(text, [1]), await harness.dataSource.query(text, [41])];

    expect(answers).toEqual([[{ n: 2 }], [{ n: 42 }]]);
    expect((await preparedOnConnection()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leave every other statement unnamed', async () => {
    const text = 'SELECT $1::int + 2 AS unmarked';

    expect(await harness.dataSource.query(text, [1])).toEqual([{ unmarked: 3 }]);
    expect(await preparedOnConnection()).not.toContain(text);
  });

  it('run inside transactions, and fail as any query does, leaving the connection usable', async () => {
    const text = marked('SELECT $1::int * 2 AS doubled');

    const doubled = await harness.dataSource.transaction((manager) => manager.query(text, [21]));
    await expect(harness.dataSource.query(text, ['not a number'])).rejects.toBeInstanceOf(QueryFailedError);

    expect(doubled).toEqual([{ doubled: 42 }]);
    expect(await harness.dataSource.query(text, [5])).toEqual([{ doubled: 10 }]);
  });

  it('refuse one name for two texts', () => {
    const name = `test-${uniqueSuffix()}`;
    prepared(name, 'SELECT 1');

    expect(prepared(name, 'SELECT 1')).toBe('SELECT 1');
    expect(() => prepared(name, 'SELECT 2')).toThrow(`prepared statement "${name}" has two texts`);
  });
});

describe('the e-mail claims and sent marks, batched by arrays', () => {
  const harness = databaseHarness(1);

  it('keep their generic plan instead of being planned on every call', async () => {
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `INSERT INTO messages (channel, recipient, purpose, language, body_text)
       SELECT 'email', 'plan' || n || '@example.fr', 'portal_lead_link', 'fr', 'Bonjour' FROM generate_series(1, 8) n
       RETURNING id`,
    );
    const claims = new EmailClaims(harness.dataSource);
    // One at a time: each call a batch of one, the size Postgres's custom plans were cheapest for.
    for (const { id } of rows) {
      expect((await claims.claim(id)).kind).toBe('claimed');
      await claims.markSent(id, 'dev-outbox', `dev-${id}`, Buffer.from('MIME'));
    }

    const plans = await harness.dataSource.query<{ name: string; generic: number }[]>(
      `SELECT name, generic_plans::int AS generic FROM pg_prepared_statements
        WHERE name IN ('claim-emails', 'mark-emails-sent') ORDER BY name`,
    );
    // Five custom plans, then the generic one for the three calls left (Postgres's rule).
    expect(plans.map((plan) => [plan.name, plan.generic >= 2])).toEqual([
      ['claim-emails', true],
      ['mark-emails-sent', true],
    ]);
    const { rows: mime } = await harness.db.pool.query(
      'SELECT count(*)::int AS n FROM message_mime WHERE message_id = ANY($1::uuid[])',
      [rows.map((row) => row.id)],
    );
    expect(mime[0].n).toBe(8);
  });
});

describe("the booking transaction's statements", () => {
  const harness = databaseHarness(1);

  it('are each planned once per connection, and keep their generic plan booking after booking', async () => {
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status)
       VALUES ($1, $2, 'PREP-1', 'rent', 'apartment', 'active') RETURNING id`,
      [agency.id, agent.id],
    );
    // The writers read only these of a listing's context.
    const context = {
      agencyId: agency.id,
      agentId: agent.id,
      listingId: rows[0].id,
      durationMinutes: 30,
      bufferMinutes: 10,
      visitorsPerSlot: 1,
    } as Parameters<typeof insertBooking>[1];
    const firstSlot = Date.UTC(2031, 0, 6, 8);
    // Eight bookings as the api writes them: Postgres plans five times, then keeps the generic plan.
    for (let n = 0; n < 8; n += 1) {
      const start = firstSlot + n * 3_600_000;
      await harness.dataSource.transaction(async (manager) => {
        expect(await tryLockAgentAgenda(manager, agent.id)).toBe(true);
        await loadAgentCalendar(manager, agent.id, start, start + 1);
        const contact = { email: `prep-${n}@example.fr`, firstName: 'Camille', lastName: 'Banc' };
        const candidateId = await upsertCandidate(manager, agency.id, contact, false, {
          listingId: context.listingId,
          source: 'booking_page',
        });
        await recordVerdict(manager, candidateId, { verdict: 'book', reasons: [] }, {});
        await insertBooking(manager, context, start, candidateId, {
          source: 'public',
          answers: {},
          idempotencyKey: null,
          requestHash: null,
          contact: { firstName: 'Camille', lastName: 'Banc', phone: '', language: 'fr' },
        });
      });
    }

    const plans = await harness.dataSource.query<{ name: string; generic: number; custom: number }[]>(
      `SELECT name, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
        WHERE name = ANY($1) ORDER BY name`,
      [
        [
          'agenda-try-lock',
          'agent-calendar',
          'candidate-upsert-public-email',
          'candidate-verdict',
          'seat-open',
          'visit-insert',
          'outbox-event',
        ],
      ],
    );
    expect(plans.map(({ name, generic, custom }) => [name, generic + custom >= 8 && generic >= 3])).toEqual([
      ['agenda-try-lock', true],
      ['agent-calendar', true],
      ['candidate-upsert-public-email', true],
      ['candidate-verdict', true],
      ['outbox-event', true],
      ['seat-open', true],
      ['visit-insert', true],
    ]);
  });
});

describe("the booking context's look-up of an earlier request", () => {
  const harness = databaseHarness(1);

  it('reads a few pages however many visits the agency has, on a plan made when it had none', async () => {
    // No analyze may replan it behind the test's back: the plan made on the empty table is the one measured.
    await harness.db.pool.query('ALTER TABLE visits SET (autovacuum_enabled = off)');
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { rows } = await harness.db.pool.query<{ listingId: string; slotId: string; candidateId: string }>(
      `WITH listing AS (
         INSERT INTO listings (agency_id, agent_id, reference, transaction, property_type, status)
         VALUES ($1, $2, 'IDEM-1', 'rent', 'apartment', 'active') RETURNING id),
       slot AS (
         INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
         SELECT $1, $2, id, '2031-01-06T08:00Z', '2031-01-06T08:30Z', '2031-01-06T08:40Z', 1, 1 FROM listing RETURNING id),
       candidate AS (
         INSERT INTO candidates (agency_id, email, first_name, last_name)
         VALUES ($1, 'idem@example.fr', 'Camille', 'Banc') RETURNING id)
       SELECT listing.id AS "listingId", slot.id AS "slotId", candidate.id AS "candidateId"
         FROM listing, slot, candidate`,
      [agency.id, agent.id],
    );
    const { listingId, slotId, candidateId } = rows[0];
    // The api's connection plans the statement once and keeps the plan (Postgres's generic plan, forced here
    // so the test does not depend on when Postgres would switch to it).
    await harness.dataSource.query('SET plan_cache_mode = force_generic_plan');
    const look = (key: string) =>
      bookingContextRow(harness.dataSource, listingId, { published: true }, PUBLISHED_STATUSES, key);
    expect((await look('key-never-used'))?.earlierId).toBeNull();

    // Then the agency books on: 20,000 visits, each with its own key.
    await harness.db.pool.query(
      `INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source,
                           idempotency_key, request_hash)
       SELECT $1, $2, $3, $4, $5, '2031-01-06T08:00Z', '2031-01-06T08:30Z', 'public', 'key-' || lpad(i::text, 8, '0'), 'h'
         FROM generate_series(1, 20000) i`,
      [agency.id, slotId, agent.id, listingId, candidateId],
    );

    expect((await look('key-00012345'))?.earlierId).toEqual(expect.any(String));
    const [{ 'QUERY PLAN': plan }] = await harness.dataSource.query<{ 'QUERY PLAN': { Plan: ExplainNode }[] }[]>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
       EXECUTE "booking-context"('${listingId}', true, '{active,under_offer}', NULL, 'key-00012345')`,
    );
    const visitsRead = nodes(plan[0].Plan)
      .filter((node) => node['Relation Name'] === 'visits')
      .map((node) => node['Shared Hit Blocks'] + node['Shared Read Blocks']);
    // One index entry and its visit: a handful of pages. Read by the key's second place, the whole index (~80).
    expect(visitsRead).toHaveLength(1);
    expect(visitsRead[0]).toBeLessThan(10);
  });
});

interface ExplainNode {
  'Relation Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: ExplainNode[];
}

const nodes = (node: ExplainNode): ExplainNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
