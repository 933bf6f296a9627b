import { createAgency, createUser, signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { bookPublic, contact, createBookableListing, offeredSlots } from './visit-fixtures';

/** Phones are read in the agency's numbering plan and kept in E.164 (issue 29). */
describe('phones given with a booking', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function listingIn(country: 'FR' | 'BE') {
    const agencyId = (await createAgency(stack.db.pool, { country })).id;
    const agent = await createUser(stack.db.pool, { authType: 'realtor', agencyId });
    const listingId = await createBookableListing(stack.db.pool, agencyId, agent.id);
    // A Brussels listing: the visitor gives one means of contact of their choice, a phone alone here.
    if (country === 'BE')
      await stack.db.pool.query(`UPDATE listings SET country = 'BE', postal_code = '1050' WHERE id = $1`, [listingId]);
    return { agencyId, agent, listingId };
  }

  const phonesOf = async (agencyId: string) =>
    (
      await stack.db.pool.query<{ phone: string; contact_phone: string }>(
        `SELECT c.phone, v.contact_phone FROM visits v JOIN candidates c ON c.id = v.candidate_id
          WHERE v.agency_id = $1 ORDER BY v.starts_at`,
        [agencyId],
      )
    ).rows;

  it('reads a Réunion mobile typed on a French agency as +262, not +33', async () => {
    const { agencyId, listingId } = await listingIn('FR');
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);

    const booked = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Payet', { phone: '0692 12 34 56' }) },
      'phone-reunion-1',
    );

    expect(booked.status).toBe(201);
    expect(await phonesOf(agencyId)).toEqual([{ phone: '+262692123456', contact_phone: '+262692123456' }]);
  });

  it('takes one Belgian number written two ways for one person', async () => {
    const { agencyId, listingId } = await listingIn('BE');
    const [first, second] = await offeredSlots(stack.baseUrl, listingId, 1);
    const byPhone = (phone: string) => ({ firstName: 'Lotte', lastName: 'Peeters', phone });

    const one = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: first.startsAt, contact: byPhone('0470 12 34 56') },
      'phone-be-1',
    );
    const other = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: second.startsAt, contact: byPhone('+32 (0)470/12.34.56') },
      'phone-be-2',
    );

    expect([one.status, other.status]).toEqual([201, 201]);
    const { rows } = await stack.db.pool.query('SELECT count(*)::int AS n FROM candidates WHERE agency_id = $1', [
      agencyId,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    expect(await phonesOf(agencyId)).toEqual([
      { phone: '+32470123456', contact_phone: '+32470123456' },
      { phone: '+32470123456', contact_phone: '+32470123456' },
    ]);
  });

  it('refuses a number that is none in the agency’s country, naming the field, and books nothing', async () => {
    const { agencyId, listingId } = await listingIn('BE');
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);

    // A French mobile typed without +33 is no Belgian number: it would have gone to +32 612 34 56 78.
    const refused = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: contact('Dupont', { phone: '06 12 34 56 78' }) },
      'phone-be-wrong',
    );

    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.body.details.fields).toEqual([{ field: 'contact.phone', constraints: ['isPhoneNumber'] }]);
    expect(await phonesOf(agencyId)).toEqual([]);
  });

  it('keeps an agent’s own phone in E.164 too (PUT /api/me)', async () => {
    const { agent } = await listingIn('BE');
    const session = await signIn(stack.baseUrl, agent);

    await session.agent.put('/api/me').set('X-CSRF-Token', session.csrf).send({ phone: '0470 99 88 77' }).expect(200);
    const extension = await session.agent
      .put('/api/me')
      .set('X-CSRF-Token', session.csrf)
      .send({ phone: '0470 99 88 77 ext. 2' });

    const { rows } = await stack.db.pool.query('SELECT phone FROM users WHERE id = $1', [agent.id]);
    expect(rows).toEqual([{ phone: '+32470998877' }]);
    expect([extension.status, extension.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
