import { createAgency, createUser, signIn, type SignedIn } from './../support/factories';
import { startStack, type Stack } from './../support/stack';
import { bookPublic, createBookableListing, offeredSlots } from './visits/visit-fixtures';

/**
 * Every request body with a nested object (or a list of them): a missing, null or mistyped nested value
 * answers 400 with the field named, never 500, and changes nothing. One test per such body.
 */
describe('request bodies with nested objects', () => {
  let stack: Stack;
  let admin: SignedIn;
  let agentId: string;
  let listingId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyId = (await createAgency(stack.db.pool)).id;
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    agentId = user.id;
    admin = await signIn(stack.baseUrl, user);
    listingId = await createBookableListing(stack.db.pool, agencyId, agentId);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const refusals = async (
    call: (body: object) => Promise<{ status: number; body: { code?: string } }>,
    bodies: object[],
  ) => {
    const answers = [];
    for (const body of bodies) {
      const response = await call(body);
      answers.push({ body, status: response.status, code: response.body.code });
    }
    return answers;
  };
  const refused = (bodies: object[]) => bodies.map((body) => ({ body, status: 400, code: 'VALIDATION_FAILED' }));

  it('PUT /api/me/notification-preferences: channels is required and an object, quietHours an object or null', async () => {
    const channels = { visit_booked: 'email', visit_cancelled: 'sms', visit_unconfirmed: 'both' };
    const bad = [{}, { channels: null }, { channels: 'email' }, { channels: [] }, { channels, quietHours: 'night' }];
    const put = (body: object) =>
      admin.agent.put('/api/me/notification-preferences').set('X-CSRF-Token', admin.csrf).send(body);

    expect(await refusals(put, bad)).toEqual(refused(bad));
    const { rows } = await stack.db.pool.query('SELECT 1 FROM notification_preferences WHERE user_id = $1', [agentId]);
    expect(rows).toEqual([]);
    await put({ channels, quietHours: null }).expect(200);
  });

  it('PUT /api/agents/{id}/working-hours: days is a list of day objects', async () => {
    const bad = [{}, { days: null }, { days: 'monday' }, { days: [null] }, { days: ['monday'] }, { days: {} }];
    const put = (body: object) =>
      admin.agent.put(`/api/agents/${agentId}/working-hours`).set('X-CSRF-Token', admin.csrf).send(body);

    expect(await refusals(put, bad)).toEqual(refused(bad));
  });

  it('POST and PUT /api/listings: title and description are objects of texts', async () => {
    const base = { reference: `N-${Date.now()}`, transaction: 'rent', propertyType: 'apartment' };
    const bad = [{ title: null }, { title: 'Flat' }, { title: ['Flat'] }, { description: 7 }];
    const post = (body: object) =>
      admin.agent
        .post('/api/listings')
        .set('X-CSRF-Token', admin.csrf)
        .send({ ...base, ...body });
    const put = (body: object) =>
      admin.agent.put(`/api/listings/${listingId}`).set('X-CSRF-Token', admin.csrf).send(body);

    expect(await refusals(post, bad)).toEqual(refused(bad));
    expect(await refusals(put, bad)).toEqual(refused(bad));
  });

  it('POST /api/public/listings/{id}/visits and POST /api/visits: contact is required and an object, answers an object', async () => {
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);
    const contact = { firstName: 'A', lastName: 'B', email: 'ab@example.test', phone: '+33 6 12 34 56 78' };
    const bad = [
      { startsAt: slot.startsAt },
      { startsAt: slot.startsAt, contact: null },
      { startsAt: slot.startsAt, contact: 'ab@example.test' },
      { startsAt: slot.startsAt, contact, answers: 'two' },
      { startsAt: slot.startsAt, contact, answers: [2] },
    ];
    let n = 0;
    const book = (body: object) => bookPublic(stack.baseUrl, listingId, body, `nested-${(n += 1)}-${Date.now()}`);
    const backOffice = (body: object) =>
      admin.agent
        .post('/api/visits')
        .set('X-CSRF-Token', admin.csrf)
        .set('Idempotency-Key', `nested-bo-${(n += 1)}-${Date.now()}`)
        .send({ ...body, listingId });

    expect(await refusals(book, bad)).toEqual(refused(bad));
    expect(await refusals(backOffice, bad)).toEqual(refused(bad));
    const { rows } = await stack.db.pool.query('SELECT 1 FROM visits WHERE listing_id = $1', [listingId]);
    expect(rows).toEqual([]);
  });
});
