import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '@creneau/server';
import { ApplyRetentionHandler } from '../../../workers/src/maintenance/apply-retention.handler';
import { insertListing, insertVisit } from '../back-office/back-office-fixtures';
import { databaseHarness } from '../../support/database';
import { createAgency, createUser } from '../../support/factories';
import { uniquePhone } from '../../support/twilio-peer';

// Each kind of personal data at its limit as the privacy policy states it: a day past it goes, a day
// short of it stays, and a second run changes nothing.
describe('retention jobs', () => {
  const harness = databaseHarness(2);
  const storageDir = mkdtempSync(join(tmpdir(), 'creneau-retention-'));
  const storage = new LocalDiskStorage(storageDir);
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));
  const config = { RENTAL_FILE_INACTIVE_MONTHS: 24 };
  const run = () =>
    new ApplyRetentionHandler(harness.dataSource, config as never, { info: jest.fn() } as never, storage).handle();
  const query = <T extends object>(sql: string, params: unknown[] = []) =>
    harness.db.pool.query<T>(sql, params).then((result) => result.rows);
  const monthsAgo = (months: number, days: number) =>
    `now() - interval '${months} months' ${days >= 0 ? '-' : '+'} interval '${Math.abs(days)} days'`;

  it('deletes sessions ended 12 months ago and the audit log older than 12 months, keeps the younger', async () => {
    const user = await createUser(harness.db.pool, { authType: 'visitor' });
    const [past, kept] = await query<{ id: string }>(
      `INSERT INTO sessions (user_id, token_hash, csrf_token, expires_at)
       VALUES ($1, decode(md5(random()::text), 'hex'), 'c', ${monthsAgo(12, 1)}), ($1, decode(md5(random()::text), 'hex'), 'c', ${monthsAgo(12, -1)})
       RETURNING id`,
      [user.id],
    );
    const [oldEntry, youngEntry] = await query<{ id: string }>(
      `INSERT INTO audit_log (action, actor_user_id, at) VALUES ('auth.sign_in', $1, ${monthsAgo(12, 1)}),
              ('auth.sign_in', $1, ${monthsAgo(12, -1)}) RETURNING id`,
      [user.id],
    );

    await run();
    await run();

    expect(await query('SELECT id FROM sessions WHERE id = ANY($1::uuid[])', [[past.id, kept.id]])).toEqual([
      { id: kept.id },
    ]);
    expect(
      await query('SELECT id FROM audit_log WHERE id = ANY($1::bigint[])', [[oldEntry.id, youngEntry.id]]),
    ).toEqual([{ id: youngEntry.id }]);
  });

  it('erases visitor accounts 3 years without a sign-in, never an agent, and keeps one that signed in since', async () => {
    const idle = await createUser(harness.db.pool, { authType: 'visitor' });
    const returning = await createUser(harness.db.pool, { authType: 'visitor' });
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    await query(`UPDATE users SET created_at = ${monthsAgo(36, 1)} WHERE id = ANY($1::uuid[])`, [
      [idle.id, returning.id, agent.id],
    ]);
    await query(`UPDATE users SET last_signed_in_at = ${monthsAgo(36, -1)} WHERE id = $1`, [returning.id]);

    await run();

    const left = await query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::uuid[]) ORDER BY id', [
      [idle.id, returning.id, agent.id],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([returning.id, agent.id].sort());
  });

  it("deletes SMS replies after 36 months and messages after the agency's setting, never one still to send", async () => {
    const phone = uniquePhone();
    const [oldReply, youngReply] = await query<{ id: string }>(
      `INSERT INTO inbound_sms (message_sid, from_number, to_number, body, kind, received_at)
       VALUES (gen_random_uuid()::text, $1, '+33700000000', 'OUI', 'reply', ${monthsAgo(36, 1)}),
              (gen_random_uuid()::text, $1, '+33700000000', 'OUI', 'reply', ${monthsAgo(36, -1)}) RETURNING id`,
      [phone],
    );
    const agency = await createAgency(harness.db.pool);
    await query('INSERT INTO agency_privacy (agency_id, messages_retention_months) VALUES ($1, 12)', [agency.id]);
    const messages = await query<{ id: string; body_text: string }>(
      `INSERT INTO messages (agency_id, channel, recipient, purpose, language, body_text, status, created_at)
       VALUES ($1, 'sms', $2, 'visit_reminder', 'fr', 'past', 'sent', ${monthsAgo(12, 1)}),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'young', 'sent', ${monthsAgo(12, -1)}),
              ($1, 'sms', $2, 'visit_reminder', 'fr', 'waiting', 'queued', ${monthsAgo(12, 1)})
       RETURNING id, body_text`,
      [agency.id, phone],
    );

    await run();
    await run();

    expect(
      await query('SELECT id FROM inbound_sms WHERE id = ANY($1::uuid[])', [[oldReply.id, youngReply.id]]),
    ).toEqual([{ id: youngReply.id }]);
    const left = await query<{ body_text: string }>(
      'SELECT body_text FROM messages WHERE id = ANY($1::uuid[]) ORDER BY body_text',
      [messages.map((m) => m.id)],
    );
    expect(left.map((row) => row.body_text)).toEqual(['waiting', 'young']);
  });

  it("anonymises candidates whose last contact is older than the agency's visits retention", async () => {
    const agency = await createAgency(harness.db.pool);
    await query('INSERT INTO agency_privacy (agency_id, visits_retention_months) VALUES ($1, 24)', [agency.id]);
    const [past, recent] = await query<{ id: string }>(
      `INSERT INTO candidates (agency_id, email, first_name, last_name, phone, language, updated_at)
       VALUES ($1, 'past@example.test', 'Ancien', 'Contact', '+33611111111', 'fr', ${monthsAgo(24, 1)}),
              ($1, 'recent@example.test', 'Recent', 'Contact', '+33622222222', 'fr', ${monthsAgo(24, -1)})
       RETURNING id`,
      [agency.id],
    );

    await run();
    await run();

    const rows = await query<{ id: string; first_name: string; anonymised: boolean }>(
      `SELECT id, first_name, anonymised_at IS NOT NULL AS anonymised FROM candidates WHERE id = ANY($1::uuid[])`,
      [[past.id, recent.id]],
    );
    expect(rows).toEqual(expect.arrayContaining([{ id: recent.id, first_name: 'Recent', anonymised: false }]));
    expect(rows.find((row) => row.id === past.id)).toBeUndefined();
  });

  it('deletes proofs of cookie choices after 13 months', async () => {
    const [old, young] = await query<{ id: string }>(
      `INSERT INTO consent_proofs (id, choices, text_version, created_at)
       VALUES (gen_random_uuid(), '{recaptcha}', '2026-11-26:essential', ${monthsAgo(13, 1)}),
              (gen_random_uuid(), '{recaptcha}', '2026-11-26:essential', ${monthsAgo(13, -1)}) RETURNING id`,
    );

    await run();

    expect(await query('SELECT id FROM consent_proofs WHERE id = ANY($1::uuid[])', [[old.id, young.id]])).toEqual([
      { id: young.id },
    ]);
  });

  it('deletes portal messages that made no candidate after 3 months, keeps a younger one and one that made a candidate', async () => {
    const agency = await createAgency(harness.db.pool);
    const [candidate] = await query<{ id: string }>(
      `INSERT INTO candidates (agency_id, email, first_name, last_name, language, source)
       VALUES ($1, 'lead@example.test', 'Léa', 'Portail', 'fr', 'portal') RETURNING id`,
      [agency.id],
    );
    const [old, young, linked] = await query<{ id: string }>(
      `INSERT INTO inbound_emails (agency_id, recipient, sender, message_id, raw, size, status, candidate_id, received_at)
       VALUES ($1, 'a@leads.test', 'x@seloger.com', gen_random_uuid()::text, '\\x00', 1, 'unparsed', NULL, ${monthsAgo(3, 1)}),
              ($1, 'a@leads.test', 'x@seloger.com', gen_random_uuid()::text, '\\x00', 1, 'ignored', NULL, ${monthsAgo(3, -1)}),
              ($1, 'a@leads.test', 'x@seloger.com', gen_random_uuid()::text, '\\x00', 1, 'parsed', $2, ${monthsAgo(12, 0)})
       RETURNING id`,
      [agency.id, candidate.id],
    );

    await run();
    await run();

    const left = await query<{ id: string }>('SELECT id FROM inbound_emails WHERE id = ANY($1::uuid[])', [
      [old.id, young.id, linked.id],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([young.id, linked.id].sort());
  });

  it("deletes a signed bon de visite's PDF and name with its visit's data, and keeps a younger one", async () => {
    const agency = await createAgency(harness.db.pool);
    const agent = await createUser(harness.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await insertListing(harness.db.pool, agency.id, agent.id);
    const ids = { agencyId: agency.id, agentId: agent.id, listingId };
    // 36 months, the default: the visits ended a day past it and a day short of it.
    const hours = (months: number, days: number) => -Math.round((months * 30.44 + days) * 24);
    const pastVisit = await insertVisit(harness.db.pool, ids, hours(36, 3));
    const keptVisit = await insertVisit(harness.db.pool, ids, hours(36, -3));
    await query(
      `UPDATE candidates SET updated_at = now() - interval '40 months'
        WHERE id IN (SELECT candidate_id FROM visits WHERE id = ANY($1::uuid[]))`,
      [[pastVisit, keptVisit]],
    );
    for (const visitId of [pastVisit, keptVisit]) {
      const key = `visit-vouchers/${visitId}.pdf`;
      await storage.put(key, Buffer.from('%PDF-1.7 signed by Camille'));
      await query(
        `INSERT INTO visit_vouchers (visit_id, agency_id, signer_name, storage_key, size_bytes)
         VALUES ($1, $2, 'Camille Signataire', $3, 26)`,
        [visitId, agency.id, key],
      );
    }

    await run();
    await run();

    const vouchers = await query<{ visit_id: string; signer_name: string; storage_key: string }>(
      'SELECT visit_id, signer_name, storage_key FROM visit_vouchers WHERE visit_id = ANY($1::uuid[])',
      [[pastVisit, keptVisit]],
    );
    expect(vouchers).toEqual(
      expect.arrayContaining([
        { visit_id: pastVisit, signer_name: '-', storage_key: '' },
        { visit_id: keptVisit, signer_name: 'Camille Signataire', storage_key: `visit-vouchers/${keptVisit}.pdf` },
      ]),
    );
    expect({
      past: existsSync(join(storageDir, `visit-vouchers/${pastVisit}.pdf`)),
      kept: existsSync(join(storageDir, `visit-vouchers/${keptVisit}.pdf`)),
    }).toEqual({ past: false, kept: true });
  });
});
