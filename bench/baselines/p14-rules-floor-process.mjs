// P14's rules floor, a process of its own as the product's workers are (the bench's SMTP client must not
// share its thread): the least any implementation keeping the product's rules must do for a portal lead,
// written by hand with smtp-server, pg, bullmq and mailparser, no product code. Started by
// figures/p14-portal-leads.mjs, configured by its environment; prints "ready" once it listens.
//  - RCPT TO: one query, the address known and the sender's messages of the last hour (never an open relay,
//    a flooding sender slowed down);
//  - DATA: the raw message and its outbox row in one statement, before the 250 (an accepted lead is never lost);
//  - a relay (in this process, woken by the store): the pending rows FOR UPDATE SKIP LOCKED, addBulk, marked;
//  - a BullMQ job per message (the product's notifications concurrency): simpleParser, then one transaction:
//    lock and read the message, the listing, then one statement for the candidate (and its history row),
//    the short link, the e-mail and the SMS (rendered here) with their outbox rows, the message marked
//    parsed; after the commit, the live event (a Redis PUBLISH).
// Its tables are scratch ones (p14r_*), shaped roughly like the product's, in the bench's database.
import { randomInt } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const env = process.env;
const PREFIX = env.REDIS_PREFIX;
const DOMAIN = env.LEADS_DOMAIN;
const JOB_OPTIONS = JSON.parse(env.JOB_OPTIONS);
const REMOVE_ON_COMPLETE = JSON.parse(env.REMOVE_ON_COMPLETE);
const BATCH = Number(env.OUTBOX_BATCH_SIZE);
const POLL_MS = Number(env.OUTBOX_POLL_MS);

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS p14r_agencies (id bigserial PRIMARY KEY, name text NOT NULL, active boolean NOT NULL DEFAULT true);
  CREATE TABLE IF NOT EXISTS p14r_addresses (local_part text PRIMARY KEY, agency_id bigint NOT NULL REFERENCES p14r_agencies);
  CREATE TABLE IF NOT EXISTS p14r_listings (id bigserial PRIMARY KEY, agency_id bigint NOT NULL REFERENCES p14r_agencies,
    reference text NOT NULL, title text NOT NULL, status text NOT NULL DEFAULT 'active');
  CREATE INDEX IF NOT EXISTS p14r_listings_ref_idx ON p14r_listings (agency_id, lower(reference));
  CREATE TABLE IF NOT EXISTS p14r_inbound (id bigserial PRIMARY KEY, agency_id bigint NOT NULL REFERENCES p14r_agencies,
    recipient text NOT NULL, sender text NOT NULL, message_id text NOT NULL, raw bytea NOT NULL, size int NOT NULL,
    status text NOT NULL DEFAULT 'received', candidate_id bigint, listing_id bigint, lead jsonb,
    received_at timestamptz NOT NULL DEFAULT now(), parsed_at timestamptz, UNIQUE (agency_id, message_id));
  CREATE INDEX IF NOT EXISTS p14r_inbound_sender_idx ON p14r_inbound (sender, received_at);
  CREATE TABLE IF NOT EXISTS p14r_outbox (id bigserial PRIMARY KEY, event text NOT NULL, payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), relayed_at timestamptz);
  CREATE INDEX IF NOT EXISTS p14r_outbox_pending_idx ON p14r_outbox (id) WHERE relayed_at IS NULL;
  CREATE TABLE IF NOT EXISTS p14r_candidates (id bigserial PRIMARY KEY, agency_id bigint NOT NULL, listing_id bigint NOT NULL
    REFERENCES p14r_listings, email text NOT NULL, first_name text, last_name text, phone text, language text NOT NULL,
    source text NOT NULL, updated_at timestamptz NOT NULL DEFAULT now(), UNIQUE (agency_id, listing_id, email));
  CREATE TABLE IF NOT EXISTS p14r_candidate_events (id bigserial PRIMARY KEY, candidate_id bigint NOT NULL
    REFERENCES p14r_candidates, kind text NOT NULL, data jsonb, at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS p14r_links (code text PRIMARY KEY, listing_id bigint NOT NULL REFERENCES p14r_listings,
    candidate_id bigint NOT NULL REFERENCES p14r_candidates, UNIQUE (candidate_id, listing_id));
  CREATE TABLE IF NOT EXISTS p14r_messages (id bigserial PRIMARY KEY, channel text NOT NULL, candidate_id bigint
    REFERENCES p14r_candidates, recipient text NOT NULL, language text NOT NULL, subject text, body_text text NOT NULL,
    body_html text, claim_key text UNIQUE, status text NOT NULL DEFAULT 'queued', created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX IF NOT EXISTS p14r_messages_candidate_idx ON p14r_messages (candidate_id, created_at DESC)`;

// SENDS=1: the messages are sent too, as P7's floor sends them: claimed (queued → sending), then marked sent.
const CLAIM = {
  name: 'p14r-claim',
  text: `UPDATE p14r_messages SET status = 'sending' WHERE id = $1 AND status = 'queued'
         RETURNING id, recipient, subject, body_text`,
};
const SENT = { name: 'p14r-sent', text: `UPDATE p14r_messages SET status = 'sent' WHERE id = $1` };
const SENDS = env.SENDS === '1';

const RECIPIENT_CHECK = {
  name: 'p14r-rcpt',
  text: `SELECT EXISTS (SELECT 1 FROM p14r_addresses i JOIN p14r_agencies a ON a.id = i.agency_id
                        WHERE i.local_part = $1 AND a.active) AS known,
                (SELECT count(*)::int FROM (SELECT 1 FROM p14r_inbound WHERE sender = $2
                  AND received_at >= now() - interval '1 hour' LIMIT $3) recent) AS recent`,
};
const STORE = {
  name: 'p14r-store',
  text: `WITH stored AS (
           INSERT INTO p14r_inbound (agency_id, recipient, sender, message_id, raw, size)
           SELECT agency_id, $2, $3, $4, $5, $6 FROM p14r_addresses WHERE local_part = $1
           ON CONFLICT (agency_id, message_id) DO NOTHING RETURNING id)
         INSERT INTO p14r_outbox (event, payload) SELECT 'inbound_email.received', jsonb_build_object('id', id) FROM stored`,
};
const TAKE = {
  name: 'p14r-take',
  text: 'SELECT id, event, payload FROM p14r_outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
};
const MARK = { name: 'p14r-mark', text: 'UPDATE p14r_outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])' };
const LOCK = {
  name: 'p14r-lock',
  text: 'SELECT agency_id, status, raw FROM p14r_inbound WHERE id = $1 FOR UPDATE',
};
const LISTING = {
  name: 'p14r-listing',
  text: `SELECT l.id, l.title, a.name AS agency FROM p14r_listings l JOIN p14r_agencies a ON a.id = l.agency_id
          WHERE l.agency_id = $1 AND lower(l.reference) = $2 AND l.status = 'active' LIMIT 1`,
};
// Everything the lead writes, in one statement: the link's code is the one made now or the one the
// candidate had, and the messages' texts carry it (%CODE%), so a lead read again is linked alike.
const WRITE = {
  name: 'p14r-write',
  text: `WITH cand AS (
           INSERT INTO p14r_candidates (agency_id, listing_id, email, first_name, last_name, phone, language, source)
           VALUES ($1, $2, $3, $4, $5, $6, 'fr', 'portal')
           ON CONFLICT (agency_id, listing_id, email) DO UPDATE SET updated_at = p14r_candidates.updated_at
           RETURNING id, xmax = 0 AS created),
         history AS (
           INSERT INTO p14r_candidate_events (candidate_id, kind, data)
           SELECT id, CASE WHEN created THEN 'created' ELSE 'source_added' END, '{"source": "portal"}' FROM cand),
         made AS (
           INSERT INTO p14r_links (code, listing_id, candidate_id) SELECT $7, $2, id FROM cand
           ON CONFLICT (candidate_id, listing_id) DO NOTHING RETURNING code),
         link AS (
           SELECT code FROM made UNION ALL
           SELECT l.code FROM p14r_links l JOIN cand ON l.candidate_id = cand.id AND l.listing_id = $2 LIMIT 1),
         message AS (
           INSERT INTO p14r_messages (channel, candidate_id, recipient, language, subject, body_text, body_html, claim_key)
           SELECT m.channel, cand.id, m.recipient, 'fr', m.subject, replace(m.body_text, '%CODE%', link.code),
                  replace(m.body_html, '%CODE%', link.code), m.channel || ':lead:' || cand.id || ':' || $2
             FROM cand, link, unnest($8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
                  AS m(channel, recipient, subject, body_text, body_html)
           ON CONFLICT (claim_key) DO NOTHING RETURNING id, channel),
         -- Sending is past the row's end: unless SENDS is set (as the product's process relays and sends
         -- them within the measured window), their events are written relayed.
         event AS (
           INSERT INTO p14r_outbox (event, payload, relayed_at)
           SELECT channel || '.queued', jsonb_build_object('messageId', id), CASE WHEN $15 THEN NULL ELSE now() END
             FROM message)
         UPDATE p14r_inbound SET status = 'parsed', candidate_id = (SELECT id FROM cand), listing_id = $2,
                lead = $13, parsed_at = now()
          WHERE id = $14`,
};

const field = (text, label) => new RegExp(`^${label}\\s*:\\s*(.+)$`, 'mi').exec(text)?.[1]?.trim() ?? null;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const newCode = () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail and the SMS of the booking link, as rows for unnest (the code goes in at the insert). */
function render(lead, listing) {
  const link = `${env.PUBLIC_URL}/c/%CODE%`;
  const greeting = `Bonjour ${lead.firstName},`;
  const text = `${greeting}\n\nMerci pour votre intérêt pour « ${listing.title} ». Choisissez votre créneau de visite : ${link}\n\n${listing.agency}`;
  const html = `<!doctype html><html lang="fr"><body><p>${escapeHtml(greeting)}</p><p>Merci pour votre intérêt pour « ${escapeHtml(listing.title)} ».</p><p><a href="${link}">Choisir un créneau</a></p><p>${escapeHtml(listing.agency)}</p></body></html>`;
  const sms = `${listing.agency} : choisissez votre visite pour ${listing.title.slice(0, 40)} : ${link}`;
  const phone = lead.phone ? `+33${lead.phone.replace(/\D/g, '').slice(1)}` : null;
  const rows = [['email', lead.email, `Votre visite : ${listing.title}`, text, html]];
  if (phone) rows.push(['sms', phone, null, sms, null]);
  return [0, 1, 2, 3, 4].map((i) => rows.map((row) => row[i]));
}

const smtpPool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 5, application_name: 'bench-p14r-smtp' });
const jobPool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20, application_name: 'bench-p14r-jobs' });
const relayClient = new pg.Client({ connectionString: env.DATABASE_URL, application_name: 'bench-p14r-relay' });
for (const db of [smtpPool, jobPool, relayClient]) db.on('error', () => undefined);
const connection = () => new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
const publisher = connection();
const queue = new Queue('notifications', { connection: connection(), prefix: PREFIX });

await relayClient.connect();
await relayClient.query(SCHEMA);
// The agency, its address and its listing, as the product's side has them (once, whatever the trials).
await relayClient.query(
  `INSERT INTO p14r_agencies (name) SELECT 'P14 rules floor' WHERE NOT EXISTS (SELECT 1 FROM p14r_agencies)`,
);
await relayClient.query(`INSERT INTO p14r_addresses SELECT $1, id FROM p14r_agencies ON CONFLICT DO NOTHING`, [
  env.LEADS_LOCAL_PART,
]);
await relayClient.query(
  `INSERT INTO p14r_listings (agency_id, reference, title) SELECT id, 'P14-1', 'Appartement P14' FROM p14r_agencies
    WHERE NOT EXISTS (SELECT 1 FROM p14r_listings)`,
);

const JOB_OF = { 'inbound_email.received': 'ParseInboundEmail', 'email.queued': 'SendEmail', 'sms.queued': 'SendSms' };
let relaying = null;
let again = false;
/** Drains the outbox; a wake-up while it runs makes it go round once more. */
function relay() {
  if (relaying) {
    again = true;
    return relaying;
  }
  relaying = (async () => {
    do {
      again = false;
      let taken;
      do {
        await relayClient.query('BEGIN');
        try {
          const { rows } = await relayClient.query({ ...TAKE, values: [BATCH] });
          taken = rows.length;
          if (taken > 0) {
            await queue.addBulk(
              rows.map((row) => {
                const name = JOB_OF[row.event];
                const data = row.payload.id ? { inboundEmailId: row.payload.id } : row.payload;
                return { name, data, opts: { ...JOB_OPTIONS, jobId: `evt-${row.id}-${name}` } };
              }),
            );
            await relayClient.query({ ...MARK, values: [rows.map((row) => row.id)] });
          }
          await relayClient.query('COMMIT');
        } catch (error) {
          await relayClient.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } while (taken === BATCH);
    } while (again);
  })().finally(() => (relaying = null));
  return relaying;
}
const poll = setInterval(() => void relay().catch(() => undefined), POLL_MS);

async function parse(job) {
  const id = job.data.inboundEmailId;
  const client = await jobPool.connect();
  let notice = null;
  try {
    await client.query('BEGIN');
    const [email] = (await client.query({ ...LOCK, values: [id] })).rows;
    if (email?.status === 'received') {
      const mail = await simpleParser(email.raw, { skipImageLinks: true, skipTextToHtml: true });
      const text = mail.text ?? '';
      const lead = {
        reference: field(text, 'Référence de l annonce'),
        lastName: field(text, 'Nom') ?? '',
        firstName: field(text, 'Prénom') ?? '',
        email: field(text, 'E-mail')?.toLowerCase() ?? null,
        phone: field(text, 'Téléphone'),
      };
      const [listing] = lead.reference
        ? (await client.query({ ...LISTING, values: [email.agency_id, lead.reference.toLowerCase()] })).rows
        : [];
      if (!listing || !lead.email) throw new Error(`p14r: message ${id} unreadable`);
      const columns = render(lead, listing);
      await client.query({
        ...WRITE,
        values: [
          email.agency_id,
          listing.id,
          lead.email,
          lead.firstName,
          lead.lastName,
          lead.phone,
          newCode(),
          ...columns,
          JSON.stringify(lead),
          id,
          SENDS,
        ],
      });
      notice = { agencyId: email.agency_id, type: 'lead.received', data: { inboundEmailId: id } };
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (notice) await publisher.publish(`${PREFIX}:realtime`, JSON.stringify(notice));
  if (notice && SENDS) void relay().catch(() => undefined);
}

/** The claim, committed before a provider would be called, then the sent mark (no provider here). */
async function send(job) {
  const { rows } = await jobPool.query({ ...CLAIM, values: [job.data.messageId] });
  if (rows.length === 0) return;
  await jobPool.query({ ...SENT, values: [job.data.messageId] });
}

const worker = new Worker('notifications', (job) => (job.name === 'ParseInboundEmail' ? parse(job) : send(job)), {
  connection: connection(),
  prefix: PREFIX,
  concurrency: Number(env.CONCURRENCY),
  removeOnComplete: REMOVE_ON_COMPLETE,
});
worker.on('failed', (job, error) => process.stderr.write(`p14r job ${job?.id} failed: ${error.message}\n`));

const refusal = (code, text) => Object.assign(new Error(text), { responseCode: code });
const split = (address) => {
  const at = address.lastIndexOf('@');
  return [address.slice(0, at).toLowerCase(), address.slice(at + 1).toLowerCase()];
};
const senderOf = (session) => session.envelope.mailFrom?.address?.toLowerCase() ?? '';
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  maxClients: 100,
  onRcptTo(address, session, callback) {
    const [local, domain] = split(address.address);
    if (domain !== DOMAIN) return callback(refusal(550, '5.7.1 Relaying denied'));
    const limit = Number(env.LEADS_PER_SENDER_PER_HOUR);
    smtpPool.query({ ...RECIPIENT_CHECK, values: [local, senderOf(session), limit] }).then(({ rows: [row] }) => {
      if (row.recent >= limit) return callback(refusal(451, '4.7.1 Too many messages, try again later'));
      return callback(row.known ? undefined : refusal(550, '5.1.1 No such recipient'));
    }, callback);
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const { address } = session.envelope.rcptTo[0];
      // The Message-ID from the header block, as the product's store keys on it.
      const head = raw.subarray(0, raw.indexOf('\r\n\r\n')).toString('latin1');
      const messageId = /^Message-ID:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? `${raw.length}-${Date.now()}`;
      smtpPool
        .query({
          ...STORE,
          values: [split(address)[0], address.toLowerCase(), senderOf(session), messageId, raw, raw.length],
        })
        .then(() => {
          callback();
          void relay().catch(() => undefined);
        }, callback);
    });
  },
});
await new Promise((resolve) => server.listen(Number(env.SMTP_PORT), '127.0.0.1', resolve));
process.stdout.write('ready\n');

process.once('SIGTERM', async () => {
  clearInterval(poll);
  await new Promise((resolve) => server.close(resolve));
  await relaying?.catch(() => undefined);
  await worker.close();
  await queue.close();
  publisher.disconnect();
  await Promise.all([smtpPool.end(), jobPool.end(), relayClient.end()]);
  process.exit(0);
});
