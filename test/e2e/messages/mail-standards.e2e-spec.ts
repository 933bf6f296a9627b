import { simpleParser, type ParsedMail } from 'mailparser';
import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { parseInvitation } from '../../support/ical';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

/**
 * Issue 31: what leaves is what clients read. Each e-mail is taken from the development outbox as raw
 * MIME (the ops .eml download, built by nodemailer like an SMTP send), parsed with mailparser, and its
 * invitation with ical.js.
 */
describe('mail a calendar and a mail client understand', () => {
  let stack: Stack;
  let ops: SignedIn;
  let realtor: SignedIn;
  let agentEmail: string;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    const agency = await createAgency(stack.db.pool, { name: 'Agence Norme' });
    await stack.db.pool.query(`UPDATE agencies SET email = 'contact@norme.example' WHERE id = $1`, [agency.id]);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    agentEmail = agent.email;
    realtor = await signIn(stack.baseUrl, agent);
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
    listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** The e-mail of a purpose about a visit, once sent to the development outbox, as raw MIME parsed. */
  async function emailOf(visitId: string, purpose: string): Promise<{ id: string; mail: ParsedMail; raw: string }> {
    const id = await waitFor(async () => {
      const { rows } = await stack.db.pool.query(
        `SELECT id FROM messages WHERE visit_id = $1 AND purpose = $2 AND channel = 'email' AND status = 'sent'`,
        [visitId, purpose],
      );
      return rows[0]?.id as string | undefined;
    }, `the ${purpose} e-mail`);
    return { id, ...(await eml(id)) };
  }

  async function eml(id: string): Promise<{ mail: ParsedMail; raw: string }> {
    const response = await ops.agent
      .get(`/api/ops/messages/${id}/eml`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('message/rfc822');
    const raw = (response.body as Buffer).toString();
    return { mail: await simpleParser(raw), raw };
  }

  /** The invitation mail clients act on: the text/calendar alternative with its iTIP method. */
  function invitationOf(mail: ParsedMail) {
    const part = mail.attachments.find((file) => file.contentType === 'text/calendar');
    if (!part) throw new Error('no text/calendar part');
    const method = (part.headers.get('content-type') as { params: { method?: string } }).params.method;
    const file = mail.attachments.find((f) => f.filename === 'visite.ics');
    return { method, event: parseInvitation(part.content.toString()), file: file?.content.toString() };
  }

  it('books, moves and cancels one visit as one invitation: REQUEST 0, REQUEST 1, CANCEL 2', async () => {
    const [slot, , , target] = await offeredSlots(stack.baseUrl, listingId, 2);
    const visitor = contact(`Itip${Date.now()}`);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: visitor },
      `itip-${Date.now()}`,
    );
    expect([booked.status, booked.body]).toEqual([201, expect.objectContaining({ id: expect.any(String) })]);
    const visitId: string = booked.body.id;

    const booking = await emailOf(visitId, 'visit_booked');
    const moved = await realtor.agent
      .post(`/api/visits/${visitId}/reschedule`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ startsAt: target.startsAt })
      .expect(201);
    const move = await emailOf(moved.body.id, 'visit_booked');
    await realtor.agent
      .post(`/api/visits/${moved.body.id}/cancel`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ reason: 'Bien loué' })
      .expect(200);
    const cancellation = await emailOf(moved.body.id, 'visit_cancelled_candidate');

    const uid = `visit-${visitId}@creneau`;
    const organizer = `mailto:${agentEmail}`;
    const attendee = `mailto:${visitor.email}`;
    const first = invitationOf(booking.mail);
    expect(first.method).toBe('REQUEST');
    expect(first.event).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      status: 'TENTATIVE',
      start: new Date(slot.startsAt).toISOString(),
      organizer,
      attendee: { address: attendee, partstat: 'NEEDS-ACTION', rsvp: 'TRUE' },
    });
    // The attached file is the same invitation, for clients that only show attachments.
    expect(parseInvitation(first.file ?? '')).toEqual(first.event);
    const second = invitationOf(move.mail);
    expect(second.event).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      status: 'TENTATIVE',
      start: new Date(target.startsAt).toISOString(),
      organizer,
      attendee: { address: attendee },
    });
    const third = invitationOf(cancellation.mail);
    expect(third.method).toBe('CANCEL');
    expect(third.event).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED', organizer });
    // The visitor's own download says what the e-mail said.
    const { rows } = await stack.db.pool.query('SELECT calendar_token FROM visits WHERE id = $1', [moved.body.id]);
    const download = await request(stack.baseUrl)
      .get(`/api/public/visits/${moved.body.id}/ics`)
      .query({ token: rows[0].calendar_token })
      .expect(200);
    expect(parseInvitation(download.text)).toMatchObject({ uid, sequence: 2, status: 'CANCELLED', organizer });

    for (const { mail } of [booking, move, cancellation]) {
      expect(mail.replyTo?.value).toEqual([{ name: 'Test User', address: agentEmail }]);
      expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/i);
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
    }
    // The agent's notice: a reply goes to the agency's own address.
    const notice = await emailOf(visitId, 'visit_booked_agent');
    expect(notice.mail.replyTo?.value).toEqual([{ name: 'Agence Norme', address: 'contact@norme.example' }]);
  });

  it("unsubscribes the owner from one listing's weekly report in one click, and only from it", async () => {
    const owner = `owner-${Date.now()}@example.test`;
    const other = await createBookableListing(stack.db.pool, (await agencyOf(listingId)) as string, await agentOf());
    // A report goes after a week with a visit: each listing books one.
    for (const id of [listingId, other]) {
      const [slot] = await offeredSlots(stack.baseUrl, id, 5);
      await bookPublic(
        stack.baseUrl,
        id,
        { startsAt: slot.startsAt, contact: contact(`Report${id.slice(0, 8)}`) },
        `report-${id}`,
      ).expect(201);
    }
    await stack.db.pool.query(
      `UPDATE listings SET owner_email = $2, owner_language = 'nl', owner_name = 'Jan' WHERE id = ANY($1::uuid[])`,
      [[listingId, other], owner],
    );
    const reports = async () =>
      (
        await stack.db.pool.query(
          `SELECT id, status, claim_key FROM messages WHERE purpose = 'owner_weekly_report' AND recipient = $1
            ORDER BY created_at`,
          [owner],
        )
      ).rows;
    const runReports = async () => {
      const run = await stack.queue('reminders').add('SendOwnerReports', {});
      await waitFor(async () => (await run.getState()) === 'completed', 'the weekly reports');
    };

    await runReports();
    const first = await waitFor(async () => {
      const rows = await reports();
      return rows.length === 2 && rows.every((row) => row.status === 'sent') ? rows : null;
    }, 'two reports sent');
    const ofListing = first.find((row) => String(row.claim_key).includes(listingId));
    const { mail, raw } = await eml(ofListing.id);
    // RFC 2369 and RFC 8058 as mailparser reads them (List-Unsubscribe and List-Unsubscribe-Post).
    const list = mail.headers.get('list') as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } };
    const url = list.unsubscribe?.url ?? '';

    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(url).toMatch(/\/api\/public\/owner-reports\/unsubscribe\?token=/);
    expect(url).not.toContain(owner);
    expect(mail.html).toMatch(/<html lang="nl">/);
    // The same link is in the body, for a person who looks for it there.
    expect(mail.text).toContain(`Dit rapport niet meer ontvangen: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.replyTo?.value).toEqual([{ name: 'Agence Norme', address: 'contact@norme.example' }]);
    const path = new URL(url).pathname + new URL(url).search;
    const token = new URL(url).searchParams.get('token') ?? '';
    // Opened in a browser (or by a mail scanner), it only leads to the page that asks.
    const opened = await request(stack.baseUrl).get(path).expect(303);
    expect(opened.headers.location).toBe(`/unsubscribe/owner-report?token=${encodeURIComponent(token)}`);
    const forged = [
      token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      token.replace(listingId, other),
      'not-a-token',
    ];
    for (const bad of forged) {
      const refused = await request(stack.baseUrl)
        .post('/api/public/owner-reports/unsubscribe')
        .query({ token: bad })
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect([refused.status, refused.body.code]).toEqual([400, 'TOKEN_INVALID']);
    }
    expect((await stack.db.pool.query('SELECT 1 FROM owner_report_opt_outs')).rowCount).toBe(0);
    // The mail client's one-click POST (RFC 8058), twice: once is enough, twice changes nothing.
    for (let i = 0; i < 2; i++) {
      await request(stack.baseUrl)
        .post(path)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200)
        .expect((response) => expect(response.body).toEqual({ reference: expect.stringMatching(/^V-/) }));
    }

    // Next week's run (the week's claim keys freed): the other listing's report still goes, not this one.
    await stack.db.pool.query(`UPDATE messages SET claim_key = NULL WHERE recipient = $1`, [owner]);
    await runReports();
    const after = await waitFor(async () => {
      const rows = await reports();
      return rows.length >= 3 ? rows : null;
    }, 'the next reports');
    expect(after.filter((row) => String(row.claim_key).includes(listingId))).toHaveLength(0);
    expect(after.filter((row) => String(row.claim_key).includes(other))).toHaveLength(1);
  });

  it('lets only ops download an e-mail as .eml, and only from the development outbox', async () => {
    const admin = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, {
        authType: 'realtor',
        agencyId: await agencyOf(listingId),
        role: 'agency_admin',
      }),
    );
    const [message] = (
      await stack.db.pool.query(
        `SELECT id FROM messages WHERE channel = 'email' AND provider = 'dev-outbox' ORDER BY created_at LIMIT 1`,
      )
    ).rows;
    await stack.db.pool.query(`UPDATE messages SET provider = 'smtp' WHERE id = $1`, [message.id]);

    await admin.agent.get(`/api/ops/messages/${message.id}/eml`).expect(403);
    await request(stack.baseUrl).get(`/api/ops/messages/${message.id}/eml`).expect(401);
    await ops.agent.get(`/api/ops/messages/${message.id}/eml`).expect(404);
    await ops.agent.get(`/api/ops/messages/not-an-id/eml`).expect(400);
  });

  async function agencyOf(id: string): Promise<string | undefined> {
    return (await stack.db.pool.query('SELECT agency_id FROM listings WHERE id = $1', [id])).rows[0]?.agency_id;
  }

  async function agentOf(): Promise<string> {
    return (await stack.db.pool.query('SELECT agent_id FROM listings WHERE id = $1', [listingId])).rows[0].agent_id;
  }
});
