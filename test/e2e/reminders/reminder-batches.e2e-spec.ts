import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import type { WorkersConfig } from '../../../workers/src/config/workers.config';
import { runReminder, UNTIL_VISIT_STARTS } from '../../../workers/src/reminders/reminder-runner';
import { RequestVisitConfirmationHandler } from '../../../workers/src/reminders/request-visit-confirmation.handler';
import { VisitMessenger } from '../../../workers/src/visits/visit-messenger';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser, visitorQuietHoursAwayFromNow } from '../../support/factories';
import { uniquePhone } from '../../support/twilio-peer';
import { createBookableListing } from '../visits/visit-fixtures';

// Reminders of one kind that fall due together run in one transaction; each keeps its own outcome, and
// one that fails fails alone.
describe('reminders run in batches', () => {
  const harness = databaseHarness(4);

  beforeAll(() => visitorQuietHoursAwayFromNow(harness.db.pool));

  /** `count` booked visits tomorrow, an hour apart, each with its confirmation request pending. */
  async function visitsWithPendingRequests(count: number): Promise<string[]> {
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(harness.db.pool, agency.id, agent.id);
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `WITH candidate AS (
         INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language)
         SELECT $1, 'c' || i || '-' || $4 || '@test.example', 'Camille', i::text, $5, 'fr'
           FROM generate_series(1, $3) i RETURNING id, last_name::int AS i),
       slot AS (
         INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
         SELECT $1, $2, $6, date_trunc('hour', now()) + interval '1 day' + i * interval '1 hour',
                date_trunc('hour', now()) + interval '1 day' + i * interval '1 hour' + interval '30 minutes',
                date_trunc('hour', now()) + interval '1 day' + i * interval '1 hour' + interval '30 minutes', 1, 1
           FROM generate_series(1, $3) i RETURNING id, starts_at, ends_at,
                (extract(epoch FROM starts_at - date_trunc('hour', now()) - interval '1 day') / 3600)::int AS i)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
       SELECT $1, slot.id, $2, $6, candidate.id, slot.starts_at, slot.ends_at, 'public'
         FROM slot JOIN candidate ON candidate.i = slot.i
        ORDER BY slot.starts_at
       RETURNING id`,
      [agency.id, agent.id, count, agency.slug, uniquePhone(), listingId],
    );
    const ids = rows.map((row) => row.id);
    await harness.db.pool.query(
      `INSERT INTO visit_reminders (visit_id, kind, due_at) SELECT unnest($1::uuid[]), 'confirmation_request', now()`,
      [ids],
    );
    return ids;
  }

  async function outcomes(ids: string[]): Promise<(string | null)[]> {
    const { rows } = await harness.db.pool.query<{ visit_id: string; outcome: string | null }>(
      `SELECT visit_id, outcome FROM visit_reminders WHERE visit_id = ANY($1::uuid[]) AND kind = 'confirmation_request'`,
      [ids],
    );
    const byVisit = new Map(rows.map((row) => [row.visit_id, row.outcome]));
    return ids.map((id) => byVisit.get(id) ?? null);
  }

  it('acts once per visit, even when the same visit comes twice at once', async () => {
    const ids = await visitsWithPendingRequests(5);
    const acted: string[] = [];
    const run = (visitId: string) =>
      runReminder(harness.dataSource, visitId, 'confirmation_request', UNTIL_VISIT_STARTS, async (visit) => {
        acted.push(visit.id);
        return `asked ${visit.candidate.lastName}`;
      });

    const answers = await Promise.all([...ids, ids[0]].map(run));

    // Either run of the doubled visit may be the one that acts (two batches race for its row); one does.
    expect(answers.slice(1, 5)).toEqual(['asked 2', 'asked 3', 'asked 4', 'asked 5']);
    expect([answers[0], answers[5]].sort()).toEqual(['asked 1', null]);
    expect(acted.sort()).toEqual([...ids].sort());
    expect(await outcomes(ids)).toEqual(['asked 1', 'asked 2', 'asked 3', 'asked 4', 'asked 5']);
    // Done is done: a later run finds nothing to do.
    await expect(run(ids[1])).resolves.toBeNull();
  });

  it('fails only the visit whose action fails; the others of its batch are done', async () => {
    const ids = await visitsWithPendingRequests(4);
    const answers = await Promise.allSettled(
      ids.map((visitId) =>
        runReminder(
          harness.dataSource,
          visitId,
          'confirmation_request',
          UNTIL_VISIT_STARTS,
          async (visit, { manager }) => {
            // A write that the failure must take back with it.
            await manager.query(`UPDATE visits SET interested = true WHERE id = $1`, [visit.id]);
            if (visit.id === ids[2]) throw new Error('provider template missing');
            return 'sent';
          },
        ),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await outcomes(ids)).toEqual(['sent', 'sent', null, 'sent']);
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `SELECT id FROM visits WHERE id = ANY($1::uuid[]) AND interested`,
      [ids],
    );
    expect(rows.map((row) => row.id).sort()).toEqual([ids[0], ids[1], ids[3]].sort());
  });

  it('queues the messages of a whole batch in as many statements as one alone, each with its own short link', async () => {
    const handler = new RequestVisitConfirmationHandler(
      harness.dataSource,
      new VisitMessenger({ PUBLIC_URL: 'https://creneau.test' } as WorkersConfig),
    );
    const statements = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    const [alone] = await visitsWithPendingRequests(1);
    statements.mockClear();
    await handler.handle({ visitId: alone });
    const forOne = statements.mock.calls.length;

    const ids = await visitsWithPendingRequests(8);
    statements.mockClear();
    await Promise.all(ids.map((visitId) => handler.handle({ visitId })));
    const forEight = statements.mock.calls.length;
    statements.mockRestore();

    // Eight run at once go in two batches (two in flight), each costing what one reminder alone does.
    expect(forEight).toBeLessThanOrEqual(2 * forOne);
    expect(await outcomes(ids)).toEqual(ids.map(() => 'sent'));
    const { rows } = await harness.db.pool.query<{
      visit_id: string;
      channel: string;
      body_text: string;
      code: string;
    }>(
      `SELECT m.visit_id, m.channel, m.body_text, l.code
         FROM messages m JOIN short_links l ON l.visit_id = m.visit_id
        WHERE m.visit_id = ANY($1::uuid[]) AND m.purpose = 'visit_confirmation_request'
          AND EXISTS (SELECT 1 FROM outbox o WHERE o.event = m.channel || '.queued' AND o.payload->>'messageId' = m.id::text)`,
      [ids],
    );
    expect(rows).toHaveLength(2 * ids.length);
    for (const row of rows) expect(row.body_text).toContain(`https://creneau.test/c/${row.code}`);
  });
});
