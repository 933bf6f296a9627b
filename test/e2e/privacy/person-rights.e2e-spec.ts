import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createAgency, createUser, signIn } from '../../support/factories';
import { sentEmail, tokenIn } from '../../support/mailbox';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import type { TwilioPeer } from '../../support/twilio-peer';
import { twilioEnv } from '../sms/sms-fixtures';
import { bookPublic, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

async function signaturePng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="black" stroke-width="4" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// The rights of a person who booked without an account, end to end: claim by e-mail, export everything,
// erase everything; then every table, the stored files and the logs are searched for what identified them.
describe('rights of a person who booked without an account', () => {
  let stack: Stack;
  let storageDir: string;
  let twilio: TwilioPeer;
  const tag = `Zq${randomBytes(4).toString('hex')}`;
  const person = {
    firstName: `Prenom${tag}`,
    lastName: `Nom${tag}`,
    email: `${tag.toLowerCase()}@example.test`,
    // A number of its own that is a valid French mobile (06 12 …; not every 06 prefix is allotted, and the booking
    // refuses a number that is not): nobody else's row may match it.
    phone: `+33612${String(parseInt(tag.slice(2), 16) % 1_000_000).padStart(6, '0')}`,
  };

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'creneau-rights-'));
    // Twilio's stand-in sends the booking's SMS and is asked to redact its copies after the erasure.
    const { peer, env } = await twilioEnv();
    twilio = peer;
    stack = await startStack({ workers: 1, env: { ...env, STORAGE_DIR: storageDir, LOG_LEVEL: 'info' } });
  });

  afterAll(async () => {
    await stack?.stop();
    await twilio?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  /** Rows of every table whose text holds the name, the address or the number. */
  async function rowsNamingThePerson(): Promise<{ table: string; row: string }[]> {
    const { rows: tables } = await stack.db.pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const needles = [tag.toLowerCase(), person.phone.slice(3)];
    const found: { table: string; row: string }[] = [];
    for (const { name } of tables) {
      const { rows } = await stack.db.pool.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
      for (const { row } of rows) {
        if (needles.some((needle) => row.toLowerCase().includes(needle))) found.push({ table: name, row });
      }
    }
    return found;
  }

  it('claims by magic link, exports the visit, voucher, SMS reply and sessions, then erases all of it', async () => {
    const agencyId = (await createAgency(stack.db.pool)).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const pro = await signIn(stack.baseUrl, agent);
    const listingId = await createBookableListing(stack.db.pool, agencyId, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const visitId = (
      await bookPublic(
        stack.baseUrl,
        listingId,
        { startsAt: slot.startsAt, contact: person },
        `rights-${Date.now()}`,
      ).expect(201)
    ).body.id as string;
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes' WHERE id = $1`,
      [visitId],
    );
    await pro.agent
      .post(`/api/visits/${visitId}/voucher`)
      .set('X-CSRF-Token', pro.csrf)
      .send({ signerName: `${person.firstName} ${person.lastName}`, signature: await signaturePng() })
      .expect(201);
    // An SMS reply as the Twilio webhook stores it.
    const replySid = `SM${randomBytes(16).toString('hex')}`;
    await stack.db.pool.query(
      `INSERT INTO inbound_sms (message_sid, from_number, to_number, body, kind) VALUES ($1, $2, '+33700000000', $3, 'reply')`,
      [replySid, person.phone, `OUI c'est ${person.firstName}`],
    );
    const sentToPerson = await waitFor(async () => {
      const sids = twilio.acceptedFor(person.phone).map((sms) => sms.sid);
      return sids.length > 0 ? sids : null;
    }, 'the booking SMS at Twilio');
    const [{ storage_key: voucherKey }] = (
      await stack.db.pool.query<{ storage_key: string }>('SELECT storage_key FROM visit_vouchers WHERE visit_id = $1', [
        visitId,
      ])
    ).rows;

    // No account yet: the magic link makes one, owning nothing until the link is followed.
    const visitor = request.agent(stack.baseUrl);
    await visitor.post('/api/auth/magic-links').send({ email: person.email }).expect(202);
    const token = tokenIn(await sentEmail(stack.db.pool, person.email, 'magic_link'));
    const session = await visitor.post('/api/auth/magic-links/consume').send({ token }).expect(200);
    const exported = (await visitor.get('/api/visitor/account/export').expect(200)).body;

    expect(session.body.user).toMatchObject({ authType: 'visitor', firstName: person.firstName });
    expect(exported.visits.map((v: { id: string }) => v.id)).toEqual([visitId]);
    expect(exported.vouchers).toEqual([
      expect.objectContaining({
        visitId,
        signerName: `${person.firstName} ${person.lastName}`,
        pdfBase64: expect.any(String),
      }),
    ]);
    expect(Buffer.from(exported.vouchers[0].pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(exported.smsReplies).toEqual([expect.objectContaining({ body: `OUI c'est ${person.firstName}` })]);
    expect(exported.sessions).toHaveLength(1);
    expect(exported.messagesToAgents.length).toBeGreaterThan(0);

    await visitor
      .post('/api/visitor/account/delete')
      .set('X-CSRF-Token', session.body.csrfToken)
      .send({ confirmEmail: person.email })
      .expect(204);

    // Twilio is asked to empty its copies: the SMS sent to the person and the reply received from them.
    await waitFor(
      async () => [...sentToPerson, replySid].every((sid) => twilio.redacted.includes(sid)),
      "Twilio's redactions",
    );
    // Nothing identifying is left in any table (the STOP list would be kept, by law: none was sent here).
    expect(await rowsNamingThePerson()).toEqual([]);
    // The signed voucher's file is gone from the storage, and no stored file names the person.
    expect(filesUnder(storageDir).filter((file) => file.includes(voucherKey))).toEqual([]);
    for (const file of filesUnder(storageDir)) expect(readFileSync(file).toString('latin1')).not.toContain(tag);
    // The logs never held the name, the address or the number.
    const logs = [stack.api.output(), ...stack.workers.map((worker) => worker.output())].join('\n').toLowerCase();
    expect({ tag: logs.includes(tag.toLowerCase()), phone: logs.includes(person.phone.slice(3)) }).toEqual({
      tag: false,
      phone: false,
    });
  });
});
