import { CreateSmsQuotaUsage1795462306350 } from '../../../migrations/1795462306350-CreateSmsQuotaUsage';
import { PurgeSmsQuotaUsageHandler } from '../../../workers/src/maintenance/purge-sms-quota-usage.handler';
import { databaseHarness } from '../../support/database';
import { createAgency } from '../../support/factories';
import { uniquePhone } from '../../support/twilio-peer';

// The hourly counts behind the daily SMS quotas: filled from the message log on upgrade, purged once no
// quota reads them.
describe('SMS quota counts', () => {
  const harness = databaseHarness(2);

  async function counts(keys: string[]): Promise<Record<string, number>> {
    const { rows } = await harness.db.pool.query<{ key: string; used: number }>(
      `SELECT key, sum(used)::int AS used FROM sms_quota_usage WHERE key = ANY($1::text[]) GROUP BY key`,
      [keys],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.used]));
  }

  it('counts, on upgrade, the SMS of the last day that were claimed or taken by the provider', async () => {
    const agency = await createAgency(harness.db.pool);
    const to = uniquePhone();
    await harness.db.pool.query(
      `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text, status, provider_id, created_at)
       VALUES ($1, 'sms', $2, 'visit_reminder', 'fr', 'a', 'sent', 'SM1', now() - interval '2 hours'),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'b', 'delivered', 'SM2', now() - interval '20 hours'),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'c', 'sending', NULL, now()),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'refused', 'failed', NULL, now()),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'waiting', 'queued', NULL, now()),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'two days ago', 'sent', 'SM3', now() - interval '2 days'),
              ($1, 'email', 'x@test.example', 'visit_reminder', 'fr', 'e-mail', 'sent', 'e1', now())`,
      [agency.id, to],
    );
    const keys = [`number:${to}`, `agency:${agency.id}`];
    const runner = harness.dataSource.createQueryRunner();
    try {
      const migration = new CreateSmsQuotaUsage1795462306350();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }

    expect(await counts(keys)).toEqual({ [keys[0]]: 3, [keys[1]]: 3 });
  });

  it('purges the counts a day past the window and keeps the rest', async () => {
    const [old, recent] = [`number:${uniquePhone()}`, `number:${uniquePhone()}`];
    await harness.db.pool.query(
      `INSERT INTO sms_quota_usage (key, hour, used)
       VALUES ($1, date_trunc('hour', now(), 'UTC') - interval '50 hours', 2),
              ($2, date_trunc('hour', now(), 'UTC') - interval '47 hours', 1),
              ($2, date_trunc('hour', now(), 'UTC'), 4)`,
      [old, recent],
    );
    const logger = { info: jest.fn() };

    await new PurgeSmsQuotaUsageHandler(harness.dataSource, logger as never).handle();

    expect(await counts([old, recent])).toEqual({ [recent]: 5 });
    expect(logger.info).toHaveBeenCalledWith({ deleted: expect.any(Number) }, expect.any(String));
  });
});
