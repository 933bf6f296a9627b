import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, createBookableListing, moveVisitToPast, offeredSlots } from '../visits/visit-fixtures';

/**
 * A Brussels visitor gives one means of contact of their choice: every message about their visit goes
 * by what they gave with it, never by a means they gave another time, and none is lost.
 */
describe('messages to a visitor who gave one means of contact', () => {
  let stack: Stack;
  let agent: SignedIn;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 1 });
    const agencyId = (await createAgency(stack.db.pool, { country: 'BE' })).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    agent = await signIn(stack.baseUrl, user);
    listingId = await createBookableListing(stack.db.pool, agencyId, user.id);
    await stack.db.pool.query(`UPDATE listings SET country = 'BE', postal_code = '1050' WHERE id = $1`, [listingId]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  let n = 0;
  async function book(contact: object): Promise<string> {
    const slots = await offeredSlots(stack.baseUrl, listingId, 2);
    n += 1;
    const response = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slots[n].startsAt, contact: { firstName: 'Emma', lastName: 'Janssens', language: 'nl', ...contact } },
      `one-means-${n}-${Date.now()}`,
    );
    expect(response.status).toBe(201);
    return response.body.id as string;
  }

  /** The candidate's messages of this purpose about the visit, once its job has written them. */
  async function sentAbout(visitId: string, purpose: string, done = `${purpose}_agent`) {
    await waitFor(
      async () =>
        (
          await stack.db.pool.query(`SELECT 1 FROM messages WHERE visit_id = $1 AND purpose = ANY($2)`, [
            visitId,
            [done, purpose],
          ])
        ).rowCount,
      `the ${purpose} messages`,
    );
    const { rows } = await stack.db.pool.query<{ channel: string; recipient: string }>(
      `SELECT channel, recipient FROM messages WHERE visit_id = $1 AND purpose = $2 ORDER BY channel`,
      [visitId, purpose],
    );
    return rows.map(({ channel, recipient }) => `${channel} ${recipient}`);
  }

  it('confirms a booking made with a phone alone by SMS, and one made with an e-mail alone by e-mail', async () => {
    const byPhone = await book({ phone: '+32 470 11 22 33' });
    const byEmail = await book({ email: 'emma@example.be' });

    expect(await sentAbout(byPhone, 'visit_booked')).toEqual(['sms +32470112233']);
    expect(await sentAbout(byEmail, 'visit_booked')).toEqual(['email emma@example.be']);
  });

  it('sends no SMS for a booking made with an e-mail alone, even to a phone the candidate gave before', async () => {
    const first = await book({ email: 'arthur@example.be', phone: '+32 470 44 55 66' });
    const second = await book({ email: 'arthur@example.be' });

    expect(await sentAbout(first, 'visit_booked')).toEqual(['email arthur@example.be', 'sms +32470445566']);
    expect(await sentAbout(second, 'visit_booked')).toEqual(['email arthur@example.be']);
  });

  it("sends the agent's invitation to apply by the means the candidate gave", async () => {
    const visitId = await book({ phone: '+32 470 77 88 99' });
    await sentAbout(visitId, 'visit_booked');
    await moveVisitToPast(stack.db.pool, visitId, 1);

    await agent.agent.post(`/api/visits/${visitId}/application-invitation`).set('X-CSRF-Token', agent.csrf).expect(200);

    expect(await sentAbout(visitId, 'visit_application', 'visit_application')).toEqual(['sms +32470778899']);
    const [sms] = (
      await stack.db.pool.query(
        `SELECT body_text FROM messages WHERE visit_id = $1 AND purpose = 'visit_application'`,
        [visitId],
      )
    ).rows;
    // The link whole, then the STOP offer that every optional SMS ends with.
    expect(sms.body_text).toMatch(
      /kandidatuur aanvullen: http:\/\/127\.0\.0\.1:\d+\/c\/[A-Za-z0-9]{10} Stoppen: antwoord STOP$/,
    );
  });
});
