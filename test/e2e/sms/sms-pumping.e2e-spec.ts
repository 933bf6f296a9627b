import type { WorkersConfig } from '../../../workers/src/config/workers.config';
import { SmsClaimService, type SmsClaim } from '../../../workers/src/notifications/sms-claim.service';
import { databaseHarness } from '../../support/database';
import { createAgency } from '../../support/factories';
import { uniquePhone } from '../../support/twilio-peer';

// SMS pumping (issue 35): public bookings let anyone choose the number an agency pays to text.
const CONFIG = {
  SMS_DAILY_QUOTA_PER_NUMBER: 8,
  SMS_DAILY_QUOTA_PER_AGENCY: 50,
  SMS_DAILY_QUOTA_NEW_NUMBERS_PER_AGENCY: 3,
  SMS_REFUSALS_ALERT_THRESHOLD: 4,
} as WorkersConfig;

describe('who may receive an agency’s SMS', () => {
  const harness = databaseHarness(2);

  async function queued(agencyId: string, recipients: string[], status = 'queued'): Promise<string[]> {
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text, status)
       SELECT $1, 'sms', r.recipient, 'visit_booked', 'fr', 'Visite réservée.', $3
         FROM unnest($2::text[]) WITH ORDINALITY AS r(recipient, n) ORDER BY r.n
       RETURNING id`,
      [agencyId, recipients, status],
    );
    return rows.map((row) => row.id);
  }

  const claimAll = async (ids: string[]): Promise<SmsClaim[]> => {
    const claims = new SmsClaimService(harness.dataSource, CONFIG);
    const answers: SmsClaim[] = [];
    // One by one: the new-number pool is then taken in a known order.
    for (const id of ids) answers.push(await claims.claim(id));
    return answers;
  };
  const refusals = async (agencyId: string) =>
    (
      await harness.db.pool.query<{ reason: string; refused: number }>(
        'SELECT reason, sum(refused)::int AS refused FROM sms_refusals WHERE agency_id = $1 GROUP BY reason ORDER BY reason',
        [agencyId],
      )
    ).rows;

  it('texts only mobiles of the agency’s own country, overseas France included, never premium or satellite', async () => {
    const agency = await createAgency(harness.db.pool, { country: 'FR' });
    const numbers = ['+33612345001', '+262692123456', '+881612345678', '+19005550100', '+447911123456', '+33142345678'];

    const answers = await claimAll(await queued(agency.id, numbers));

    expect(answers.map((answer) => answer.kind)).toEqual([
      'claimed',
      'claimed',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(answers[2]).toEqual({ kind: 'refused', reason: expect.stringContaining('country the agency does not') });
    expect(answers[3]).toEqual({ kind: 'refused', reason: expect.stringContaining('not a mobile') });
    expect(await refusals(agency.id)).toEqual([
      { reason: 'country_not_allowed', refused: 2 },
      { reason: 'not_mobile', refused: 2 },
    ]);
  });

  it('texts the countries an agency added in its settings', async () => {
    const agency = await createAgency(harness.db.pool, { country: 'BE' });
    await harness.db.pool.query(`UPDATE agencies SET sms_countries = '{LU}' WHERE id = $1`, [agency.id]);

    const answers = await claimAll(await queued(agency.id, ['+352621123456', '+447911123456', '+32470123456']));

    expect(answers.map((answer) => answer.kind)).toEqual(['claimed', 'refused', 'claimed']);
  });

  it('keeps a smaller daily pool for numbers the agency never wrote to, leaving known ones their SMS', async () => {
    const agency = await createAgency(harness.db.pool);
    const known = uniquePhone();
    await queued(agency.id, [known], 'delivered');
    const strangers = Array.from({ length: 5 }, () => uniquePhone());

    const answers = await claimAll(await queued(agency.id, [...strangers, known]));

    expect(answers.map((answer) => answer.kind)).toEqual([
      'claimed',
      'claimed',
      'claimed',
      'refused',
      'refused',
      'claimed',
    ]);
    expect(answers[3]).toEqual({ kind: 'refused', reason: expect.stringContaining('3 SMS per agency to numbers') });
    expect(await refusals(agency.id)).toEqual([{ reason: 'new_numbers_quota', refused: 2 }]);
  });

  it('alerts the agency and ops once when refusals pile up', async () => {
    const agency = await createAgency(harness.db.pool);
    const satellite = (i: number) => `+88161234567${i}`;

    await claimAll(await queued(agency.id, [1, 2, 3].map(satellite)));
    const before = await harness.db.pool.query(`SELECT 1 FROM audit_log WHERE agency_id = $1`, [agency.id]);
    await claimAll(await queued(agency.id, [4, 5, 6].map(satellite)));

    const { rows } = await harness.db.pool.query(`SELECT action, details FROM audit_log WHERE agency_id = $1`, [
      agency.id,
    ]);
    expect(before.rowCount).toBe(0);
    expect(rows).toEqual([
      { action: 'sms.refusals_alert', details: { last24h: 4, byReason: { country_not_allowed: 4 } } },
    ]);
  });
});
