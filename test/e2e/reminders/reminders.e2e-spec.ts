import { reminderJobId, type ReminderKind } from '@creneau/contracts';
import type { Pool } from 'pg';
import request from 'supertest';
import { createAgency, createUser, signIn, type UserRow } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';

interface MessageRow {
  channel: string;
  recipient: string;
  purpose: string;
  body_text: string;
  attachments: { filename: string; content: string }[] | null;
}

async function messagesOf(pool: Pool, visitId: string): Promise<MessageRow[]> {
  const { rows } = await pool.query<MessageRow>(
    `SELECT channel, recipient, purpose, body_text, attachments FROM messages WHERE visit_id = $1 ORDER BY created_at`,
    [visitId],
  );
  return rows;
}

const purposes = (rows: MessageRow[]) => rows.map((row) => `${row.purpose}:${row.channel}`).sort();
/** Far enough that every reminder of the visit is still to come, whatever the hour of the run. */
const DAYS_AHEAD = 3;
const codeIn = (text: string) => /\/c\/([A-Za-z0-9]{10})/.exec(text)?.[1] ?? '';

describe('reminders and visit messages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function bookedVisit(name: string, agencyFields: Record<string, unknown> = {}) {
    const agency = await createAgency(stack.db.pool);
    for (const [column, value] of Object.entries(agencyFields)) {
      await stack.db.pool.query(`UPDATE agencies SET ${column} = $2 WHERE id = $1`, [agency.id, value]);
    }
    const agent: UserRow = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    await stack.db.pool.query(`UPDATE users SET phone = '07 11 22 33 44' WHERE id = $1`, [agent.id]);
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, DAYS_AHEAD);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact(name) },
      `rem-${name}-${Date.now()}`,
    ).expect(201);
    return { agency, agent, listingId, visitId: booked.body.id as string };
  }

  async function reminderJob(visitId: string, kind: ReminderKind) {
    return stack.queue('reminders').getJob(reminderJobId(visitId, kind));
  }

  /** Runs a delayed reminder now, as if its time had come. */
  async function fire(visitId: string, kind: ReminderKind) {
    const job = await reminderJob(visitId, kind);
    if (!job) throw new Error(`no ${kind} job for ${visitId}`);
    await job.promote();
    // Done when finished, or gone: a reminder that cancels its visit takes its own job away with the others.
    await waitFor(async () => {
      const current = await reminderJob(visitId, kind);
      return current === undefined || current.finishedOn !== undefined;
    }, `${kind} to run`);
  }

  it('confirms a booking to the candidate (e-mail with .ics, SMS) and tells the agent; plans four reminders', async () => {
    const { visitId, agent } = await bookedVisit('Booking');
    await waitFor(async () => (await messagesOf(stack.db.pool, visitId)).length >= 3, 'booking messages');
    const messages = await messagesOf(stack.db.pool, visitId);
    expect(purposes(messages)).toEqual(['visit_booked:email', 'visit_booked:sms', 'visit_booked_agent:email']);
    const email = messages.find((m) => m.purpose === 'visit_booked' && m.channel === 'email')!;
    expect(email.attachments?.[0].filename).toBe('visite.ics');
    expect(email.attachments?.[0].content).toContain('BEGIN:VEVENT');
    expect(messages.find((m) => m.channel === 'sms')!.recipient).toBe('+33612345678');
    expect(messages.find((m) => m.purpose === 'visit_booked_agent')!.recipient).toBe(agent.email);

    await waitFor(async () => (await reminderJob(visitId, 'interest')) !== undefined, 'reminder jobs');
    const { rows } = await stack.db.pool.query(`SELECT kind FROM visit_reminders WHERE visit_id = $1 ORDER BY kind`, [
      visitId,
    ]);
    expect(rows.map((row) => row.kind)).toContain('confirmation_request');
    for (const { kind } of rows) expect(await (await reminderJob(visitId, kind))?.isDelayed()).toBe(true);
  });

  it('asks to confirm once, however often the job runs; the link page reads without acting, POST confirms', async () => {
    const { visitId } = await bookedVisit('Confirm');
    await waitFor(async () => (await reminderJob(visitId, 'confirmation_request')) !== undefined, 'request job');
    await fire(visitId, 'confirmation_request');
    // The same command again, under another job id: the reminder row is done, nothing more is sent.
    const again = await stack.queue('reminders').add('RequestVisitConfirmation', { visitId });
    await waitFor(async () => (await again.getState()) === 'completed', 'the repeated job');
    const requests = (await messagesOf(stack.db.pool, visitId)).filter(
      (m) => m.purpose === 'visit_confirmation_request',
    );
    expect(requests.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const code = codeIn(requests[0].body_text);
    expect(code).toHaveLength(10);

    for (let i = 0; i < 2; i++) {
      const view = await request(stack.baseUrl).get(`/api/public/short-links/${code}`).expect(200);
      expect(view.body).toMatchObject({ status: 'booked', can: { confirm: true, cancel: true } });
    }
    const confirmed = await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(200);
    await request(stack.baseUrl).get('/api/public/short-links/AAAAAAAAAA').expect(404);
    await request(stack.baseUrl).get('/api/public/short-links/..%2F..%2Fetc').expect(404);
    const { rows } = await stack.db.pool.query(`SELECT count(*)::int AS n FROM outbox WHERE event = 'visit.confirmed'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('a cancellation by the candidate warns the agent at once and drops every pending reminder', async () => {
    const { visitId, agent } = await bookedVisit('Cancel');
    await waitFor(async () => (await reminderJob(visitId, 'interest')) !== undefined, 'reminder jobs');
    await fire(visitId, 'confirmation_request');
    const code = codeIn(
      (await messagesOf(stack.db.pool, visitId)).find((m) => m.purpose.endsWith('request'))!.body_text,
    );
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${code}/cancel`)
      .send({ reason: 'Trouvé ailleurs' })
      .expect(200);
    await waitFor(
      async () => (await messagesOf(stack.db.pool, visitId)).some((m) => m.purpose === 'visit_cancelled_agent'),
      'the agent warned',
    );
    const warnings = (await messagesOf(stack.db.pool, visitId)).filter((m) => m.purpose === 'visit_cancelled_agent');
    // Default preference for cancellations: both channels.
    expect(warnings.map((m) => m.recipient).sort()).toEqual(['+33711223344', agent.email].sort());
    expect(warnings[0].body_text).toContain('Trouvé ailleurs');
    await waitFor(async () => (await reminderJob(visitId, 'interest')) === undefined, 'jobs removed');
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL`,
      [visitId],
    );
    expect(rows[0].n).toBe(0);
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(409);
  });

  it('at the deadline an unconfirmed visit warns the agent and, when the agency chose so, frees the slot', async () => {
    const { visitId } = await bookedVisit('Deadline', { release_unconfirmed: true });
    await waitFor(async () => (await reminderJob(visitId, 'deadline')) !== undefined, 'deadline job');
    await fire(visitId, 'deadline');
    await waitFor(
      async () => (await messagesOf(stack.db.pool, visitId)).some((m) => m.purpose === 'visit_released'),
      'the candidate told',
    );
    const { rows } = await stack.db.pool.query(`SELECT status, cancelled_by, cancelled_why FROM visits WHERE id = $1`, [
      visitId,
    ]);
    expect(rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'system', cancelled_why: 'unconfirmed' });
    const all = purposes(await messagesOf(stack.db.pool, visitId));
    expect(all.filter((p) => p.startsWith('visit_unconfirmed_agent'))).toEqual([
      'visit_unconfirmed_agent:email',
      'visit_unconfirmed_agent:sms',
    ]);
    // The agent heard it from the deadline: no second "cancelled" alert.
    expect(all.some((p) => p.startsWith('visit_cancelled_agent'))).toBe(false);
  });

  it('a confirmed visit passes its deadline quietly', async () => {
    const { visitId } = await bookedVisit('Quiet', { release_unconfirmed: true });
    await waitFor(async () => (await reminderJob(visitId, 'deadline')) !== undefined, 'deadline job');
    await stack.db.pool.query(`UPDATE visits SET status = 'confirmed' WHERE id = $1`, [visitId]);
    await fire(visitId, 'deadline');
    const { rows } = await stack.db.pool.query(
      `SELECT outcome FROM visit_reminders WHERE visit_id = $1 AND kind = 'deadline'`,
      [visitId],
    );
    expect(rows[0].outcome).toBe('confirmed');
    expect(purposes(await messagesOf(stack.db.pool, visitId)).some((p) => p.includes('unconfirmed'))).toBe(false);
  });

  it('rebuilds lost reminder jobs from Postgres, each under its deterministic id', async () => {
    const { visitId } = await bookedVisit('Rebuild');
    const second = await bookedVisit('Unplanned');
    await waitFor(async () => (await reminderJob(second.visitId, 'interest')) !== undefined, 'jobs of the second');
    // Redis lost everything for the first; the second lost its plan as if its booking job never ran.
    const queue = stack.queue('reminders');
    for (const kind of ['confirmation_request', 'deadline', 'reminder', 'interest'] as const) {
      await (await reminderJob(visitId, kind))?.remove();
      await (await reminderJob(second.visitId, kind))?.remove();
    }
    await stack.db.pool.query(`DELETE FROM visit_reminders WHERE visit_id = $1`, [second.visitId]);
    expect(await reminderJob(visitId, 'interest')).toBeUndefined();

    const run = await queue.add('ReconcileReminders', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'reconciliation');
    for (const id of [visitId, second.visitId]) {
      expect(await (await reminderJob(id, 'interest'))?.isDelayed()).toBe(true);
      expect(await (await reminderJob(id, 'confirmation_request'))?.getState()).toMatch(/delayed|completed|waiting/);
    }
    // Running it again adds nothing new.
    const counts = await queue.getJobCounts('delayed');
    const rerun = await queue.add('ReconcileReminders', {});
    await waitFor(async () => (await rerun.getState()) === 'completed', 'second reconciliation');
    expect((await queue.getJobCounts('delayed')).delayed).toBe(counts.delayed);
  });

  it('asks about interest after the visit and records the one-tap answer', async () => {
    const { visitId } = await bookedVisit('Interest');
    await waitFor(async () => (await reminderJob(visitId, 'interest')) !== undefined, 'interest job');
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '150 minutes', status = 'done'
        WHERE id = $1`,
      [visitId],
    );
    await fire(visitId, 'interest');
    const ask = (await messagesOf(stack.db.pool, visitId)).find((m) => m.purpose === 'visit_interest')!;
    const code = /\/i\/([A-Za-z0-9]{10})/.exec(ask.body_text)![1];
    const view = await request(stack.baseUrl).get(`/api/public/short-links/${code}`).expect(200);
    expect(view.body.can).toEqual({ confirm: false, cancel: false, answerInterest: true });
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${code}/interest`)
      .send({ interested: 'yes' })
      .expect(400);
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${code}/interest`)
      .send({ interested: true })
      .expect(200);
    const { rows } = await stack.db.pool.query(`SELECT interested FROM visits WHERE id = $1`, [visitId]);
    expect(rows[0].interested).toBe(true);
  });

  it('applies an SMS answer OUI to the visit once, however often the job runs', async () => {
    const { visitId } = await bookedVisit('Reply');
    await waitFor(async () => (await reminderJob(visitId, 'confirmation_request')) !== undefined, 'request job');
    await fire(visitId, 'confirmation_request');
    const { rows } = await stack.db.pool.query<{ id: string }>(
      `INSERT INTO inbound_sms (message_sid, from_number, to_number, body, kind)
       VALUES ('SM' || md5(random()::text), '+33612345678', '+33700000000', 'Oui !', 'reply') RETURNING id`,
    );
    const queue = stack.queue('reminders');
    for (let i = 0; i < 2; i++) {
      const job = await queue.add('ApplySmsReply', { inboundSmsId: rows[0].id });
      await waitFor(async () => (await job.getState()) === 'completed', 'the reply applied');
    }
    const visit = await stack.db.pool.query(`SELECT status FROM visits WHERE id = $1`, [visitId]);
    expect(visit.rows[0].status).toBe('confirmed');
    const acks = (await messagesOf(stack.db.pool, visitId)).filter((m) => m.purpose === 'sms_reply');
    expect(acks).toHaveLength(1);
    expect(acks[0].body_text).toContain('confirmée');
  });

  it("honours the agent's preferences: none means no alert, SMS in quiet hours becomes e-mail", async () => {
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { agent: session, csrf } = await signIn(stack.baseUrl, agent);
    const prefs = await session.get('/api/me/notification-preferences').expect(200);
    expect(prefs.body).toEqual({
      channels: { visit_booked: 'email', visit_cancelled: 'both', visit_unconfirmed: 'both' },
      quietHours: null,
    });
    await session
      .put('/api/me/notification-preferences')
      .set('X-CSRF-Token', csrf)
      .send({ channels: { visit_booked: 'loud', visit_cancelled: 'sms', visit_unconfirmed: 'sms' }, quietHours: null })
      .expect(400);
    await session
      .put('/api/me/notification-preferences')
      .set('X-CSRF-Token', csrf)
      .send({
        channels: { visit_booked: 'none', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
        quietHours: { start: '25:00', end: '07:00' },
      })
      .expect(400);
    const saved = await session
      .put('/api/me/notification-preferences')
      .set('X-CSRF-Token', csrf)
      .send({
        channels: { visit_booked: 'none', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
        quietHours: { start: '00:00', end: '23:59' },
      })
      .expect(200);
    expect(saved.body.quietHours).toEqual({ start: '00:00', end: '23:59' });

    await stack.db.pool.query(`UPDATE users SET phone = '06 99 88 77 66' WHERE id = $1`, [agent.id]);
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Prefs') },
      `p-${Date.now()}`,
    ).expect(201);
    const visitId = booked.body.id as string;
    await waitFor(async () => (await messagesOf(stack.db.pool, visitId)).length >= 2, 'candidate messages');
    await session.post(`/api/visits/${visitId}/cancel`).set('X-CSRF-Token', csrf).send({ reason: 'test' }).expect(200);
    // Cancelled by the agency: the candidate is told; the agent gets no alert of their own doing.
    await waitFor(
      async () => (await messagesOf(stack.db.pool, visitId)).some((m) => m.purpose === 'visit_cancelled_candidate'),
      'candidate told',
    );
    expect(purposes(await messagesOf(stack.db.pool, visitId)).some((p) => p.startsWith('visit_booked_agent'))).toBe(
      false,
    );

    // Quiet hours around now (agency time): a cancellation alert asked by SMS comes by e-mail.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(
        new Date(),
      ),
    );
    const pad = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await session
      .put('/api/me/notification-preferences')
      .set('X-CSRF-Token', csrf)
      .send({
        channels: { visit_booked: 'none', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
        quietHours: { start: pad(hour - 1), end: pad(hour + 2) },
      })
      .expect(200);
    const [next] = await offeredSlots(stack.baseUrl, listingId);
    const second = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: next.startsAt, contact: contact('Quiet') },
      `q-${Date.now()}`,
    ).expect(201);
    await waitFor(async () => (await messagesOf(stack.db.pool, second.body.id)).length >= 2, 'booking messages');
    const code = codeIn((await messagesOf(stack.db.pool, second.body.id))[0].body_text);
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/cancel`).send({}).expect(200);
    await waitFor(
      async () => (await messagesOf(stack.db.pool, second.body.id)).some((m) => m.purpose === 'visit_cancelled_agent'),
      'the agent warned',
    );
    const alerts = (await messagesOf(stack.db.pool, second.body.id)).filter(
      (m) => m.purpose === 'visit_cancelled_agent',
    );
    expect(alerts.map((m) => `${m.channel}:${m.recipient}`)).toEqual([`email:${agent.email}`]);
  });
});
