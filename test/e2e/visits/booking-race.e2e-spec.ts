import { createAgency, createUser } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { contact, createBookableListing, offeredSlots } from './visit-fixtures';

describe('booking under a race', () => {
  let stack: Stack;
  let agencyId: string;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    agentId = (await createUser(stack.db.pool, { authType: 'realtor', agencyId })).id;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const overlappingSlots = async () =>
    (
      await stack.db.pool.query(
        `SELECT count(*)::int AS overlaps FROM visit_slots a JOIN visit_slots b
           ON a.agent_id = b.agent_id AND a.id < b.id AND a.live AND b.live
          AND tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`,
      )
    ).rows[0].overlaps;

  const fire = (listingId: string, startsAt: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${stack.baseUrl}/api/public/listings/${listingId}/visits`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `race-${listingId}-${i}` },
          body: JSON.stringify({ startsAt, contact: contact(`Racer${i}`) }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        })),
      ),
    );

  it('gives one slot to exactly one of 50 concurrent requests and 409 with next slots to the others', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);

    const answers = await fire(listingId, slot.startsAt, 50);

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(49);
    expect(refused.every((a) => a.body.code === 'SLOT_TAKEN')).toBe(true);
    const next = (refused[0].body.details as { nextSlots: { startsAt: string }[] }).nextSlots;
    expect(next.length).toBeGreaterThan(0);
    expect(next.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    const { rows } = await stack.db.pool.query(
      `SELECT (SELECT count(*)::int FROM visits WHERE listing_id = $1) AS visits,
              (SELECT count(*)::int FROM outbox o JOIN visits v ON v.id::text = o.payload ->> 'visitId'
                WHERE o.event = 'visit.booked' AND v.listing_id = $1) AS events`,
      [listingId],
    );
    expect(rows[0]).toEqual({ visits: 1, events: 1 });
    expect(await overlappingSlots()).toBe(0);
  });

  it('fills a group visit to its capacity and no further', async () => {
    const listingId = await createBookableListing(stack.db.pool, agencyId, agentId, { visitorsPerSlot: 3 });
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    expect(slot.seatsLeft).toBe(3);

    const answers = await fire(listingId, slot.startsAt, 20);

    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS slots, sum(seats_taken)::int AS seats,
              (SELECT count(*)::int FROM visits WHERE listing_id = $1) AS visits
         FROM visit_slots WHERE listing_id = $1`,
      [listingId],
    );
    expect(rows[0]).toEqual({ slots: 1, seats: 3, visits: 3 });
    const after = await offeredSlots(stack.baseUrl, listingId, 1);
    expect(after.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    expect(await overlappingSlots()).toBe(0);
  });
});
