import type { Pool } from 'pg';
import { createAgency, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing } from '../visits/visit-fixtures';
import { bookAs, pastVisitLike, verifiedVisitor } from './visitor-fixtures';

async function message(
  pool: Pool,
  fields: { channel: 'email' | 'sms'; recipient: string; body: string; visitId?: string; minutesAgo: number },
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO messages (channel, recipient, purpose, language, subject, body_text, body_html, status, visit_id, created_at)
     VALUES ($1, $2, 'visit_booked', 'fr', $3, $4, $5, 'sent', $6, now() - $7 * interval '1 minute') RETURNING id`,
    [
      fields.channel,
      fields.recipient,
      fields.channel === 'email' ? `Sujet ${fields.body}` : null,
      fields.body,
      fields.channel === 'email' ? `<p>${fields.body}</p>` : null,
      fields.visitId ?? null,
      fields.minutesAgo,
    ],
  );
  return rows[0].id;
}

describe('visitor area: my messages and my data', () => {
  let stack: Stack;
  let listingId: string;
  let realtor: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const bookable = await agentWithListing(stack.db.pool);
    listingId = bookable.listingId;
    realtor = await signIn(stack.baseUrl, bookable.agent);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lists the e-mails and SMS sent to me, newest first, by page, and nobody else’s', async () => {
    const me = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const other = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const visitId = await bookAs(stack.baseUrl, listingId, me.user.email, 0);
    const oldest = await message(stack.db.pool, {
      channel: 'email',
      recipient: me.user.email,
      body: 'a',
      minutesAgo: 30,
    });
    const sms = await message(stack.db.pool, {
      channel: 'sms',
      recipient: '+33612345678',
      body: 'b',
      visitId,
      minutesAgo: 20,
    });
    const newest = await message(stack.db.pool, {
      channel: 'email',
      recipient: me.user.email.toUpperCase(),
      body: 'c',
      minutesAgo: 10,
    });
    await message(stack.db.pool, { channel: 'email', recipient: other.user.email, body: 'z', minutesAgo: 5 });
    await message(stack.db.pool, { channel: 'sms', recipient: '+33699999999', body: 'agent', visitId, minutesAgo: 5 });

    const first = await me.session.agent.get('/api/visitor/messages').query({ perPage: 2 }).expect(200);
    const second = await me.session.agent.get('/api/visitor/messages').query({ perPage: 2, page: 2 }).expect(200);

    expect(first.body).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect([...first.body.items, ...second.body.items].map((item: { id: string }) => item.id)).toEqual([
      newest,
      sms,
      oldest,
    ]);
    expect(first.body.items[0]).toMatchObject({ channel: 'email', subject: 'Sujet c', bodyText: 'c' });
    await me.session.agent.get('/api/visitor/messages').query({ perPage: 500 }).expect(400);
  });

  it('exports my account, candidates, visits, answers and messages, and nothing of another visitor', async () => {
    const me = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const other = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const visitId = await bookAs(stack.baseUrl, listingId, me.user.email, 1);
    await bookAs(stack.baseUrl, listingId, other.user.email, 2);
    await message(stack.db.pool, { channel: 'email', recipient: me.user.email, body: 'mine', minutesAgo: 1 });
    await message(stack.db.pool, { channel: 'email', recipient: other.user.email, body: 'theirs', minutesAgo: 1 });

    const exported = await me.session.agent.get('/api/visitor/account/export').expect(200);

    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="creneau-my-data-.+\.json"$/);
    expect(exported.body.account).toMatchObject({ email: me.user.email, firstName: 'Test' });
    expect(exported.body.candidates).toEqual([
      expect.objectContaining({ email: me.user.email, phone: '+33612345678' }),
    ]);
    expect(exported.body.visits).toEqual([expect.objectContaining({ id: visitId, answers: { occupants: 2 } })]);
    expect(exported.body.messages.map((item: { bodyText: string }) => item.bodyText)).toEqual(['mine']);
    expect(JSON.stringify(exported.body)).not.toContain(other.user.email);
  });

  it('refuses an erasure whose typed e-mail does not match, and erases nothing', async () => {
    const me = await verifiedVisitor(stack.db.pool, stack.baseUrl);

    const refused = await me.session.agent
      .post('/api/visitor/account/delete')
      .set('X-CSRF-Token', me.session.csrf)
      .send({ confirmEmail: 'someone@example.test' })
      .expect(400);

    expect(refused.body.code).toBe('CONFIRMATION_MISMATCH');
    await me.session.agent.get('/api/auth/me').expect(200);
  });

  it('erases me: upcoming visits cancelled with the event, history anonymised, messages emptied, account gone', async () => {
    const me = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const other = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const upcoming = await bookAs(stack.baseUrl, listingId, me.user.email, 3);
    const past = await pastVisitLike(stack.db.pool, upcoming, 3);
    const theirs = await bookAs(stack.baseUrl, listingId, other.user.email, 4);
    const mail = await message(stack.db.pool, {
      channel: 'email',
      recipient: me.user.email,
      body: 'Camille',
      minutesAgo: 1,
    });
    const toAgent = await message(stack.db.pool, {
      channel: 'email',
      recipient: 'agent@example.test',
      body: 'Camille Durand 06 12 34 56 78',
      visitId: past,
      minutesAgo: 1,
    });
    const queued = await message(stack.db.pool, {
      channel: 'email',
      recipient: me.user.email,
      body: 'later',
      minutesAgo: 0,
    });
    await stack.db.pool.query(`UPDATE messages SET status = 'queued' WHERE id = $1`, [queued]);
    // The development outbox's raw copies, and the headers kept to send them (issue 31).
    await stack.db.pool.query(
      `INSERT INTO message_mime (message_id, mime) SELECT id, 'To: Camille' FROM messages WHERE id = ANY($1)`,
      [[mail, toAgent]],
    );
    await stack.db.pool.query(
      `UPDATE messages SET headers = '{"replyTo": {"name": "Camille Durand", "address": "c@example.test"}}'
        WHERE id = ANY($1)`,
      [[mail, toAgent]],
    );
    // What they answered after the visit, with their application (applicant-data policy).
    await stack.db.pool.query(
      `INSERT INTO applicant_answers (agency_id, candidate_id, listing_id, visit_id, stage, region, answers)
       SELECT agency_id, candidate_id, listing_id, id, 'application', 'FR', '{"monthlyResources": 2800}' FROM visits
        WHERE id = $1`,
      [past],
    );
    const exported = await me.session.agent.get('/api/visitor/account/export').expect(200);
    expect(exported.body.visits.find((visit: { id: string }) => visit.id === past).applicantAnswers).toEqual([
      expect.objectContaining({ stage: 'application', answers: { monthlyResources: 2800 } }),
    ]);
    const signIns = (await stack.db.pool.query('SELECT id FROM audit_log WHERE actor_user_id = $1', [me.user.id])).rows;
    expect(signIns.length).toBeGreaterThan(0);

    await me.session.agent
      .post('/api/visitor/account/delete')
      .set('X-CSRF-Token', me.session.csrf)
      .send({ confirmEmail: ` ${me.user.email.toUpperCase()} ` })
      .expect(204);

    await me.session.agent.get('/api/auth/me').expect(401);
    const { pool } = stack.db;
    const count = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rows[0].n as number;
    expect(await count('SELECT count(*)::int AS n FROM users WHERE id = $1', [me.user.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [me.user.id])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM candidates WHERE email = $1', [me.user.email])).toBe(0);
    const personal = await pool.query(
      `SELECT 'message' AS kind, id::text FROM messages WHERE recipient ILIKE $1 OR body_text ~ 'Camille|Durand|06 12' OR subject IS NOT NULL AND id = ANY($2)
       UNION ALL SELECT 'visit', id::text FROM visits WHERE id = ANY($3) AND answers <> '{}'`,
      [me.user.email, [mail, toAgent, queued], [upcoming, past]],
    );
    expect(personal.rows).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM applicant_answers WHERE visit_id = $1', [past])).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM message_mime WHERE message_id = ANY($1)', [[mail, toAgent]]),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM messages WHERE headers IS NOT NULL AND id = ANY($1)', [
        [mail, toAgent],
      ]),
    ).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM audit_log WHERE id = ANY($1)', [signIns.map((r) => r.id)])).toBe(
      0,
    );
    const [queuedRow] = (await pool.query('SELECT status FROM messages WHERE id = $1', [queued])).rows;
    expect(queuedRow.status).toBe('failed');

    const [cancelled] = (
      await pool.query('SELECT status, cancelled_by, cancelled_why FROM visits WHERE id = $1', [upcoming])
    ).rows;
    expect(cancelled).toEqual({ status: 'cancelled', cancelled_by: 'candidate', cancelled_why: 'account_deleted' });
    const events = await pool.query(`SELECT event FROM outbox WHERE payload->>'visitId' = $1 ORDER BY id`, [upcoming]);
    expect(events.rows.map((row) => row.event)).toEqual(['visit.booked', 'visit.cancelled']);

    const seen = await realtor.agent.get(`/api/visits/${past}`).expect(200);
    expect(seen.body).toMatchObject({
      status: 'done',
      answers: {},
      // No phone left: the view says null, as for a candidate who gave none.
      candidate: { firstName: '', lastName: '', phone: null },
    });
    expect(seen.body.candidate.email).toMatch(/@anonymised\.invalid$/);
    const [anonymised] = (
      await pool.query('SELECT anonymised_at FROM candidates WHERE id = $1', [seen.body.candidate.id])
    ).rows;
    expect(anonymised.anonymised_at).not.toBeNull();

    const [theirsRow] = (await pool.query('SELECT status, answers FROM visits WHERE id = $1', [theirs])).rows;
    expect(theirsRow).toEqual({ status: 'booked', answers: { occupants: 2 } });
    await other.session.agent.get('/api/auth/me').expect(200);
  });

  it('deletes a candidate row that has no visit left to keep', async () => {
    const me = await verifiedVisitor(stack.db.pool, stack.baseUrl);
    const agencyId = (await createAgency(stack.db.pool)).id;
    await stack.db.pool.query(
      `INSERT INTO candidates (agency_id, email, first_name, last_name, phone) VALUES ($1, $2, 'Camille', 'Seule', '0612345678')`,
      [agencyId, me.user.email],
    );

    await me.session.agent
      .post('/api/visitor/account/delete')
      .set('X-CSRF-Token', me.session.csrf)
      .send({ confirmEmail: me.user.email })
      .expect(204);

    const rows = await stack.db.pool.query('SELECT id FROM candidates WHERE agency_id = $1', [agencyId]);
    expect(rows.rows).toEqual([]);
  });
});
