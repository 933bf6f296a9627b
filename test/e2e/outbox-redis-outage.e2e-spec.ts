import { createUser, signIn, type SignedIn } from '../support/factories';
import { waitFor } from '../support/processes';
import { privateRedis, type PrivateRedis } from '../support/redis-server';
import { startStack, type Stack } from '../support/stack';

describe('a Redis outage', () => {
  let redis: PrivateRedis;
  let stack: Stack;
  let ops: SignedIn;

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    stack = await startStack({ redisUrl: redis.url });
    ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));
  });

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('keeps the API committing while the outbox grows, then drains it once Redis is back', async () => {
    await redis.stop();
    await waitFor(async () => (await ops.agent.get('/api/health')).status === 503, 'health to report Redis down');

    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      created.push((await ops.agent.post('/api/ops/outbox-probes').set('X-CSRF-Token', ops.csrf).expect(201)).body.id);
    }
    const health = await ops.agent.get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'unavailable', postgres: 'up', redis: 'down' });
    expect(health.body.outbox.pending).toBeGreaterThanOrEqual(5);

    await redis.start();

    await waitFor(
      async () => (await ops.agent.get('/api/health')).body.outbox?.pending === 0,
      'the outbox to drain',
      60_000,
    );
    const delivered = await waitFor(
      async () => {
        const { rows } = await stack.db.pool.query('SELECT deliveries FROM outbox_probes WHERE id = ANY($1::uuid[])', [
          created,
        ]);
        return rows.every((row) => row.deliveries >= 1) ? rows : null;
      },
      'every probe delivered',
      30_000,
    );
    expect(delivered.map((row) => row.deliveries)).toEqual([1, 1, 1, 1, 1]);
    expect((await ops.agent.get('/api/health').expect(200)).body).toMatchObject({ status: 'ok', redis: 'up' });
  });
});
