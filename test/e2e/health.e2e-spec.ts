import { Redis } from 'ioredis';
import { get } from 'node:http';
import { waitFor } from '../support/processes';
import { startStack, type Stack } from '../support/stack';

interface Health {
  status: string;
  workers: Record<string, number | null>;
  problems: string[];
}

/**
 * /api/health tells a load balancer and an ops person apart (issue 18): 503 only when the API cannot
 * serve; 200 with status "degraded" when workers were not seen lately or the outbox lags.
 */
describe('health reports workers and outbox lag', () => {
  let stack: Stack;
  let redis: Redis;

  beforeAll(async () => {
    // One worker without the invoicing queue, and no relay: what this test says about them stands still.
    stack = await startStack({
      // KEEP_ALIVE_SECONDS other than its default, to see that the API applies the setting.
      env: {
        QUEUES: 'notifications,reminders,integration-sync,maintenance',
        OUTBOX_RELAY: 'false',
        KEEP_ALIVE_SECONDS: '75',
      },
    });
    redis = new Redis(stack.redisUrl);
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  const health = async (): Promise<{ status: number; body: Health }> => {
    const response = await fetch(`${stack.baseUrl}/api/health`);
    return { status: response.status, body: (await response.json()) as Health };
  };
  const seeInvoicingWorker = (secondsAgo: number) =>
    redis.hset(`${stack.redisPrefix}:workers:seen`, 'invoicing', String(Date.now() - secondsAgo * 1000));

  it("shows when each queue's worker was last seen", async () => {
    const seen = await waitFor(async () => {
      const { body } = await health();
      return body.workers.notifications !== null ? body : null;
    }, 'the worker heartbeat');

    expect(seen.workers).toMatchObject({ notifications: expect.any(Number), invoicing: null });
    expect(seen.workers.notifications).toBeLessThan(30);
  });

  it('is degraded, still 200, when a queue has had no worker for a while', async () => {
    await seeInvoicingWorker(600);

    const { status, body } = await health();

    expect([status, body.status, body.problems]).toEqual([200, 'degraded', ['workers_not_seen']]);
    expect(body.workers.invoicing).toBeGreaterThanOrEqual(600);
  });

  it('is degraded when the oldest outbox event waits past the threshold, ok once all is well', async () => {
    await seeInvoicingWorker(0);
    const fine = await health();
    const { rows } = await stack.db.pool.query(
      `INSERT INTO outbox (event, payload, created_at) VALUES ('health.probe', '{}', now() - interval '5 minutes') RETURNING id`,
    );

    const lagging = await health();
    await stack.db.pool.query('DELETE FROM outbox WHERE id = $1', [rows[0].id]);

    expect([fine.status, fine.body.status, fine.body.problems]).toEqual([200, 'ok', []]);
    expect([lagging.status, lagging.body.status, lagging.body.problems]).toEqual([200, 'degraded', ['outbox_lag']]);
  });

  // A proxy or load balancer in front reuses its idle connections to the API for up to 60 s (nginx, AWS). Were
  // the API to close them first (Node's default: 5 s), a request sent on one as it closes would fail: a 502 for
  // the person, a reset for a test's API client. The API says how long it keeps them.
  it('keeps idle connections open for KEEP_ALIVE_SECONDS, past a proxy’s idle timeout', async () => {
    const keepAlive = await new Promise<string>((resolve, reject) => {
      get(`${stack.baseUrl}/api/health`, (response) => {
        response.resume();
        resolve(String(response.headers['keep-alive']));
      }).on('error', reject);
    });

    expect(keepAlive).toBe('timeout=75');
  });
});
