import { eventJobId, reminderJobId, type RealtimeMessage } from '@creneau/contracts';
import { realtimeChannel } from '@creneau/server';
import { Redis } from 'ioredis';
import { createAgency, createUser, signIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('live notifications of bookings and cancellations', () => {
  let stack: Stack;
  let subscriber: Redis;
  const received: RealtimeMessage[] = [];

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    subscriber = new Redis(stack.redisUrl);
    subscriber.on('message', (_channel: string, message: string) => received.push(JSON.parse(message)));
    await subscriber.subscribe(realtimeChannel(stack.redisPrefix));
  });

  afterAll(async () => {
    subscriber?.disconnect();
    await stack?.stop();
  });

  /** The outbox row of an event about a visit, once written. */
  async function outboxId(event: string, visitId: string): Promise<string> {
    return waitFor(async () => {
      const { rows } = await stack.db.pool.query<{ id: string }>(
        `SELECT id FROM outbox WHERE event = $1 AND payload->>'visitId' = $2`,
        [event, visitId],
      );
      return rows[0]?.id;
    }, `the ${event} event`);
  }

  async function jobDone(event: string, visitId: string, job: Parameters<typeof eventJobId>[1]): Promise<void> {
    const id = eventJobId(await outboxId(event, visitId), job);
    await waitFor(async () => (await stack.queue('notifications').getJob(id))?.finishedOn !== undefined, job);
  }

  it('tells the agency about a public booking and its cancellation, as data each viewer formats', async () => {
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const { rows } = await stack.db.pool.query('SELECT reference FROM listings WHERE id = $1', [listingId]);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);

    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Toast') },
      `toast-${Date.now()}`,
    ).expect(201);
    const bookedMessage = await waitFor(async () => received.find((m) => m.type === 'visit.booked'), 'the booking');
    const realtor = await signIn(stack.baseUrl, agent);
    await realtor.agent
      .post(`/api/visits/${booked.body.id}/cancel`)
      .set('X-CSRF-Token', realtor.csrf)
      .send({ reason: 'Le bien est loué' })
      .expect(200);
    const cancelled = await waitFor(async () => received.find((m) => m.type === 'visit.cancelled'), 'the cancellation');

    // No text in one language: the agent's colleagues may read the back office in another.
    expect(bookedMessage).toEqual({
      agencyId: agency.id,
      type: 'visit.booked',
      data: {
        visitId: booked.body.id,
        listingId,
        candidate: 'Camille Toast',
        listing: rows[0].reference,
        startsAt: new Date(slot.startsAt).toISOString(),
      },
    });
    expect(cancelled).toMatchObject({ agencyId: agency.id, data: bookedMessage.data });
  });

  it('stays silent about a booking cancelled before its notification ran', async () => {
    const agency = await createAgency(stack.db.pool);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    // Relayed but cancelled underneath: the worker reloads the visit and finds it cancelled.
    await stack.db.pool.query(
      `CREATE OR REPLACE FUNCTION test_cancel_on_insert() RETURNS trigger AS $$
       BEGIN UPDATE visits SET status = 'cancelled', cancelled_at = now(), cancelled_by = 'system'
              WHERE id = (NEW.payload->>'visitId')::uuid; RETURN NEW; END $$ LANGUAGE plpgsql`,
    );
    await stack.db.pool.query(
      `CREATE TRIGGER test_cancel_on_insert AFTER INSERT ON outbox FOR EACH ROW
       WHEN (NEW.event = 'visit.booked') EXECUTE FUNCTION test_cancel_on_insert()`,
    );
    let visitId = '';
    try {
      const booked = await bookPublic(
        stack.baseUrl,
        listingId,
        { startsAt: slot.startsAt, contact: contact('Silent') },
        `silent-${Date.now()}`,
      ).expect(201);
      visitId = booked.body.id;
    } finally {
      await stack.db.pool.query('DROP TRIGGER test_cancel_on_insert ON outbox');
    }
    const { rows } = await stack.db.pool.query<{ id: string }>(`SELECT id FROM outbox WHERE payload->>'visitId' = $1`, [
      visitId,
    ]);
    const job = await waitFor(
      () => stack.queue('notifications').getJob(eventJobId(rows[0].id, 'NotifyVisitBooked')),
      'the notification job',
    );
    await waitFor(async () => (await job.getState()) === 'completed', 'the notification job to run');

    expect(received.filter((m) => m.agencyId === agency.id)).toEqual([]);
  });

  it('warns once, through the outbox, that an unconfirmed visit was released at its deadline', async () => {
    const agency = await createAgency(stack.db.pool);
    await stack.db.pool.query('UPDATE agencies SET release_unconfirmed = true WHERE id = $1', [agency.id]);
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const listingId = await createBookableListing(stack.db.pool, agency.id, agent.id);
    // Days ahead: the deadline is still to come whatever the hour of the run.
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 3);
    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Late') },
      `late-${Date.now()}`,
    ).expect(201);
    const visitId: string = booked.body.id;
    await jobDone('visit.booked', visitId, 'NotifyVisitBooked');
    const deadline = await waitFor(
      () => stack.queue('reminders').getJob(reminderJobId(visitId, 'deadline')),
      'the deadline job',
    );

    // With the toasts held back, the deadline still completes: the warning waits in the outbox's job.
    const notifications = stack.queue('notifications');
    await notifications.pause();
    try {
      await deadline.promote();
      // Done when its row is: the release cancels the visit, whose CancelVisitReminders may take the finished job away.
      await waitFor(async () => {
        const { rows } = await stack.db.pool.query(
          `SELECT outcome FROM visit_reminders WHERE visit_id = $1 AND kind = 'deadline' AND done_at IS NOT NULL`,
          [visitId],
        );
        return rows[0]?.outcome === 'released';
      }, 'the deadline');
      const warning = await waitFor(
        async () =>
          notifications.getJob(eventJobId(await outboxId('visit.unconfirmed', visitId), 'NotifyVisitUnconfirmed')),
        'the warning job',
      );
      expect(await warning.getState()).toMatch(/waiting|paused/);
      expect(received.filter((m) => m.type === 'visit.unconfirmed' && m.agencyId === agency.id)).toEqual([]);
    } finally {
      await notifications.resume();
    }
    const warned = await waitFor(
      async () => received.find((m) => m.type === 'visit.unconfirmed' && m.agencyId === agency.id),
      'the unconfirmed warning',
    );
    await jobDone('visit.cancelled', visitId, 'NotifyVisitCancelled');

    const { rows } = await stack.db.pool.query('SELECT status, cancelled_why FROM visits WHERE id = $1', [visitId]);
    expect(rows[0]).toEqual({ status: 'cancelled', cancelled_why: 'unconfirmed' });
    expect(warned.data).toMatchObject({ visitId, listingId, candidate: 'Camille Late', released: true });
    // One toast: the release is told by the warning, not again as a cancellation.
    expect(received.filter((m) => m.agencyId === agency.id).map((m) => m.type)).toEqual([
      'visit.booked',
      'visit.unconfirmed',
    ]);
  });
});
