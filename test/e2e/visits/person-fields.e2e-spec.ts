import { createUser, signIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { agentWithListing, bookPublic, contact, offeredSlots } from './visit-fixtures';

/** One rule for every person's name and e-mail address, wherever it is typed (issue 35). */
describe('names and e-mail addresses that could mislead or inject', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it.each([
    ['a quoted local part with markup', { email: '"<img src=x>"@example.test' }, 'contact.email'],
    ['a quoted local part with a raw CR', { email: '"a\rb"@example.test' }, 'contact.email'],
    ['a right-to-left override in a name', { firstName: 'gpj\u202Eexe.jpg' }, 'contact.firstName'],
    ['a zero-width space in a name', { lastName: 'Dur\u200Band' }, 'contact.lastName'],
    ['markup in a name', { lastName: '<b>Durand</b>' }, 'contact.lastName'],
  ])('refuses a booking with %s, naming the field, and books nothing', async (_what, fields, field) => {
    const { agencyId, listingId } = await agentWithListing(stack.db.pool);
    const [slot] = await offeredSlots(stack.baseUrl, listingId, 1);

    const response = await bookPublic(
      stack.baseUrl,
      listingId,
      { startsAt: slot.startsAt, contact: { ...contact('Durand'), ...fields } },
      null,
    ).set('Idempotency-Key', `person-${field}-${Date.now()}`);

    expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(response.body.details.fields.map((each: { field: string }) => each.field)).toEqual([field]);
    const { rows } = await stack.db.pool.query('SELECT 1 FROM visits WHERE agency_id = $1', [agencyId]);
    expect(rows).toEqual([]);
  });

  it.each(['Camille\r\nBcc: x@evil.test', '<script>alert(1)</script>', 'exe\u202Egpj'])(
    'refuses %j as one’s own name (PUT /api/me), as the booking form does',
    async (name) => {
      const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
      const session = await signIn(stack.baseUrl, visitor, 'visits');

      const response = await session.agent.put('/api/me').set('X-CSRF-Token', session.csrf).send({ firstName: name });

      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const { rows } = await stack.db.pool.query('SELECT first_name FROM users WHERE id = $1', [visitor.id]);
      expect(rows[0].first_name).not.toBe(name);
    },
  );

  it('still takes every European name as written', async () => {
    const visitor = await createUser(stack.db.pool, { authType: 'visitor' });
    const session = await signIn(stack.baseUrl, visitor, 'visits');

    await session.agent
      .put('/api/me')
      .set('X-CSRF-Token', session.csrf)
      .send({ firstName: 'Łukasz Ştefan', lastName: "Øster-O'Brien" })
      .expect(200);
  });
});
