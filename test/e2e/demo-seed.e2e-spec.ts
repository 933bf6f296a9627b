import { DEMO_PASSWORD, seedDemo } from '../../libs/server/src/seed';
import { signIn } from '../support/factories';
import { startStack, type Stack } from '../support/stack';

describe('the demo data of npm start', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const counts = async () =>
    (
      await stack.db.pool.query(
        `SELECT (SELECT count(*) FROM agencies)::int AS agencies, (SELECT count(*) FROM users)::int AS users,
                (SELECT count(*) FROM listings)::int AS listings`,
      )
    ).rows[0];

  it('seeds two agencies, their agents, ops, a visitor and listings, and changes nothing the second time', async () => {
    const { logins } = await seedDemo(stack.db.url);
    const first = await counts();
    await seedDemo(stack.db.url);

    expect(first).toEqual({ agencies: 2, users: 6, listings: 4 });
    expect(await counts()).toEqual(first);
    expect(logins.map((login) => login.label)).toEqual(
      expect.arrayContaining(['Ops staff (/pro)', 'Visitor (/visits)']),
    );
    const ops = await signIn(stack.baseUrl, {
      id: '',
      agencyId: null,
      email: 'ops@creneau.example',
      password: DEMO_PASSWORD,
    });
    expect((await ops.agent.get('/api/agencies').expect(200)).body.map((a: { slug: string }) => a.slug).sort()).toEqual(
      ['agence-du-marais', 'immo-sablon'],
    );
  });
});
