import { createDataSource, publishEvent } from '@creneau/server';
import type { DataSource } from 'typeorm';
import { createUser, signIn } from '../support/factories';
import { waitFor } from '../support/processes';
import { startStack, type Stack } from '../support/stack';

async function pendingOutbox(stack: Stack): Promise<number> {
  const { rows } = await stack.db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL',
  );
  return rows[0].n;
}

async function deliveries(stack: Stack, ids: string[]): Promise<number[]> {
  const { rows } = await stack.db.pool.query<{ id: string; deliveries: number }>(
    'SELECT id, deliveries FROM outbox_probes WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row.deliveries]));
  return ids.map((id) => byId.get(id) ?? -1);
}

describe('outbox relay with two workers relaying at once', () => {
  let stack: Stack;
  let dataSource: DataSource;

  beforeAll(async () => {
    stack = await startStack({ workers: 2 });
    dataSource = await createDataSource({ url: stack.db.url, poolSize: 4 }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await stack?.stop();
  });

  async function commitProbe(): Promise<string> {
    return dataSource.transaction(async (manager) => {
      const [probe] = await manager.query('INSERT INTO outbox_probes DEFAULT VALUES RETURNING id');
      await publishEvent(manager, 'outbox.probed', { probeId: probe.id });
      return probe.id as string;
    });
  }

  it('delivers every committed event exactly once', async () => {
    const ids = await Promise.all(Array.from({ length: 200 }, () => commitProbe()));

    await waitFor(async () => (await deliveries(stack, ids)).every((count) => count >= 1), 'every probe delivered');
    // Leave time for a duplicate to show up before asserting there is none.
    await new Promise((done) => setTimeout(done, 1_000));

    expect(await deliveries(stack, ids)).toEqual(ids.map(() => 1));
    expect(await pendingOutbox(stack)).toBe(0);
    // The maintenance queue also runs scheduled jobs (FailStuckMessages fires on start): count the probes only.
    const queue = stack.queue('maintenance');
    const probeJobs = async (state: 'completed' | 'failed') =>
      (await queue.getJobs([state])).filter((job) => job.name === 'RecordOutboxProbe').length;
    expect({ completed: await probeJobs('completed'), failed: await probeJobs('failed') }).toEqual({
      completed: 200,
      failed: 0,
    });
  });

  it('never delivers the event of a rolled-back transaction', async () => {
    const [orphan] = await dataSource.query('INSERT INTO outbox_probes DEFAULT VALUES RETURNING id');
    await expect(
      dataSource.transaction(async (manager) => {
        await publishEvent(manager, 'outbox.probed', { probeId: orphan.id });
        throw new Error('the change is abandoned');
      }),
    ).rejects.toThrow('the change is abandoned');
    const marker = await commitProbe();

    await waitFor(async () => (await deliveries(stack, [marker]))[0] === 1, 'the marker delivered after the rollback');

    expect(await deliveries(stack, [orphan.id])).toEqual([0]);
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(publishEvent(dataSource.manager, 'outbox.probed', { probeId: 'x' })).rejects.toThrow(
      /inside the transaction/,
    );
  });
});

describe('outbox probe through the API', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lets ops commit a probe that a worker records once', async () => {
    const ops = await signIn(stack.baseUrl, await createUser(stack.db.pool, { authType: 'ops' }));

    const created = await ops.agent.post('/api/ops/outbox-probes').set('X-CSRF-Token', ops.csrf).expect(201);

    const probe = await waitFor(async () => {
      const response = await ops.agent.get(`/api/ops/outbox-probes/${created.body.id}`).expect(200);
      return response.body.deliveries === 1 ? response.body : null;
    }, 'the probe delivered');
    expect(probe.deliveredAt).not.toBeNull();
  });

  it('refuses probes to realtors', async () => {
    const { rows } = await stack.db.pool.query(
      `INSERT INTO agencies (name, slug, country, time_zone) VALUES ('A', 'probe-a', 'FR', 'Europe/Paris') RETURNING id`,
    );
    const agent = await signIn(
      stack.baseUrl,
      await createUser(stack.db.pool, { authType: 'realtor', agencyId: rows[0].id }),
    );

    const response = await agent.agent.post('/api/ops/outbox-probes').set('X-CSRF-Token', agent.csrf).expect(403);

    expect(response.body.code).toBe('FORBIDDEN');
  });
});
