import request from 'supertest';
import { createAgency, createUser, signIn, visitorQuietHoursAwayFromNow } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { uniquePhone } from '../../support/twilio-peer';
import { bookPublic, contact, createBookableListing, offeredSlots } from '../visits/visit-fixtures';
import { bookVisit, codeIn, DEV_SENT, messagesOf, purposes, reminderJob, settledMessages } from './reminder-fixtures';

describe('reminder planning: moves, policy, races, reconciliation and preferences', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    await visitorQuietHoursAwayFromNow(stack.db.pool);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('an agency reschedule drops the old visit’s reminders (rows and jobs) and plans the new one’s', async () => {
    const { visitId, listingId, agent } = await bookVisit(stack, 'Move');
    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'the old visit’s jobs');
    const [, later] = await offeredSlots(stack.baseUrl, listingId, 4);
    const { agent: session, csrf } = await signIn(stack.baseUrl, agent);

    const moved = await session
      .post(`/api/visits/${visitId}/reschedule`)
      .set('X-CSRF-Token', csrf)
      .send({ startsAt: later.startsAt })
      .expect(201);
    const newId = moved.body.id as string;

    await waitFor(() => reminderJob(stack, newId, 'interest'), 'the new visit’s jobs');
    await waitFor(async () => (await reminderJob(stack, visitId, 'confirmation_request')) === undefined, 'old jobs');
    for (const kind of ['confirmation_request', 'deadline', 'reminder', 'interest'] as const) {
      expect(await reminderJob(stack, visitId, kind)).toBeUndefined();
      expect(await (await reminderJob(stack, newId, kind))?.isDelayed()).toBe(true);
    }
    const { rows } = await stack.db.pool.query<{ visit_id: string; n: number }>(
      `SELECT visit_id, count(*)::int AS n FROM visit_reminders WHERE visit_id = ANY($1::uuid[]) AND done_at IS NULL
        GROUP BY visit_id`,
      [[visitId, newId]],
    );
    expect(rows).toEqual([{ visit_id: newId, n: 4 }]);
    const [movedMessage] = (await settledMessages(stack.db.pool, newId, 'visit_booked', 2)).filter(
      (m) => m.channel === 'sms',
    );
    expect(movedMessage).toMatchObject(DEV_SENT);
  });

  it("follows the agency's reminder policy: request time, reminder lead and deadline", async () => {
    const admin = await bookVisit(stack, 'PolicySetUp', { role: 'agency_admin' });
    const { agent: session, csrf } = await signIn(stack.baseUrl, admin.agent);
    await session
      .put(`/api/agencies/${admin.agency.id}`)
      .set('X-CSRF-Token', csrf)
      .send({ confirmationRequestTime: '25:00' })
      .expect(400);
    await session
      .put(`/api/agencies/${admin.agency.id}`)
      .set('X-CSRF-Token', csrf)
      .send({ confirmationRequestTime: '19:30', reminderLeadMinutes: 60, confirmationDeadlineMinutes: 240 })
      .expect(200);
    const [slot] = await offeredSlots(stack.baseUrl, admin.listingId, 5);
    const booked = await bookPublic(
      stack.baseUrl,
      admin.listingId,
      { startsAt: slot.startsAt, contact: contact('Policy', { phone: uniquePhone() }) },
      `policy-${Date.now()}`,
    ).expect(201);
    const visitId = booked.body.id as string;
    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'reminder jobs');

    const { rows } = await stack.db.pool.query<{ kind: string; due_at: Date }>(
      `SELECT kind, due_at FROM visit_reminders WHERE visit_id = $1`,
      [visitId],
    );
    const due = Object.fromEntries(rows.map((row) => [row.kind, row.due_at.getTime()]));
    const start = new Date(slot.startsAt).getTime();
    const paris = (instant: number) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Paris',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(instant);
    expect(due.reminder).toBe(start - 60 * 60_000);
    expect(due.deadline).toBe(start - 240 * 60_000);
    // 19:30 local time, the day before the visit.
    expect(paris(due.confirmation_request).slice(11)).toBe('19:30');
    expect(paris(due.confirmation_request).slice(0, 10)).toBe(paris(start - 24 * 3600_000).slice(0, 10));
    // The delayed jobs fall when the rows say.
    for (const kind of ['confirmation_request', 'reminder', 'deadline'] as const) {
      const job = await reminderJob(stack, visitId, kind);
      expect(Math.abs(job!.timestamp + job!.delay - due[kind])).toBeLessThan(5_000);
    }
  });

  it('plans no reminder for a visit cancelled while its reminders were being written', async () => {
    // (The plan is found by text near its start: pg_stat_activity keeps the first 1 kB of a statement.)
    // Holding this lock stops every write to visit_reminders: the scheduling (the relay's, for its batch)
    // is caught between reading the booked visit and writing its reminders, while the cancellation commits.
    const blocker = await stack.db.pool.connect();
    let visitId = '';
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE visit_reminders IN SHARE ROW EXCLUSIVE MODE');
      const booked = await bookVisit(stack, 'Race');
      visitId = booked.visitId;
      await waitFor(async () => (await lockWaiters('AS evening')) > 0, 'scheduling to wait');
      const { agent: session, csrf } = await signIn(stack.baseUrl, booked.agent);
      await session.post(`/api/visits/${visitId}/cancel`).set('X-CSRF-Token', csrf).send({ reason: 'x' }).expect(200);
    } finally {
      await blocker.query('COMMIT');
      blocker.release();
    }

    await waitFor(() => schedulingAndCleanUpDone(visitId), 'scheduling and clean-up to finish');

    const { rows } = await stack.db.pool.query(`SELECT kind FROM visit_reminders WHERE visit_id = $1`, [visitId]);
    expect(rows).toEqual([]);
    for (const kind of ['confirmation_request', 'deadline', 'reminder', 'interest'] as const) {
      expect(await reminderJob(stack, visitId, kind)).toBeUndefined();
    }
  });

  it('rebuilds lost reminder jobs from Postgres, each under its deterministic id', async () => {
    const { visitId } = await bookVisit(stack, 'Rebuild');
    const second = await bookVisit(stack, 'Unplanned');
    await waitFor(() => reminderJob(stack, second.visitId, 'interest'), 'jobs of the second');
    // Redis lost everything for the first; the second lost its plan as if its booking job never ran.
    const queue = stack.queue('reminders');
    for (const kind of ['confirmation_request', 'deadline', 'reminder', 'interest'] as const) {
      await (await reminderJob(stack, visitId, kind))?.remove();
      await (await reminderJob(stack, second.visitId, kind))?.remove();
    }
    await stack.db.pool.query(`DELETE FROM visit_reminders WHERE visit_id = $1`, [second.visitId]);
    expect(await reminderJob(stack, visitId, 'interest')).toBeUndefined();

    const run = await queue.add('ReconcileReminders', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'reconciliation');
    for (const id of [visitId, second.visitId]) {
      expect(await (await reminderJob(stack, id, 'interest'))?.isDelayed()).toBe(true);
      expect(await (await reminderJob(stack, id, 'confirmation_request'))?.getState()).toMatch(
        /delayed|completed|waiting/,
      );
    }
    // Running it again adds nothing new.
    const counts = await queue.getJobCounts('delayed');
    const rerun = await queue.add('ReconcileReminders', {});
    await waitFor(async () => (await rerun.getState()) === 'completed', 'second reconciliation');
    expect((await queue.getJobCounts('delayed')).delayed).toBe(counts.delayed);
  });

  it('drops the reminders a cancelled visit kept when its clean-up was lost, and rebuilds an emptied Redis', async () => {
    const kept = await bookVisit(stack, 'Kept');
    const lost = await bookVisit(stack, 'Lost');
    await waitFor(() => reminderJob(stack, lost.visitId, 'interest'), 'jobs of both');
    await waitFor(() => reminderJob(stack, kept.visitId, 'interest'), 'jobs of both');
    // Cancelled behind the product's back: no event, so no CancelVisitReminders ever runs for it.
    await stack.db.pool.query(`UPDATE visits SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
      lost.visitId,
    ]);
    const queue = stack.queue('reminders');
    await queue.obliterate({ force: true });
    expect(await reminderJob(stack, kept.visitId, 'interest')).toBeUndefined();

    const run = await queue.add('ReconcileReminders', {});
    await waitFor(async () => (await run.getState()) === 'completed', 'reconciliation');

    for (const kind of ['confirmation_request', 'deadline', 'reminder', 'interest'] as const) {
      expect(await (await reminderJob(stack, kept.visitId, kind))?.isDelayed()).toBe(true);
      expect(await reminderJob(stack, lost.visitId, kind)).toBeUndefined();
    }
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL`,
      [lost.visitId],
    );
    expect(rows[0].n).toBe(0);
  });

  it("honours the agent's preferences: none means no alert, SMS in quiet hours becomes e-mail", async () => {
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const { agent: session, csrf } = await signIn(stack.baseUrl, agent);
    const prefs = await session.get('/api/me/notification-preferences').expect(200);
    expect(prefs.body).toEqual({
      channels: { visit_booked: 'email', visit_cancelled: 'both', visit_unconfirmed: 'both', documents_added: 'email' },
      quietHours: null,
    });
    const putPreferences = (body: object) =>
      session.put('/api/me/notification-preferences').set('X-CSRF-Token', csrf).send(body);
    await putPreferences({
      channels: { visit_booked: 'loud', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
      quietHours: null,
    }).expect(400);
    await putPreferences({
      channels: { visit_booked: 'none', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
      quietHours: { start: '25:00', end: '07:00' },
    }).expect(400);
    const saved = await putPreferences({
      channels: { visit_booked: 'none', visit_cancelled: 'sms', visit_unconfirmed: 'sms' },
      quietHours: { start: '00:00', end: '23:59' },
    }).expect(200);
    expect(saved.body.quietHours).toEqual({ start: '00:00', end: '23:59' });

    await stack.db.pool.query(`UPDATE users SET phone = '06 99 88 77 66' WHERE id = $1`, [agent.id]);
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Prefs', { phone: uniquePhone() }) },
      `p-${Date.now()}`,
    ).expect(201);
    const visitId = booked.body.id as string;
    await settledMessages(stack.db.pool, visitId, 'visit_booked', 2);
    await session.post(`/api/visits/${visitId}/cancel`).set('X-CSRF-Token', csrf).send({ reason: 'test' }).expect(200);
    // Cancelled by the agency: the candidate is told; the agent gets no alert of their own doing.
    await settledMessages(stack.db.pool, visitId, 'visit_cancelled_candidate', 2);
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
      { startsAt: next.startsAt, contact: contact('Quiet', { phone: uniquePhone() }) },
      `q-${Date.now()}`,
    ).expect(201);
    const [booking] = await settledMessages(stack.db.pool, second.body.id, 'visit_booked', 2);
    const code = codeIn(booking.body_text);
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/cancel`).send({}).expect(200);
    const alerts = await settledMessages(stack.db.pool, second.body.id, 'visit_cancelled_agent');
    expect(alerts.map((m) => `${m.channel}:${m.recipient}:${m.status}`)).toEqual([`email:${agent.email}:sent`]);
  });

  /** Backends of this test's database waiting for a lock, in a statement that contains `sql`. */
  async function lockWaiters(sql: string): Promise<number> {
    const { rows } = await stack.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND position($1 in query) > 0`,
      [sql],
    );
    return rows[0].n;
  }

  /**
   * The booking's scheduling is done once its event is relayed (the relay plans a batch's reminders
   * before it marks the rows), and the clean-up once the cancellation's CancelVisitReminders has run.
   */
  async function schedulingAndCleanUpDone(visitId: string): Promise<boolean> {
    const { rows } = await stack.db.pool.query<{ id: string; event: string; relayed: boolean }>(
      `SELECT id, event, relayed_at IS NOT NULL AS relayed FROM outbox
        WHERE event IN ('visit.booked', 'visit.cancelled') AND payload->>'visitId' = $1`,
      [visitId],
    );
    const cancelled = rows.find((row) => row.event === 'visit.cancelled');
    const cleanUp =
      cancelled && (await stack.queue('reminders').getJobState(`evt-${cancelled.id}-CancelVisitReminders`));
    return rows.find((row) => row.event === 'visit.booked')?.relayed === true && cleanUp === 'completed';
  }
});
