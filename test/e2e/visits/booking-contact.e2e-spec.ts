import { signIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookPublic, contact, offeredSlots } from './visit-fixtures';

/**
 * Anyone can type someone else's e-mail into the public booking form: the candidate it names must keep
 * their phone, so their reminders and SMS answers never go to whoever typed it. What a booking gives
 * stays on its own visit, and that visit's messages go there.
 */
describe('contact details given with a public booking', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const smsOf = async (visitId: string) => {
    await waitFor(
      async () =>
        (await stack.db.pool.query(`SELECT 1 FROM messages WHERE visit_id = $1 AND channel = 'sms'`, [visitId]))
          .rowCount,
      'the booking SMS',
    );
    const { rows } = await stack.db.pool.query<{ recipient: string; body_text: string }>(
      `SELECT recipient, body_text FROM messages WHERE visit_id = $1 AND channel = 'sms' AND purpose = 'visit_booked'`,
      [visitId],
    );
    return rows;
  };

  it("keeps the candidate's phone and sends the new visit's messages to the phone given with it", async () => {
    const { agencyId, agent, listingId } = await agentWithListing(stack.db.pool);
    const [first, second] = await offeredSlots(stack.baseUrl, listingId, 2);
    const owner = { ...contact('Owner'), language: 'fr' };
    const intruder = { ...owner, firstName: 'Mallory', phone: '+33 7 80 00 00 02', language: 'en' };

    const mine = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: first.startsAt, contact: owner },
      'contact-own-1',
    );
    const theirs = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: second.startsAt, contact: intruder },
      'contact-intruder-1',
    );

    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const { rows: candidates } = await stack.db.pool.query(
      `SELECT first_name, phone, language FROM candidates WHERE agency_id = $1`,
      [agencyId],
    );
    expect(candidates).toEqual([{ first_name: 'Camille', phone: '+33612345678', language: 'fr' }]);
    const [own] = await smsOf(mine.body.id);
    const [sms] = await smsOf(theirs.body.id);
    expect([own.recipient, own.body_text]).toEqual(['+33612345678', expect.stringContaining('visite réservée')]);
    // To the phone given with that booking, in its language.
    expect([sms.recipient, sms.body_text]).toEqual(['+33780000002', expect.stringContaining('viewing booked')]);
    const realtor = await signIn(stack.baseUrl, agent);
    const seen = await realtor.agent.get(`/api/visits/${theirs.body.id}`).expect(200);
    expect(seen.body.candidate).toMatchObject({ firstName: 'Mallory', phone: '+33780000002' });
    const mineSeen = await realtor.agent.get(`/api/visits/${mine.body.id}`).expect(200);
    expect(mineSeen.body.candidate).toMatchObject({ firstName: 'Camille', phone: '+33612345678' });
  });

  it('lets an agent of the agency correct the candidate from the back office', async () => {
    const { agencyId, agent, listingId } = await agentWithListing(stack.db.pool);
    const [first, second] = await offeredSlots(stack.baseUrl, listingId, 2);
    await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: first.startsAt, contact: contact('Moved') },
      'contact-back-office-1',
    ).expect(201);
    const realtor = await signIn(stack.baseUrl, agent);

    await realtor.agent
      .post('/api/visits')
      .set('X-CSRF-Token', realtor.csrf)
      .send({ listingId, startsAt: second.startsAt, contact: { ...contact('Moved'), phone: '+33 7 81 11 11 11' } })
      .expect(201);

    const { rows } = await stack.db.pool.query(`SELECT phone, language FROM candidates WHERE agency_id = $1`, [
      agencyId,
    ]);
    expect(rows).toEqual([{ phone: '+33781111111', language: 'fr' }]);
  });
});
