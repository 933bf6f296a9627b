import { visitorQuietHoursAwayFromNow } from '../../support/factories';
import request from 'supertest';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import {
  bookVisit,
  codeIn,
  DEV_SENT,
  fire,
  messagesOf,
  purposes,
  reminderJob,
  reminderOutcome,
  settledMessages,
  visitStatus,
} from './reminder-fixtures';

describe('reminders and visit messages', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    await visitorQuietHoursAwayFromNow(stack.db.pool);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('confirms a booking to the candidate (e-mail with .ics, SMS) and tells the agent; plans four reminders', async () => {
    const { visitId, agent, phone } = await bookVisit(stack, 'Booking');
    const candidate = await settledMessages(stack.db.pool, visitId, 'visit_booked', 2);
    const [notice] = await settledMessages(stack.db.pool, visitId, 'visit_booked_agent');

    expect(purposes(await messagesOf(stack.db.pool, visitId))).toEqual([
      'visit_booked:email',
      'visit_booked:sms',
      'visit_booked_agent:email',
    ]);
    for (const message of [...candidate, notice]) expect(message).toMatchObject(DEV_SENT);
    const email = candidate.find((m) => m.channel === 'email')!;
    expect(email.attachments?.[0].filename).toBe('visite.ics');
    expect(email.attachments?.[0].content).toContain('BEGIN:VEVENT');
    expect(candidate.find((m) => m.channel === 'sms')!.recipient).toBe(phone);
    expect(notice.recipient).toBe(agent.email);

    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'reminder jobs');
    const { rows } = await stack.db.pool.query(`SELECT kind FROM visit_reminders WHERE visit_id = $1 ORDER BY kind`, [
      visitId,
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['confirmation_request', 'deadline', 'interest', 'reminder']);
    for (const { kind } of rows) expect(await (await reminderJob(stack, visitId, kind))?.isDelayed()).toBe(true);
  });

  it("in the agency's hours without SMS, a request to confirm goes by e-mail alone; the booking's answer still by SMS", async () => {
    const parisClock = (minutesFromNow: number) =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Europe/Paris',
      }).format(new Date(Date.now() + minutesFromNow * 60_000));
    const { visitId } = await bookVisit(stack, 'Night', {
      agencyFields: { visitor_quiet_start: parisClock(-60), visitor_quiet_end: parisClock(60) },
    });
    // The booking's confirmation answers what the visitor just did: at any hour, by SMS too.
    const booked = await settledMessages(stack.db.pool, visitId, 'visit_booked', 2);
    expect(booked.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    await fire(stack, visitId, 'confirmation_request');
    await settledMessages(stack.db.pool, visitId, 'visit_confirmation_request', 1);
    const sent = purposes(await messagesOf(stack.db.pool, visitId));
    expect(sent).toContain('visit_confirmation_request:email');
    expect(sent).not.toContain('visit_confirmation_request:sms');
  });

  it('asks to confirm once, however often the job runs; the link page reads without acting, POST confirms', async () => {
    const { visitId } = await bookVisit(stack, 'Confirm');
    await fire(stack, visitId, 'confirmation_request');
    // The same command again, under another job id: the reminder row is done, nothing more is sent.
    const again = await stack.queue('reminders').add('RequestVisitConfirmation', { visitId });
    await waitFor(async () => (await again.getState()) === 'completed', 'the repeated job');
    const requests = await settledMessages(stack.db.pool, visitId, 'visit_confirmation_request', 2);
    expect(requests.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of requests) expect(message).toMatchObject(DEV_SENT);
    const code = codeIn(requests[0].body_text);
    expect(code).toHaveLength(10);

    for (let i = 0; i < 2; i++) {
      const view = await request(stack.baseUrl).get(`/api/public/short-links/${code}`).expect(200);
      expect(view.body).toMatchObject({ status: 'booked', can: { confirm: true, cancel: true } });
    }
    expect(await visitStatus(stack.db.pool, visitId)).toBe('booked');
    const confirmed = await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(200);
    expect(confirmed.body.status).toBe('confirmed');
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(200);
    await request(stack.baseUrl).get('/api/public/short-links/AAAAAAAAAA').expect(404);
    await request(stack.baseUrl).get('/api/public/short-links/..%2F..%2Fetc').expect(404);
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM outbox WHERE event = 'visit.confirmed' AND payload->>'visitId' = $1`,
      [visitId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('gives a Brussels address in both languages where the listing has them', async () => {
    const { visitId, listingId } = await bookVisit(stack, 'Bilingue');
    await stack.db.pool.query(
      `UPDATE listings SET street = 'Rue de Rollebeek 7', postal_code = '1000', city = 'Bruxelles',
              street_alt = 'Rollebeekstraat 7', city_alt = 'Brussel' WHERE id = $1`,
      [listingId],
    );
    await fire(stack, visitId, 'confirmation_request');
    const requests = await settledMessages(stack.db.pool, visitId, 'visit_confirmation_request', 2);
    expect(requests.find((m) => m.channel === 'email')!.body_text).toContain(
      'Rue de Rollebeek 7, 1000 Bruxelles / Rollebeekstraat 7, 1000 Brussel',
    );
    expect(requests.find((m) => m.channel === 'sms')!.body_text).toMatch(/Bruxelles.*Brussel/);
  });

  it('reminds the candidate by SMS shortly before the visit, with the time, the address and the link', async () => {
    const { visitId, phone, slot } = await bookVisit(stack, 'Remind');
    await fire(stack, visitId, 'reminder');

    const [reminder] = await settledMessages(stack.db.pool, visitId, 'visit_reminder');

    expect(reminder).toMatchObject({ ...DEV_SENT, channel: 'sms', recipient: phone });
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Paris',
    }).format(new Date(slot.startsAt));
    // The day too, not only the hour.
    expect(reminder.body_text).toMatch(new RegExp(`visite (le \\S+ \\d+ \\S+|demain|aujourd’hui) à ${time}`));
    expect(codeIn(reminder.body_text)).toHaveLength(10);
    expect(await reminderOutcome(stack.db.pool, visitId, 'reminder')).toBe('sent');
    expect(purposes(await messagesOf(stack.db.pool, visitId)).filter((p) => p.startsWith('visit_reminder'))).toEqual([
      'visit_reminder:sms',
    ]);
  });

  it('a cancellation by the candidate warns the agent at once and drops every pending reminder', async () => {
    const { visitId, agent, agentPhone } = await bookVisit(stack, 'Cancel');
    await fire(stack, visitId, 'confirmation_request');
    const [asked] = await settledMessages(stack.db.pool, visitId, 'visit_confirmation_request', 2);
    const code = codeIn(asked.body_text);
    await request(stack.baseUrl)
      .post(`/api/public/short-links/${code}/cancel`)
      .send({ reason: 'Trouvé ailleurs' })
      .expect(200);
    const warnings = await settledMessages(stack.db.pool, visitId, 'visit_cancelled_agent', 2);
    // Default preference for cancellations: both channels.
    expect(warnings.map((m) => m.recipient).sort()).toEqual([agentPhone, agent.email].sort());
    for (const warning of warnings) expect(warning).toMatchObject(DEV_SENT);
    expect(warnings[0].body_text).toContain('Trouvé ailleurs');
    // The visitor hears it is done, with the listing, its address and a way to book another slot.
    const confirmed = await settledMessages(stack.db.pool, visitId, 'visit_cancelled_visitor', 2);
    const email = confirmed.find((m) => m.channel === 'email')!;
    expect(email.body_text).toMatch(/Votre visite de «\u00a0.+\u00a0», .+, prévue le .+, est bien annulée/);
    expect(email.body_text).toMatch(/Réserver un créneau\u00a0: http.+\/book\/[0-9a-f-]{36}/);
    expect(confirmed.find((m) => m.channel === 'sms')!.body_text).toMatch(
      /annulée .+Réserver un autre créneau : http.+\/c\//,
    );
    await waitFor(async () => (await reminderJob(stack, visitId, 'interest')) === undefined, 'jobs removed');
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS n FROM visit_reminders WHERE visit_id = $1 AND done_at IS NULL`,
      [visitId],
    );
    expect(rows[0].n).toBe(0);
    await request(stack.baseUrl).post(`/api/public/short-links/${code}/confirm`).expect(409);
  });

  it('at the deadline an unconfirmed visit warns the agent and, when the agency chose so, frees the slot', async () => {
    const { visitId } = await bookVisit(stack, 'Deadline', { agencyFields: { release_unconfirmed: true } });
    await fire(stack, visitId, 'deadline');
    const [released] = await settledMessages(stack.db.pool, visitId, 'visit_released', 2);
    expect(released).toMatchObject(DEV_SENT);
    for (const message of await settledMessages(stack.db.pool, visitId, 'visit_released', 2)) {
      // Said without blame, with a link to book again.
      expect(message.body_text).toMatch(/(Sans confirmation|sans confirmation)/);
      expect(message.body_text).toMatch(/\/(book|c)\/[0-9A-Za-z-]+/);
    }
    const { rows } = await stack.db.pool.query(`SELECT status, cancelled_by, cancelled_why FROM visits WHERE id = $1`, [
      visitId,
    ]);
    expect(rows[0]).toEqual({ status: 'cancelled', cancelled_by: 'system', cancelled_why: 'unconfirmed' });
    const warned = await settledMessages(stack.db.pool, visitId, 'visit_unconfirmed_agent', 2);
    expect(warned.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const warning of warned) expect(warning).toMatchObject(DEV_SENT);
    // The agent heard it from the deadline: no second "cancelled" alert.
    expect(purposes(await messagesOf(stack.db.pool, visitId)).some((p) => p.startsWith('visit_cancelled_agent'))).toBe(
      false,
    );
  });

  it('a confirmed visit passes its deadline quietly', async () => {
    const { visitId } = await bookVisit(stack, 'Quiet', { agencyFields: { release_unconfirmed: true } });
    await waitFor(() => reminderJob(stack, visitId, 'deadline'), 'deadline job');
    await stack.db.pool.query(`UPDATE visits SET status = 'confirmed' WHERE id = $1`, [visitId]);
    await fire(stack, visitId, 'deadline');
    expect(await reminderOutcome(stack.db.pool, visitId, 'deadline')).toBe('confirmed');
    expect(purposes(await messagesOf(stack.db.pool, visitId)).some((p) => p.includes('unconfirmed'))).toBe(false);
  });

  it('once the visit has started, a late request, reminder or deadline does nothing (after an outage)', async () => {
    const { visitId } = await bookVisit(stack, 'Late', { agencyFields: { release_unconfirmed: true } });
    await settledMessages(stack.db.pool, visitId, 'visit_booked', 2);
    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'reminder jobs');
    // The jobs ran late, as after Redis or the workers were down: the visit began five minutes ago.
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '25 minutes'
        WHERE id = $1`,
      [visitId],
    );

    for (const kind of ['confirmation_request', 'reminder', 'deadline'] as const) {
      await fire(stack, visitId, kind);
      expect(await reminderOutcome(stack.db.pool, visitId, kind)).toBe('too_late');
    }

    expect(purposes(await messagesOf(stack.db.pool, visitId))).toEqual([
      'visit_booked:email',
      'visit_booked:sms',
      'visit_booked_agent:email',
    ]);
    expect(await visitStatus(stack.db.pool, visitId)).toBe('booked');
  });

  it('after a visit marked no-show, no "thank you for visiting": neither the interest question nor the invitation', async () => {
    const { visitId } = await bookVisit(stack, 'NoShow');
    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'interest job');
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '150 minutes',
              status = 'no_show' WHERE id = $1`,
      [visitId],
    );
    await fire(stack, visitId, 'interest');
    expect(await reminderOutcome(stack.db.pool, visitId, 'interest')).toBe('skipped_no_show');
    const invite = await stack.queue('notifications').add('InviteToApply', { visitId });
    await waitFor(async () => (await invite.getState()) === 'completed', 'the invitation job');

    const sent = await messagesOf(stack.db.pool, visitId);
    expect(sent.filter((m) => /Merci d.avoir visit|visite effectu/i.test(m.body_text))).toEqual([]);
    expect(purposes(sent).filter((p) => /interest|application/.test(p))).toEqual([]);
  });

  it('asks about interest after the visit and records the one-tap answer', async () => {
    const { visitId } = await bookVisit(stack, 'Interest');
    await waitFor(() => reminderJob(stack, visitId, 'interest'), 'interest job');
    await stack.db.pool.query(
      `UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '150 minutes', status = 'done'
        WHERE id = $1`,
      [visitId],
    );
    await fire(stack, visitId, 'interest');
    const asks = await settledMessages(stack.db.pool, visitId, 'visit_interest', 2);
    for (const ask of asks) expect(ask).toMatchObject(DEV_SENT);
    const code = /\/i\/([A-Za-z0-9]{10})/.exec(asks[0].body_text)![1];
    const view = await request(stack.baseUrl).get(`/api/public/short-links/${code}`).expect(200);
    // Done, the visit also opens the application questions of the listing's region (applicant-data policy).
    expect(view.body.can).toEqual({ confirm: false, cancel: false, answerInterest: true, apply: true });
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
});
