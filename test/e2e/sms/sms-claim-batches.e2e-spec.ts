import { ABANDONED_CLAIM } from '@creneau/contracts';
import { createDataSource } from '@creneau/server';
import type { DataSource } from 'typeorm';
import type { WorkersConfig } from '../../../workers/src/config/workers.config';
import { SmsClaimService, type SmsClaim } from '../../../workers/src/notifications/sms-claim.service';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { createAgency } from '../../support/factories';
import { uniquePhone } from '../../support/twilio-peer';

// The SMS claim as a busy notifications worker makes it: all the jobs it runs at once in one transaction,
// and two workers (two processes) claiming for the same agency at the same time.
const QUOTAS = { SMS_DAILY_QUOTA_PER_NUMBER: 8, SMS_DAILY_QUOTA_PER_AGENCY: 12 } as WorkersConfig;

describe('SMS claims in batches', () => {
  let db: TestDatabase;
  const dataSources: DataSource[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) dataSources.push(await createDataSource({ url: db.url, poolSize: 4 }).initialize());
  });

  afterAll(async () => {
    for (const dataSource of dataSources) await dataSource.destroy();
    await db?.drop();
  });

  async function queued(rows: { to: string; agencyId?: string; status?: string }[]): Promise<string[]> {
    const { rows: inserted } = await db.pool.query<{ id: string }>(
      `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text, status)
       SELECT r.agency_id, 'sms', r.recipient, 'visit_reminder', 'fr', 'Rappel : visite demain à 18 h.', r.status
         FROM unnest($1::uuid[], $2::text[], $3::text[]) WITH ORDINALITY AS r(agency_id, recipient, status, n)
        ORDER BY r.n
       RETURNING id`,
      [rows.map((r) => r.agencyId ?? null), rows.map((r) => r.to), rows.map((r) => r.status ?? 'queued')],
    );
    return inserted.map((row) => row.id);
  }

  const kinds = (claims: SmsClaim[]) => claims.map((claim) => claim.kind);

  it('lets two workers claiming at once for one agency take exactly its quota between them', async () => {
    const agency = await createAgency(db.pool);
    const ids = await queued(Array.from({ length: 20 }, () => ({ to: uniquePhone(), agencyId: agency.id })));
    const [first, second] = dataSources.map((dataSource) => new SmsClaimService(dataSource, QUOTAS));

    const claims = await Promise.all([
      ...ids.slice(0, 10).map((id) => first.claim(id)),
      ...ids.slice(10).map((id) => second.claim(id)),
    ]);

    expect(kinds(claims).filter((kind) => kind === 'claimed')).toHaveLength(12);
    const refused = claims.filter((claim) => claim.kind === 'refused');
    expect(refused).toHaveLength(8);
    for (const claim of refused) expect(claim.reason).toContain('12 SMS per agency');
    const { rows } = await db.pool.query<{ status: string; count: number }>(
      `SELECT status, count(*)::int AS count FROM messages WHERE id = ANY($1::uuid[]) GROUP BY status ORDER BY status`,
      [ids],
    );
    expect(rows).toEqual([
      { status: 'failed', count: 8 },
      { status: 'sending', count: 12 },
    ]);
  });

  it('shares one number’s quota between the messages claimed at once', async () => {
    const to = uniquePhone();
    const ids = await queued(Array.from({ length: 10 }, () => ({ to })));
    const claims = new SmsClaimService(dataSources[0], QUOTAS);

    const answers = await Promise.all(ids.map((id) => claims.claim(id)));

    // Which two lose depends on which batch takes the number's lock first; that two lose does not.
    expect(kinds(answers).filter((kind) => kind === 'claimed')).toHaveLength(8);
    const refused = answers.filter((answer) => answer.kind === 'refused');
    expect(refused).toEqual([
      { kind: 'refused', reason: expect.stringContaining('8 SMS per phone number') },
      { kind: 'refused', reason: expect.stringContaining('8 SMS per phone number') },
    ]);
  });

  it('tells each message of a batch its own fate', async () => {
    const optedOut = uniquePhone();
    await db.pool.query(`INSERT INTO sms_opt_outs (phone) VALUES ($1)`, [optedOut]);
    const [claimable, stale, sent, stopped] = await queued([
      { to: uniquePhone() },
      { to: uniquePhone(), status: 'sending' },
      { to: uniquePhone(), status: 'sent' },
      { to: optedOut },
    ]);
    const claims = new SmsClaimService(dataSources[0], QUOTAS);

    const answers = await Promise.all([claimable, stale, sent, stopped].map((id) => claims.claim(id)));

    expect(answers[0]).toEqual({
      kind: 'claimed',
      to: expect.any(String),
      text: 'Rappel : visite demain à 18 h.',
      from: null,
    });
    expect(answers[1]).toEqual({ kind: 'abandoned', reason: ABANDONED_CLAIM });
    expect(answers[2]).toEqual({ kind: 'skipped' });
    expect(answers[3]).toEqual({ kind: 'refused', reason: expect.stringContaining('STOP') });
    const { rows } = await db.pool.query<{ id: string; status: string; attempts: number; error: string | null }>(
      `SELECT id, status, attempts, error FROM messages WHERE id = ANY($1::uuid[])`,
      [[claimable, stale, sent, stopped]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(claimable)).toMatchObject({ status: 'sending', attempts: 1, error: null });
    expect(byId.get(stale)).toMatchObject({ status: 'failed', error: ABANDONED_CLAIM });
    expect(byId.get(sent)).toMatchObject({ status: 'sent' });
    expect(byId.get(stopped)).toMatchObject({ status: 'failed', attempts: 0 });
  });

  it('leaves a message of another channel alone, whatever its status, when its id comes to the SMS claim', async () => {
    const [sms] = await queued([{ to: uniquePhone() }]);
    const {
      rows: [email],
    } = await db.pool.query<{ id: string }>(
      `INSERT INTO messages (channel, recipient, purpose, language, subject, body_text)
       VALUES ('email', 'camille@example.fr', 'visit_reminder', 'fr', 'Votre visite', 'Bonjour') RETURNING id`,
    );
    const claims = new SmsClaimService(dataSources[0], QUOTAS);

    const answers = await Promise.all([sms, email.id].map((id) => claims.claim(id)));

    expect(kinds(answers)).toEqual(['claimed', 'skipped']);
    const { rows } = await db.pool.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM messages WHERE id = $1`,
      [email.id],
    );
    expect(rows).toEqual([{ status: 'queued', attempts: 0 }]);
    const { rows: units } = await db.pool.query(
      `SELECT key FROM sms_quota_usage WHERE key = 'number:camille@example.fr'`,
    );
    expect(units).toEqual([]);
  });

  it('counts what a number took in the last 24 hours, and no longer what it took before', async () => {
    const [lastNight, yesterday] = [uniquePhone(), uniquePhone()];
    // Its whole quota, taken 23 hours ago for one number, 26 hours ago for the other.
    await db.pool.query(
      `INSERT INTO sms_quota_usage (key, hour, used)
       VALUES ($1, date_trunc('hour', now(), 'UTC') - interval '23 hours', 8),
              ($2, date_trunc('hour', now(), 'UTC') - interval '26 hours', 8)`,
      [`number:${lastNight}`, `number:${yesterday}`],
    );
    const [refused, claimed] = await queued([{ to: lastNight }, { to: yesterday }]);
    const claims = new SmsClaimService(dataSources[0], QUOTAS);

    expect(await claims.claim(refused)).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('8 SMS per phone number'),
    });
    expect(await claims.claim(claimed)).toMatchObject({ kind: 'claimed' });
    const { rows } = await db.pool.query<{ key: string; used: number }>(
      `SELECT key, sum(used)::int AS used FROM sms_quota_usage WHERE key = ANY($1::text[])
        AND hour = date_trunc('hour', now(), 'UTC') GROUP BY key`,
      [[`number:${lastNight}`, `number:${yesterday}`]],
    );
    // Only the claim took a unit this hour.
    expect(rows).toEqual([{ key: `number:${yesterday}`, used: 1 }]);
  });
});
