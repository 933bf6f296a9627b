import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';
import { insertListing, insertMessage, insertVisit } from './back-office-fixtures';

/**
 * The lists react-admin reads (issue 18's findings): a malformed filter value is a 400 naming the
 * filter, never a 500; `filter={"id":[…]}` gives exactly the records asked for; an unknown filter is
 * refused rather than ignored; every list sorts by id; the audit log reads one entry by id.
 */
describe('back-office lists: filters, ids and sorts', () => {
  let stack: Stack;
  let ops: SignedIn;
  let admin: SignedIn;
  let agencyId: string;
  let agentId: string;
  const visits: string[] = [];
  const messages: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    agencyId = (await createAgency(stack.db.pool)).id;
    const adminUser = await createUser(stack.db.pool, { authType: 'realtor', agencyId, role: 'agency_admin' });
    agentId = adminUser.id;
    admin = await signIn(stack.baseUrl, adminUser);
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
    // An entry in the audit log.
    await admin.agent.put(`/api/agencies/${agencyId}`).set('X-CSRF-Token', admin.csrf).send({ name: 'Agence Listes' });
    const listingId = await insertListing(stack.db.pool, agencyId, agentId);
    for (const hours of [24, 48, 72]) {
      const visit = await insertVisit(stack.db.pool, { agencyId, agentId, listingId }, hours);
      visits.push(visit);
      messages.push(await insertMessage(stack.db.pool, agencyId, visit));
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const list = (who: SignedIn, resource: string, query: Record<string, unknown>) =>
    who.agent
      .get(`/api/${resource}`)
      .query(Object.fromEntries(Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)])));

  it.each([
    ['listings', { agentId: 'not-a-uuid' }, 'filter.agentId'],
    ['listings', { agentId: [] }, 'filter.agentId'],
    ['messages', { agencyId: 'not-a-uuid' }, 'filter.agencyId'],
    ['audit-log', { actorUserId: 'not-a-uuid' }, 'filter.actorUserId'],
    ['audit-log', { agencyId: ['not-a-uuid'] }, 'filter.agencyId'],
    ['users', { agencyId: 'not-a-uuid' }, 'filter.agencyId'],
    ['visits', { listingId: 'not-a-uuid' }, 'filter.listingId'],
    ['visits', { from: 'tomorrow' }, 'filter.from'],
    ['visits', { q: 'Camille' }, 'filter.q'],
    ['agencies', { country: 'DE' }, 'filter.country'],
  ])(
    'answers 400 naming the filter on %s with %j, never a 500 nor a silent full list',
    async (resource, filter, field) => {
      const response = await list(ops, resource, { filter });

      expect([response.status, response.body.code, response.body.details?.fields?.[0]?.field]).toEqual([
        400,
        'VALIDATION_FAILED',
        field,
      ]);
    },
  );

  it('answers exactly the ids asked for on visits and messages', async () => {
    const someVisits = await list(admin, 'visits', { filter: { id: [visits[2], visits[0]] } }).expect(200);
    const someMessages = await list(admin, 'messages', { filter: { id: [messages[1]] } }).expect(200);

    expect(someVisits.body.map((visit: { id: string }) => visit.id).sort()).toEqual([visits[0], visits[2]].sort());
    expect(someMessages.body.map((message: { id: string }) => message.id)).toEqual([messages[1]]);
  });

  it("applies a visit's messages filter, as getManyReference asks", async () => {
    const ofVisit = await list(admin, 'messages', { filter: { visitId: visits[1] } }).expect(200);

    expect(ofVisit.body.map((message: { id: string }) => message.id)).toEqual([messages[1]]);
  });

  it.each(['listings', 'users', 'agencies', 'visits', 'messages', 'audit-log'])(
    'sorts %s by id, as react-admin does by default',
    async (resource) => {
      const ascending = await list(ops, resource, { sort: ['id', 'ASC'] }).expect(200);
      const descending = await list(ops, resource, { sort: ['id', 'DESC'] }).expect(200);

      const ids = (response: typeof ascending) => response.body.map((row: { id: string }) => row.id);
      expect(ids(ascending).length).toBeGreaterThan(0);
      expect(ids(descending)).toEqual([...ids(ascending)].reverse());
    },
  );

  it('reads one audit entry by id, within the agency', async () => {
    const entries = await list(ops, 'audit-log', {}).expect(200);
    const [entry] = entries.body;
    const { body } = await ops.agent.get(`/api/audit-log/${entry.id}`).expect(200);
    const stranger = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, {
        authType: 'realtor',
        agencyId: (await createAgency(stack.db.pool)).id,
        role: 'agency_admin',
      }),
    );

    expect(body).toEqual(entry);
    await stranger.agent.get(`/api/audit-log/${entry.id}`).expect(404);
    const malformed = await ops.agent.get('/api/audit-log/12abc');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
