import request from 'supertest';
import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

describe('listings', () => {
  let stack: Stack;
  let agent: SignedIn;
  let agentId: string;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agency = await createAgency(stack.db.pool);
    const user = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    agentId = user.id;
    agent = await signIn(stack.baseUrl, user);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const create = (body: Record<string, unknown>) =>
    agent.agent.post('/api/listings').set('X-CSRF-Token', agent.csrf).send(body);
  const rentBody = (reference: string, extra: Record<string, unknown> = {}) => ({
    reference,
    transaction: 'rent',
    propertyType: 'apartment',
    title: { fr: `Appartement ${reference}`, en: `Flat ${reference}` },
    rent: 1250,
    charges: 80,
    deposit: 1250,
    surface: 42.5,
    rooms: 2,
    city: 'Paris',
    postalCode: '75011',
    features: ['balcony', 'elevator'],
    ...extra,
  });

  it('creates, reads and updates a listing with every group of fields', async () => {
    const created = await create(
      rentBody('LOC-001', { energyRating: '2021', energyClass: 'C', climateClass: 'D', portals: ['seloger'] }),
    ).expect(201);

    const updated = await agent.agent
      .put(`/api/listings/${created.body.id}`)
      .set('X-CSRF-Token', agent.csrf)
      .send({ status: 'active', visitorsPerSlot: 4, addressPrecision: 1, street: '3 rue Oberkampf' })
      .expect(200);

    expect(created.body).toMatchObject({
      reference: 'LOC-001',
      rent: 1250,
      surface: 42.5,
      agentId,
      status: 'draft',
      source: 0,
      photos: [],
    });
    expect(updated.body).toMatchObject({
      status: 'active',
      visitorsPerSlot: 4,
      addressPrecision: 1,
      energyClass: 'C',
      portals: ['seloger'],
    });
  });

  it("stores a listing created through the API in the agency's country unless it names one", async () => {
    const belgian = await createAgency(stack.db.pool, { country: 'BE' });
    const realtor = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: belgian.id }),
    );
    const post = (body: Record<string, unknown>) =>
      realtor.agent.post('/api/listings').set('X-CSRF-Token', realtor.csrf).send(body).expect(201);

    const inBrussels = await post(rentBody('BXL-001', { city: 'Bruxelles', postalCode: '1000' }));
    const inLille = await post(rentBody('BXL-002', { country: 'FR' }));

    expect([inBrussels.body.country, inLille.body.country]).toEqual(['BE', 'FR']);
  });

  it('refuses bad input with stable codes and writes nothing', async () => {
    const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM listings')).rows[0].n;

    const extra = await create({ ...rentBody('BAD-1'), agencyId: '00000000-0000-0000-0000-000000000000' });
    const badEnum = await create(rentBody('BAD-2', { features: ['jacuzzi'] }));
    const negative = await create(rentBody('BAD-3', { rent: -5 }));
    const unpublishable = await create(rentBody('BAD-4', { rent: undefined, status: 'active' }));
    const foreignAgent = await create(
      rentBody('BAD-5', { agentId: (await createUser(stack.db.pool, { authType: 'ops' })).id }),
    );
    await create(rentBody('DUP-1')).expect(201);
    const duplicate = await create(rentBody('DUP-1'));

    expect([extra.status, extra.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([badEnum.status, badEnum.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([negative.status, negative.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([unpublishable.status, unpublishable.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect([foreignAgent.status, foreignAgent.body.code]).toEqual([400, 'UNKNOWN_AGENT']);
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'REFERENCE_TAKEN']);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM listings')).rows[0].n).toBe(before + 1);
  });

  it('filters with a full-text q and sorts, in the simple-rest shape', async () => {
    await create(rentBody('FT-A', { city: 'Montreuil', rent: 900 })).expect(201);
    await create(rentBody('FT-B', { city: 'Montrouge', rent: 1500 })).expect(201);
    await create({
      reference: 'FT-C',
      transaction: 'sale',
      propertyType: 'house',
      price: 420000,
      city: 'Montreuil',
    }).expect(201);

    const response = await agent.agent
      .get('/api/listings')
      .query({
        filter: JSON.stringify({ q: 'montr', transaction: 'rent' }),
        sort: JSON.stringify(['price', 'DESC']),
        range: JSON.stringify([0, 9]),
      })
      .expect(200);
    const badSort = await agent.agent.get('/api/listings').query({ sort: JSON.stringify(['agency_id', 'ASC']) });

    expect(response.body.map((l: { reference: string }) => l.reference)).toEqual(['FT-B', 'FT-A']);
    expect(response.headers['content-range']).toBe('listings 0-1/2');
    expect([badSort.status, badSort.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('archives in bulk and duplicates as a draft', async () => {
    const a = (await create(rentBody('ARCH-1')).expect(201)).body;
    const b = (await create(rentBody('ARCH-2', { status: 'active' })).expect(201)).body;

    const archived = await agent.agent
      .post('/api/listings/archive')
      .set('X-CSRF-Token', agent.csrf)
      .send({ ids: [a.id, b.id] })
      .expect(200);
    const copy = await agent.agent.post(`/api/listings/${b.id}/duplicate`).set('X-CSRF-Token', agent.csrf).expect(201);

    expect(archived.body.ids.sort()).toEqual([a.id, b.id].sort());
    expect(copy.body).toMatchObject({ reference: 'ARCH-2-2', status: 'draft', rent: 1250 });
  });

  it('shows published listings publicly with the address at its precision, and hides drafts', async () => {
    const base = {
      status: 'active',
      street: '12 rue des Archives',
      postalCode: '75004',
      city: 'Paris',
      latitude: 48.858844,
      longitude: 2.357221,
    };
    const exact = (await create(rentBody('PUB-1', { ...base, addressPrecision: 1 })).expect(201)).body;
    const approximate = (await create(rentBody('PUB-2', { ...base, addressPrecision: 0 })).expect(201)).body;
    const hidden = (await create(rentBody('PUB-3', { ...base, addressPrecision: 2 })).expect(201)).body;
    const draft = (await create(rentBody('PUB-4')).expect(201)).body;
    const api = request(stack.baseUrl);

    const [e, a, h] = await Promise.all(
      [exact, approximate, hidden].map((l) => api.get(`/api/public/listings/${l.id}`).expect(200)),
    );

    expect(e.body.address).toMatchObject({ street: '12 rue des Archives', position: { latitude: 48.858844 } });
    expect(a.body.address).toMatchObject({
      street: null,
      postalCode: '75004',
      position: { latitude: 48.86, longitude: 2.36 },
    });
    expect(h.body.address).toEqual({
      street: null,
      postalCode: null,
      city: 'Paris',
      country: 'FR',
      position: null,
      precision: 'hidden',
    });
    expect(JSON.stringify(a.body)).not.toContain('Archives');
    expect(e.body).not.toHaveProperty('agencyId');
    expect((await api.get(`/api/public/listings/${draft.id}`)).status).toBe(404);
  });

  it("lists an agency's published listings as cards, drafts and archives left out", async () => {
    const agency = (await stack.db.pool.query('SELECT slug FROM agencies LIMIT 1')).rows[0];
    await create(rentBody('CARD-1', { status: 'active', rent: 990, surface: 30 })).expect(201);
    await create(rentBody('CARD-2')).expect(201);

    const cards = await request(stack.baseUrl).get(`/api/public/agencies/${agency.slug}/listings`).expect(200);
    const unknown = await request(stack.baseUrl).get('/api/public/agencies/nope/listings');

    const card = cards.body.find((c: { title: { fr: string } }) => c.title.fr === 'Appartement CARD-1');
    expect(card).toMatchObject({
      transaction: 'rent',
      amount: 990,
      surface: 30,
      city: 'Paris',
      status: 'active',
      cover: null,
    });
    expect(card).not.toHaveProperty('reference');
    expect(cards.body.some((c: { title: { fr: string } }) => c.title.fr === 'Appartement CARD-2')).toBe(false);
    expect(unknown.status).toBe(404);
  });
});

describe('getMany through the list routes', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it("answers react-admin's filter by ids, within the agency only", async () => {
    const agency = await createAgency(stack.db.pool);
    const other = await createAgency(stack.db.pool);
    const colleague = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id });
    const stranger = await createUser(stack.db.pool, { authType: 'realtor', agencyId: other.id });
    const { agent } = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agency.id }),
    );

    const users = await agent
      .get('/api/users')
      .query({ filter: JSON.stringify({ id: [colleague.id, stranger.id] }) })
      .expect(200);
    const bad = await agent.get('/api/users').query({ filter: JSON.stringify({ id: ['1 OR 1=1'] }) });

    expect(users.body.map((u: { id: string }) => u.id)).toEqual([colleague.id]);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
