import { createAgency, createUser, signIn, type SignedIn } from '../../support/factories';
import { startStack, type Stack } from '../../support/stack';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface OpenApi {
  paths: Record<string, Partial<Record<Method, { tags?: string[] }>>>;
}

/**
 * Walks every API route that takes an id, as the admin of agency B with real ids of agency A, and
 * expects 404 (403 on ops-only routes). A new route with an id fails here until it has a fixture
 * below, so the walk grows with the API.
 */
describe('tenancy: another agency never reaches our records', () => {
  let stack: Stack;
  let intruder: SignedIn;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    stack = await startStack({ workers: 0 });
    const agencyA = await createAgency(stack.db.pool);
    const agentA = await createUser(stack.db.pool, { authType: 'realtor', agencyId: agencyA.id, role: 'agent' });
    const [probe] = (await stack.db.pool.query('INSERT INTO outbox_probes DEFAULT VALUES RETURNING id')).rows;
    ids.set('/api/agencies/{id}', agencyA.id);
    ids.set('/api/users/{id}', agentA.id);
    ids.set('/api/users/{id}/invitation', agentA.id);
    ids.set('/api/ops/outbox-probes/{id}', probe.id);
    ids.set('agencyA', agencyA.id);
    const agencyB = await createAgency(stack.db.pool);
    intruder = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: agencyB.id, role: 'agency_admin' }),
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function routes(): Promise<{ path: string; method: Method; opsOnly: boolean }[]> {
    const document = (await intruder.agent.get('/api/docs/openapi.json').expect(200)).body as OpenApi;
    return Object.entries(document.paths)
      .filter(([path]) => path.includes('{') && !path.startsWith('/api/public/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          path,
          method: method as Method,
          opsOnly: operation?.tags?.includes('ops') ?? false,
        })),
      );
  }

  it('has a fixture for every route with an id', async () => {
    const missing = (await routes()).filter(({ path }) => !ids.has(path)).map(({ path }) => path);

    expect(missing).toEqual([]);
  });

  it('answers 404 to every route given another agency id', async () => {
    const answers: string[] = [];
    for (const { path, method, opsOnly } of await routes()) {
      const id = ids.get(path);
      if (!id) continue;
      const response = await intruder.agent[method](path.replace('{id}', id))
        .set('X-CSRF-Token', intruder.csrf)
        .send({});
      const expected = opsOnly ? 403 : 404;
      answers.push(`${method.toUpperCase()} ${path} -> ${response.status === expected ? 'ok' : response.status}`);
    }

    expect(answers.length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((answer) => !answer.endsWith('ok'))).toEqual([]);
  });

  it('never lists records of another agency', async () => {
    const users = await intruder.agent.get('/api/users').expect(200);
    const agencies = await intruder.agent.get('/api/agencies').expect(200);
    const foreign = await intruder.agent
      .get('/api/users')
      .query({ filter: JSON.stringify({ agencyId: ids.get('agencyA') }) })
      .expect(200);

    const listed = [...users.body, ...agencies.body, ...foreign.body].map(
      (row: { id: string; agencyId?: string }) => row.agencyId ?? row.id,
    );
    expect(listed).not.toContain(ids.get('agencyA'));
    expect(listed.length).toBeGreaterThan(0);
  });
});
