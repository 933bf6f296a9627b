import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Client } from 'pg';
import { openEventStream } from '../../support/event-stream';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { freePort, waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';

const SAMPLES = join(__dirname, '../../../workers/src/leads/parsers/samples');
const DOMAIN = 'leads.example.test';
const MAX_BYTES = 300_000;
const FLOOD_LIMIT = 40;

/**
 * Portal lead e-mails through a real SMTP conversation (nodemailer to the workers' inbound server): each
 * portal's message becomes a portal candidate of the agency and its prospect is sent a booking link by
 * e-mail and SMS; hostile messages are refused at the door or kept for a person, and never answered.
 */
describe('portal lead e-mails', () => {
  let stack: Stack;
  let admin: SignedIn;
  let cookie: string;
  let agencyId: string;
  let address: string;
  let smtpPort: number;
  const listings = new Map<string, string>();

  beforeAll(async () => {
    smtpPort = await freePort();
    stack = await startStack({
      workers: 1,
      env: {
        LEADS_SMTP_PORT: String(smtpPort),
        LEADS_SMTP_HOST: '127.0.0.1',
        LEADS_DOMAIN: DOMAIN,
        LEADS_SMTP_MAX_BYTES: String(MAX_BYTES),
        LEADS_PER_SENDER_PER_HOUR: String(FLOOD_LIMIT),
      },
    });
    agencyId = (await createAgency(stack.db.pool, { name: 'Agence des Portails' })).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    admin = await signIn(stack.baseUrl, user);
    const jar = (admin.agent as unknown as { jar: { getCookies(a: object): { toValueString(): string }[] } }).jar;
    cookie = jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => c.toValueString())
      .join('; ');
    for (const reference of ['PAR-1042', 'LYO-77', 'NTE-310', 'MRS-08', 'LIL-2', 'BXL-204', 'GNT-15']) {
      const { rows } = await stack.db.pool.query<{ id: string }>(
        `INSERT INTO listings (agency_id, reference, transaction, property_type, status, title)
         VALUES ($1, $2, 'rent', 'apartment', 'active', $3) RETURNING id`,
        [
          agencyId,
          reference,
          { fr: `Appartement ${reference}`, nl: `Appartement ${reference}`, en: `Flat ${reference}` },
        ],
      );
      listings.set(reference, rows[0].id);
    }
    const addresses = await admin.agent.get('/api/inbound-addresses').expect(200);
    address = addresses.body.mine.address;
    await waitFor(async () => {
      try {
        await transport().verify();
        return true;
      } catch {
        return false;
      }
    }, 'the inbound SMTP server to listen');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const transport = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, logger: false });

  /** A sample as the portal would send it to our address, with a Message-ID of its own. */
  const sample = (file: string, id = `${file}-${Date.now()}-${Math.random()}`) =>
    readFileSync(join(SAMPLES, file), 'utf8')
      .replace(/^To: .*$/m, `To: ${address}`)
      .replace(/^Message-ID: .*$/m, `Message-ID: <${id}@portal.test>`);

  const send = (raw: string, from = 'leads@portal.test', to = address) =>
    transport().sendMail({ envelope: { from, to: [to] }, raw });

  const inbound = async (messageId: string) => {
    const read = () =>
      stack.db.pool.query(
        `SELECT id, status, portal, problem, candidate_id, listing_id, link_sent, spf, dkim FROM inbound_emails
          WHERE message_id = $1`,
        [`${messageId}@portal.test`],
      );
    await waitFor(
      async () => (await read()).rows[0]?.status !== undefined && (await read()).rows[0].status !== 'received',
      `${messageId} read`,
    );
    return (await read()).rows[0];
  };

  it('gives each agent and the agency a stable address on the leads domain', async () => {
    const first = await admin.agent.get('/api/inbound-addresses').expect(200);
    const again = await admin.agent.get('/api/inbound-addresses').expect(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.domain).toBe(DOMAIN);
    expect(first.body.mine.address).toMatch(new RegExp(`^[a-z0-9.-]+@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(first.body.agency.address).toMatch(new RegExp(`@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(first.body.agency.address).not.toBe(first.body.mine.address);
  });

  it.each([
    ['seloger.eml', 'seloger', 'PAR-1042', 'marie.dupont@example.fr', '+33612345678', 'fr'],
    ['leboncoin.eml', 'leboncoin', 'LYO-77', 'thomas.bernard@example.com', '+33781223344', 'fr'],
    ['bienici.eml', 'bienici', 'NTE-310', 'sophie.leroy@example.org', null, 'fr'],
    ['logic-immo.eml', 'logic_immo', 'MRS-08', 'julien.moreau@example.net', null, 'fr'],
    ['pap.eml', 'pap', 'LIL-2', 'chloe.petit@example.fr', '+33698765432', 'fr'],
    ['immoweb.eml', 'immoweb', 'BXL-204', 'pieter.janssens@example.be', '+32470123456', 'nl'],
    ['zimmo.eml', 'zimmo', 'GNT-15', 'lotte.peeters@example.be', '+32486554433', 'nl'],
  ] as const)(
    'turns a %s lead into a portal candidate and a booking link',
    async (file, portal, reference, email, mobile, language) => {
      const id = `${portal}-${Date.now()}`;
      await send(sample(file, id));
      const row = await inbound(id);
      expect(row).toMatchObject({ status: 'parsed', portal, listing_id: listings.get(reference), link_sent: true });
      const { rows: candidates } = await stack.db.pool.query(
        'SELECT email, source, listing_id, language FROM candidates WHERE id = $1',
        [row.candidate_id],
      );
      expect(candidates[0]).toMatchObject({ email, source: 'portal', listing_id: listings.get(reference), language });
      const { rows: messages } = await stack.db.pool.query<{ channel: string; recipient: string; body_text: string }>(
        `SELECT channel, recipient, body_text FROM messages WHERE purpose = 'portal_lead_link' AND claim_key LIKE $1 ORDER BY channel`,
        [`%${row.candidate_id}%`],
      );
      expect(messages.map((m) => m.channel)).toEqual(mobile ? ['email', 'sms'] : ['email']);
      expect(messages[0].recipient).toBe(email);
      if (mobile) expect(messages[1].recipient).toBe(mobile);
      const code = /\/c\/([A-Za-z0-9]{12})/.exec(messages[0].body_text)?.[1];
      expect(code).toBeDefined();
      const opened = await fetch(`${stack.baseUrl}/c/${code}`, { redirect: 'manual' });
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(
        `/book/${listings.get(reference)}?utm_source=${portal}&utm_medium=email`,
      );
    },
  );

  it("relays a lead's rows without a NOTIFY: the workers wake their own relay", async () => {
    const listener = new Client({ connectionString: stack.db.url });
    listener.on('error', () => undefined);
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (notification) => notified.push(notification.channel));
    await listener.query('LISTEN outbox');
    try {
      const id = `quiet-${Date.now()}`;
      await send(sample('seloger.eml', id).replace(/marie\.dupont@/g, 'marie.quiet@'));
      const row = await inbound(id);
      expect(row).toMatchObject({ status: 'parsed', link_sent: true });
      // Relayed and sent all the same: the stored message's event, then the link's e-mail and SMS.
      await waitFor(async () => {
        const { rows } = await stack.db.pool.query(
          `SELECT count(*)::int AS n FROM messages WHERE claim_key LIKE $1 AND status = 'sent'`,
          [`%${row.candidate_id}%`],
        );
        return rows[0].n === 2;
      }, 'the booking link sent');
      await listener.query('SELECT 1');
      expect(notified).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  it('sends a prospect who writes again, now with a mobile, the link they were given', async () => {
    const email = `again-${Date.now()}@example.fr`;
    const from = (raw: string) => raw.replace(/marie\.dupont@example\.fr/g, email);
    const first = `again-1-${Date.now()}`;
    await send(from(sample('seloger.eml', first)).replace(/^T=C3=A9l=C3=A9phone : .*\r?\n/m, ''));
    const firstRow = await inbound(first);
    const second = `again-2-${Date.now()}`;
    await send(from(sample('seloger.eml', second)));

    expect(await inbound(second)).toMatchObject({
      status: 'parsed',
      candidate_id: firstRow.candidate_id,
      link_sent: true,
    });
    const { rows: messages } = await stack.db.pool.query<{ channel: string; body_text: string }>(
      `SELECT channel, body_text FROM messages WHERE purpose = 'portal_lead_link' AND claim_key LIKE $1 ORDER BY channel`,
      [`%${firstRow.candidate_id}%`],
    );
    // The e-mail once, from the first message; the SMS from the second, with the same link.
    expect(messages.map((message) => message.channel)).toEqual(['email', 'sms']);
    const [code, smsCode] = messages.map((message) => /\/c\/([A-Za-z0-9]{12})/.exec(message.body_text)?.[1]);
    expect(code).toBeDefined();
    expect(smsCode).toBe(code);
    const { rows: links } = await stack.db.pool.query('SELECT code FROM lead_links WHERE candidate_id = $1', [
      firstRow.candidate_id,
    ]);
    expect(links).toEqual([{ code }]);
  });

  it('records the SPF and DKIM results the relay wrote', async () => {
    const id = `auth-${Date.now()}`;
    await send(sample('immoweb.eml', id).replace('pieter.janssens@', 'pieter.auth@'));
    expect(await inbound(id)).toMatchObject({ spf: 'pass', dkim: 'pass' });
  });

  it('shows the agency the lead live', async () => {
    const stream = await openEventStream(stack.baseUrl, cookie);
    try {
      const id = `live-${Date.now()}`;
      await send(sample('generic.eml', id).replace('emily.clarke@', 'emily.live@'));
      await inbound(id);
      await waitFor(async () => stream.events.some((event) => event.includes('lead.received')), 'the live lead');
      expect(stream.events.find((event) => event.includes('lead.received'))).toContain('Emily Clarke');
    } finally {
      stream.close();
    }
  });

  it('stores the same Message-ID once', async () => {
    const id = `twice-${Date.now()}`;
    await send(sample('seloger.eml', id).replace(/marie\.dupont@/g, 'marie.twice@'));
    await send(sample('seloger.eml', id).replace(/marie\.dupont@/g, 'marie.twice@'));
    await inbound(id);
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM inbound_emails WHERE message_id = $1', [
      `${id}@portal.test`,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('does not ask a prospect who already booked the listing again', async () => {
    const email = `booked-${Date.now()}@example.fr`;
    const listingId = listings.get('PAR-1042')!;
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `INSERT INTO candidates (agency_id, listing_id, email, first_name, last_name, source) VALUES ($1, $2, $3, 'Déjà', 'Venu', 'booking_page') RETURNING id`,
      [agencyId, listingId, email],
    );
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    await stack.db.pool.query(
      `WITH slot AS (INSERT INTO visit_slots (agency_id, agent_id, listing_id, starts_at, ends_at, blocked_until, capacity, seats_taken)
                     VALUES ($1, $2, $3, now() + interval '2 days', now() + interval '2 days 30 minutes', now() + interval '2 days 40 minutes', 1, 1) RETURNING *)
       INSERT INTO visits (agency_id, slot_id, agent_id, listing_id, candidate_id, starts_at, ends_at, source)
       SELECT agency_id, id, agent_id, listing_id, $4, starts_at, ends_at, 'back_office' FROM slot`,
      [agencyId, agent.id, listingId, rows[0].id],
    );
    const id = `booked-${Date.now()}`;
    await send(sample('seloger.eml', id).replace(/marie\.dupont@example\.fr/g, email));
    expect(await inbound(id)).toMatchObject({ status: 'parsed', candidate_id: rows[0].id, link_sent: false });
  });

  it('keeps an unparseable message for a person, who can have it read again', async () => {
    const id = `unparsed-${Date.now()}`;
    await send(sample('unparseable.eml', id));
    const row = await inbound(id);
    expect(row).toMatchObject({ status: 'unparsed', problem: 'no_contact', candidate_id: null });
    const list = await admin.agent.get('/api/inbound-emails').query({ filter: JSON.stringify({ status: 'unparsed' }) });
    expect(list.body.map((item: { id: string }) => item.id)).toContain(row.id);
    const detail = await admin.agent.get(`/api/inbound-emails/${row.id}`).expect(200);
    expect(detail.body.text).toContain('rue Oberkampf');
    // The parser fixed (here: the message completed), a person asks for it to be read again.
    await stack.db.pool.query(`UPDATE inbound_emails SET raw = raw || $2::bytea WHERE id = $1`, [
      row.id,
      Buffer.from('\r\nNom : Jean Voisin\r\nEmail : jean.voisin@example.fr\r\nRef : PAR-1042\r\n'),
    ]);
    await admin.agent.post(`/api/inbound-emails/${row.id}/reparse`).set('X-CSRF-Token', admin.csrf).expect(200);
    await waitFor(async () => {
      const { rows } = await stack.db.pool.query('SELECT status FROM inbound_emails WHERE id = $1', [row.id]);
      return rows[0].status === 'parsed';
    }, 'the message read again');
  });

  it('never answers an automatic reply, so two robots cannot loop', async () => {
    for (const header of ['Auto-Submitted: auto-replied', 'X-Autoreply: yes', 'Precedence: bulk']) {
      const id = `auto-${header.length}-${Date.now()}`;
      await send(
        sample('seloger.eml', id)
          .replace(/^Subject: /m, `${header}\r\nSubject: `)
          .replace(/marie\.dupont@/g, `robot${header.length}@`),
      );
      expect(await inbound(id)).toMatchObject({
        status: 'ignored',
        problem: 'auto_reply',
        candidate_id: null,
        link_sent: false,
      });
    }
  });

  it('keeps a message of malformed MIME without failing', async () => {
    const id = `broken-${Date.now()}`;
    const raw = `From: x@portal.test\r\nTo: ${address}\r\nMessage-ID: <${id}@portal.test>\r\nContent-Type: multipart/mixed; boundary=\r\nContent-Transfer-Encoding: base64\r\n\r\n--\r\n\u0000\u0001%%%not base64==\r\n--`;
    await send(raw);
    expect((await inbound(id)).status).toBe('unparsed');
  });

  it('refuses unknown recipients, other domains and over-size messages at the door', async () => {
    await expect(send(sample('seloger.eml'), 'x@portal.test', `nobody@${DOMAIN}`)).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(send(sample('seloger.eml'), 'x@portal.test', 'someone@elsewhere.test')).rejects.toMatchObject({
      responseCode: 550,
    });
    const huge = sample('seloger.eml', `huge-${Date.now()}`) + '\r\n' + 'A'.repeat(MAX_BYTES + 10_000);
    await expect(send(huge)).rejects.toMatchObject({ responseCode: 552 });
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM inbound_emails WHERE message_id LIKE 'huge-%'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('slows a flooding sender down', async () => {
    const sender = `flood-${Date.now()}@portal.test`;
    await stack.db.pool.query(
      `INSERT INTO inbound_emails (agency_id, recipient, sender, message_id, raw, size, status)
       SELECT $1, $2, $3, 'flood-' || n || '-' || $3, 'x', 1, 'ignored' FROM generate_series(1, $4) n`,
      [agencyId, address, sender, FLOOD_LIMIT],
    );
    await expect(send(sample('seloger.eml'), sender)).rejects.toMatchObject({ responseCode: 451 });
  });
});
