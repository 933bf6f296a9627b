import { ABANDONED_CLAIM } from '@creneau/contracts';
import { EmailClaims } from '../../../workers/src/notifications/email-claims';
import { databaseHarness } from '../../support/database';
import { createAgency } from '../../support/factories';

// The SendEmail worker's claim and sent mark, on the data source's own pool (bareQueries): every outcome of
// a claim, grouped as the worker groups them under load, and what the mark leaves behind.
describe("the e-mail claims, each outcome of a worker's batch", () => {
  const harness = databaseHarness(2);

  async function email(
    status: string,
    { agencyId = null, purpose = 'visit_booked' }: { agencyId?: string | null; purpose?: string } = {},
  ): Promise<string> {
    const { rows } = await harness.db.pool.query<{ id: string }>(
      `INSERT INTO messages (agency_id, channel, recipient, purpose, language, subject, body_text, status)
       VALUES ($1, 'email', 'camille@example.fr', $2, 'fr', 'Votre visite', 'Lien : [redacted]', $3) RETURNING id`,
      [agencyId, purpose, status],
    );
    return rows[0].id;
  }

  const row = async (id: string) =>
    (
      await harness.db.pool.query<{
        status: string;
        error: string | null;
        attempts: number;
        provider_id: string | null;
      }>('SELECT status, error, attempts, provider_id FROM messages WHERE id = $1', [id])
    ).rows[0];

  it('claims the queued, skips the sent and fails the one a dead worker left sending', async () => {
    const agency = await createAgency(harness.db.pool, { name: 'Agence du Marais' });
    const queued = await email('queued', { agencyId: agency.id });
    const sent = await email('sent', { agencyId: agency.id });
    const leftSending = await email('sending', { agencyId: agency.id });
    const claims = new EmailClaims(harness.dataSource);

    // Called in the same tick, as a worker's jobs started together: grouped into the claim's statements.
    const outcomes = await Promise.all([queued, sent, leftSending].map((id) => claims.claim(id)));

    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['claimed', 'skipped', 'abandoned']);
    expect(outcomes[0]).toMatchObject({
      email: { recipient: 'camille@example.fr', subject: 'Votre visite', sender_name: 'Agence du Marais' },
    });
    expect(await row(queued)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await row(sent)).toMatchObject({ status: 'sent', attempts: 0 });
    // Never sent again: its provider may have taken it before the worker died.
    expect(await row(leftSending)).toMatchObject({ status: 'failed', error: ABANDONED_CLAIM });
  });

  it("sends a sign-in e-mail's usable copy under the product's name, and forgets the copy once sent", async () => {
    const agency = await createAgency(harness.db.pool);
    const id = await email('queued', { agencyId: agency.id, purpose: 'magic_link' });
    await harness.db.pool.query(
      `INSERT INTO message_secrets (message_id, body_text) VALUES ($1, 'Lien : https://creneau.example/m/secret')`,
      [id],
    );
    const claims = new EmailClaims(harness.dataSource);

    const claim = await claims.claim(id);
    expect(claim).toMatchObject({
      kind: 'claimed',
      email: { body_text: 'Lien : https://creneau.example/m/secret', sender_name: null },
    });
    await claims.markSent(id, 'smtp', 'smtp-42');

    expect(await row(id)).toMatchObject({ status: 'sent', provider_id: 'smtp-42', error: null });
    const { rows } = await harness.db.pool.query('SELECT 1 FROM message_secrets WHERE message_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});
