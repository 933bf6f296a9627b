import { eventJobId, type RealtimeMessage } from '@creneau/contracts';
import { realtimeChannel } from '@creneau/server';
import { Redis } from 'ioredis';
import { createAgency, createUser, signIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from './visit-fixtures';

const DAY_AND_TIME = /^[a-zé]{3,4}\. \d{1,2} [a-zéû]{3,5}\.?, \d{2}:\d{2}$/;

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

  it("tells the agency about a public booking and its cancellation, with the agency's wall time", async () => {
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

    const when = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }).format(new Date(slot.startsAt));
    expect(bookedMessage).toEqual({
      agencyId: agency.id,
      type: 'visit.booked',
      data: { candidate: 'Camille Toast', listing: rows[0].reference, when },
    });
    expect(when).toMatch(DAY_AND_TIME);
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
});
