import { JobProducer, OutboxRelay, publishEvent, type JobRequest } from '@creneau/server';
import { relayHarness } from '../support/relay-harness';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Enqueues, then dies before the relay can commit: what a crash between Redis and Postgres looks like. */
class CrashAfterEnqueue extends JobProducer {
  crashes = 1;

  override async addBulk(jobs: readonly JobRequest[]): Promise<void> {
    await super.addBulk(jobs);
    if (this.crashes-- > 0) throw new Error('relay process died after enqueueing');
  }
}

describe('an outbox relay that crashes between enqueueing and marking rows relayed', () => {
  const harness = relayHarness(2);
  const { queues } = harness;

  it('enqueues each event once when the batch is relayed again', async () => {
    await harness.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 3; i += 1) await publishEvent(manager, 'outbox.probed', { probeId: `probe-${i}` });
    });
    const relay = new OutboxRelay(harness.dataSource, new CrashAfterEnqueue(queues), silent, {
      databaseUrl: harness.db.url,
    });

    await expect(relay.relayBatch()).rejects.toThrow('relay process died');
    const pendingAfterCrash = await harness.db.pool.query(
      'SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL',
    );
    expect(await relay.drain()).toBe(3);

    expect(pendingAfterCrash.rows[0].n).toBe(3);
    expect(await queues.get('maintenance')!.getJobCountByTypes('waiting')).toBe(3);
  });
});
