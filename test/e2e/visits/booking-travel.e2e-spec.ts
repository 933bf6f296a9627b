import { createAgency, createUser } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots, type OfferedSlot } from './visit-fixtures';

const MINUTE = 60_000;
// Versailles, about 18 km from the centre of Paris: close to an hour at an urban speed.
const VERSAILLES = { latitude: 48.8049, longitude: 2.1204 };

const nextStep = (slot: OfferedSlot) => new Date(Date.parse(slot.startsAt) + 40 * MINUTE).toISOString();

/** Slots a day ahead or more whose next step (40 minutes later: 30 of visit, 10 of buffer) is offered too, one a day. */
function adjacentPairs(slots: OfferedSlot[]): [OfferedSlot, string][] {
  const starts = new Set(slots.map((slot) => slot.startsAt));
  const days = new Map<string, [OfferedSlot, string]>();
  for (const slot of slots) {
    const day = slot.local.slice(0, 10);
    if (!days.has(day) && starts.has(nextStep(slot))) days.set(day, [slot, nextStep(slot)]);
  }
  if (days.size === 0) throw new Error('no two adjacent slots offered');
  return [...days.values()];
}

describe('travel time between listings of one agent', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** One agent showing a flat in central Paris and a house in Versailles. */
  async function agentAcrossTown() {
    const agencyId = (await createAgency(stack.db.pool)).id;
    const agentId = (await createUser(stack.db.pool, { authType: 'realtor', agencyId })).id;
    const paris = await createBookableListing(stack.db.pool, agencyId, agentId);
    const versailles = await createBookableListing(stack.db.pool, agencyId, agentId, { position: VERSAILLES });
    return { agentId, paris, versailles };
  }

  const starts = async (listingId: string) => (await offeredSlots(stack.baseUrl, listingId, 1)).map((s) => s.startsAt);

  it('hides the slot right after a visit at a distant listing, not at the same listing', async () => {
    const { paris, versailles } = await agentAcrossTown();
    const [[first, next]] = adjacentPairs(await offeredSlots(stack.baseUrl, paris, 1));
    expect(await starts(versailles)).toContain(next);

    await bookPublic(stack.baseUrl, paris, { startsAt: first.startsAt, contact: contact('Paris') }, 'travel-1').expect(
      201,
    );

    expect(await starts(paris)).toContain(next);
    expect(await starts(versailles)).not.toContain(next);
    const refused = await bookPublic(
      stack.baseUrl,
      versailles,
      { startsAt: next, contact: contact('Versailles') },
      'travel-2',
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'SLOT_TAKEN']);
    const offered = (refused.body.details.nextSlots as OfferedSlot[]).map((slot) => Date.parse(slot.startsAt));
    expect(offered.length).toBeGreaterThan(0);
    // None of the next free slots in Versailles leaves less than the trip after the Paris visit.
    const parisEnd = Date.parse(first.endsAt);
    expect(offered.filter((start) => start > parisEnd - 60 * MINUTE && start < parisEnd + 50 * MINUTE)).toEqual([]);
  });

  it('lets exactly one of simultaneous bookings at two distant listings on back-to-back slots through', async () => {
    const { agentId, paris, versailles } = await agentAcrossTown();
    // Several days raced at once: without the agent's lock, some day lets both through.
    const pairs = adjacentPairs(await offeredSlots(stack.baseUrl, paris, 1)).slice(0, 4);
    const versaillesStarts = await starts(versailles);
    expect(pairs.every(([, next]) => versaillesStarts.includes(next))).toBe(true);
    const fire = (listingId: string, startsAt: string, name: string) =>
      fetch(`${stack.baseUrl}/api/public/listings/${listingId}/visits`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `travel-race-${name}` },
        body: JSON.stringify({ startsAt, contact: contact(name) }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string } }));

    const answers = await Promise.all(
      pairs.map(([first, next], day) =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) => [
            fire(paris, first.startsAt, `Paris${day}x${i}`),
            fire(versailles, next, `Versailles${day}x${i}`),
          ]).flat(),
        ),
      ),
    );

    expect(answers.map((day) => day.filter((answer) => answer.status === 201).length)).toEqual(pairs.map(() => 1));
    const refused = answers.flat().filter((answer) => answer.status === 409 && answer.body.code === 'SLOT_TAKEN');
    expect(refused).toHaveLength(pairs.length * 19);
    const { rows } = await stack.db.pool.query(
      `SELECT count(*)::int AS visits FROM visits WHERE agent_id = $1 AND status = 'booked'`,
      [agentId],
    );
    expect(rows[0].visits).toBe(pairs.length);
  });
});
