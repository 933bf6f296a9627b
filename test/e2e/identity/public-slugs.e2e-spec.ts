import request from 'supertest';
import { createAgency, createUser, signIn, type AgencyRow, type SignedIn } from '../../support/factories';
import { frameAncestorsOf } from '../../support/csp';
import { startStack, type Stack } from '../../support/stack';
import { uniqueSuffix } from '../../support/test-env';
import { createBookableListing } from '../visits/visit-fixtures';

describe('one namespace for every public address (agencies, agents, reserved words, listing ids)', () => {
  let stack: Stack;
  let marais: AgencyRow;
  let sablon: AgencyRow;
  let squatter: SignedIn;
  let squatterId: string;
  let ops: SignedIn;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    [marais, sablon] = await Promise.all([createAgency(stack.db.pool), createAgency(stack.db.pool, { country: 'BE' })]);
    await stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      marais.id,
      ['https://www.agence-du-marais.example'],
    ]);
    await stack.db.pool.query(`UPDATE agencies SET widget_allowed_origins = $2 WHERE id = $1`, [
      sablon.id,
      ['https://immo-sablon.example'],
    ]);
    const maraisAgent = await createUser(stack.db.pool, { authType: 'realtor', agencyId: marais.id });
    await createBookableListing(stack.db.pool, marais.id, maraisAgent.id);
    const admin = await createUser(stack.db.pool, { authType: 'realtor', agencyId: sablon.id, role: 'agency_admin' });
    squatterId = admin.id;
    squatter = await signIn(stack.baseUrl, admin);
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const claim = (publicSlug: string) =>
    squatter.agent.put(`/api/users/${squatterId}`).set('X-CSRF-Token', squatter.csrf).send({ publicSlug });

  it("refuses another agency's agent the agency's address: /book/{slug} stays the agency's", async () => {
    const hijack = await claim(marais.slug);

    const page = await request(stack.baseUrl).get(`/api/public/book/${marais.slug}`).expect(200);
    const framed = await request(stack.baseUrl).get(`/book/${marais.slug}?embed=1`).expect(200);
    expect([hijack.status, hijack.body.code]).toEqual([409, 'SLUG_TAKEN']);
    expect([page.body.kind, page.body.agency.slug]).toEqual(['agency', marais.slug]);
    expect(frameAncestorsOf(framed.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' https://www.agence-du-marais.example",
    );
  });

  it("refuses a new agency an agent's address, and an agent another agent's", async () => {
    const agentSlug = `claire-${uniqueSuffix()}`;
    expect((await claim(agentSlug)).status).toBe(200);
    const other = await createUser(stack.db.pool, { authType: 'realtor', agencyId: marais.id });

    const agency = await ops.agent
      .post('/api/agencies')
      .set('X-CSRF-Token', ops.csrf)
      .send({ name: 'Squat', slug: agentSlug, country: 'FR' });
    const agent = await ops.agent
      .put(`/api/users/${other.id}`)
      .set('X-CSRF-Token', ops.csrf)
      .send({ publicSlug: agentSlug });

    expect([agency.status, agency.body.code]).toEqual([409, 'SLUG_TAKEN']);
    expect([agent.status, agent.body.code]).toEqual([409, 'SLUG_TAKEN']);
  });

  it('refuses the reserved words of the routes and the shape of a listing id', async () => {
    const reserved = await claim('pro');
    const book = await claim('book');
    const listingShaped = await claim('0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21');

    expect([reserved.status, reserved.body.code]).toEqual([409, 'SLUG_TAKEN']);
    expect([book.status, book.body.code]).toEqual([409, 'SLUG_TAKEN']);
    expect([listingShaped.status, listingShaped.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('holds in the database whatever code writes the slug', async () => {
    const direct = stack.db.pool.query(`UPDATE users SET public_slug = $2 WHERE id = $1`, [squatterId, marais.slug]);
    const newAgency = stack.db.pool.query(
      `INSERT INTO agencies (name, slug, country, time_zone) VALUES ('Squat', 'admin', 'FR', 'Europe/Paris')`,
    );
    const uuidShaped = stack.db.pool.query(
      `INSERT INTO agencies (name, slug, country, time_zone)
       VALUES ('Squat', '0b5e3c7a-1f2d-4c6b-9a8e-7d6c5b4a3f21', 'FR', 'Europe/Paris')`,
    );

    await expect(direct).rejects.toMatchObject({ code: '23505', constraint: 'public_slugs_pkey' });
    await expect(newAgency).rejects.toMatchObject({ code: '23505', constraint: 'public_slugs_pkey' });
    await expect(uuidShaped).rejects.toMatchObject({ code: '23514', constraint: 'public_slugs_not_uuid' });
  });

  it('frees an address its owner leaves, and keeps a deactivated agent’s address from anyone else', async () => {
    const first = `first-${uniqueSuffix()}`;
    await claim(first).expect(200);
    await claim(`second-${uniqueSuffix()}`).expect(200);
    const leaving = await createUser(stack.db.pool, { authType: 'realtor', agencyId: marais.id });
    const kept = `kept-${uniqueSuffix()}`;
    await stack.db.pool.query(`UPDATE users SET public_slug = $2, active = false WHERE id = $1`, [leaving.id, kept]);

    const reuse = await claim(first);
    const takeover = await claim(kept);

    expect(reuse.status).toBe(200);
    expect([takeover.status, takeover.body.code]).toEqual([409, 'SLUG_TAKEN']);
    expect((await request(stack.baseUrl).get(`/api/public/book/${kept}`)).status).toBe(404);
  });
});
