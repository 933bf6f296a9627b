import { randomUUID } from 'node:crypto';
import { eventJobId, type JobPayloads } from '@creneau/contracts';
import { JobProducer, OutboxRelay, publishEvent, type InlineJob } from '@creneau/server';
import { relayHarness } from '../support/relay-harness';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('an outbox relay that does some jobs itself, for a whole batch', () => {
  const harness = relayHarness(4);
  const { queues } = harness;
  const producer = new JobProducer(queues);

  afterEach(async () => {
    await harness.db.pool.query('TRUNCATE outbox');
    await Promise.all([...queues.values()].map((queue) => queue.obliterate({ force: true })));
  });

  async function bookings(count: number): Promise<{ visitIds: string[]; outboxIds: string[] }> {
    const visitIds = Array.from({ length: count }, () => randomUUID());
    await harness.dataSource.transaction(async (manager) => {
      for (const visitId of visitIds) await publishEvent(manager, 'visit.booked', { visitId });
    });
    const { rows } = await harness.db.pool.query<{ id: string }>('SELECT id FROM outbox ORDER BY id');
    return { visitIds, outboxIds: rows.map((row) => row.id) };
  }

  const jobState = (queue: 'reminders' | 'notifications', id: string) => queues.get(queue)!.getJobState(id);
  const unrelayed = async () =>
    (await harness.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL'))
      .rows[0].n;

  it("adds the inline job's own jobs with the batch's, takes its last step before marking the rows, and enqueues the job no more", async () => {
    const { visitIds, outboxIds } = await bookings(3);
    const seen: string[][] = [];
    let atLastStep: { remindersAdded: number; unrelayed: number } | undefined;
    const inline: InlineJob<'ScheduleVisitReminders'> = {
      job: 'ScheduleVisitReminders',
      async prepare(payloads: readonly JobPayloads['ScheduleVisitReminders'][]) {
        seen.push(payloads.map((payload) => payload.visitId));
        return {
          jobs: payloads.map(({ visitId }) => ({
            name: 'RemindVisit' as const,
            data: { visitId },
            opts: { jobId: `visit-${visitId}-reminder-reminder`, delay: 3_600_000 },
          })),
          afterEnqueue: async () => {
            atLastStep = {
              remindersAdded: await queues.get('reminders')!.getDelayedCount(),
              unrelayed: await unrelayed(),
            };
          },
        };
      },
    };
    const relay = new OutboxRelay(harness.dataSource, producer, silent, {
      databaseUrl: harness.db.url,
      inline: [inline],
    });

    expect(await relay.drain()).toBe(3);

    expect(seen).toEqual([visitIds]);
    expect(atLastStep).toEqual({ remindersAdded: 3, unrelayed: 3 });
    expect(await unrelayed()).toBe(0);
    for (const outboxId of outboxIds) {
      expect(await jobState('reminders', eventJobId(outboxId, 'ScheduleVisitReminders'))).toBe('unknown');
      expect(await jobState('notifications', eventJobId(outboxId, 'NotifyVisitBooked'))).toBe('waiting');
    }
  });

  it('enqueues the job as usual when the inline work fails, so its handler does it', async () => {
    const { outboxIds } = await bookings(2);
    const failing: InlineJob<'ScheduleVisitReminders'> = {
      job: 'ScheduleVisitReminders',
      prepare: () => Promise.reject(new Error('Postgres away')),
    };
    const relay = new OutboxRelay(harness.dataSource, producer, silent, {
      databaseUrl: harness.db.url,
      inline: [failing],
    });

    expect(await relay.drain()).toBe(2);

    for (const outboxId of outboxIds)
      expect(await jobState('reminders', eventJobId(outboxId, 'ScheduleVisitReminders'))).toBe('waiting');
  });

  /** Counts the relay's batches, and the most that ran at once. */
  function countBatches(relay: OutboxRelay) {
    const counts = { batches: 0, inFlight: 0, mostAtOnce: 0 };
    const relayBatch = relay.relayBatch.bind(relay);
    jest.spyOn(relay, 'relayBatch').mockImplementation(async (...args) => {
      counts.batches += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, (counts.inFlight += 1));
      try {
        return await relayBatch(...args);
      } finally {
        counts.inFlight -= 1;
      }
    });
    return counts;
  }

  it('relays a backlog once across its lanes, each batch claimed by one', async () => {
    await harness.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 1_050; i += 1) await publishEvent(manager, 'outbox.probed', { probeId: `probe-${i}` });
    });
    const relay = new OutboxRelay(harness.dataSource, producer, silent, {
      databaseUrl: harness.db.url,
      batchSize: 100,
      lanes: 3,
    });
    const counts = countBatches(relay);

    expect(await relay.drain()).toBe(1_050);

    expect(await unrelayed()).toBe(0);
    expect(await queues.get('maintenance')!.getJobCountByTypes('waiting')).toBe(1_050);
    expect(counts.mostAtOnce).toBe(3);
  });

  it('takes a single batch for the few rows of a NOTIFY, where idle lanes would each find nothing', async () => {
    await bookings(5);
    const relay = new OutboxRelay(harness.dataSource, producer, silent, {
      databaseUrl: harness.db.url,
      batchSize: 100,
      lanes: 3,
    });
    const counts = countBatches(relay);

    expect(await relay.drain()).toBe(5);

    expect(counts.batches).toBe(1);
    expect(await unrelayed()).toBe(0);
  });

  it("opens the next lane once a claim comes back full, while that batch's jobs are still being added", async () => {
    await harness.dataSource.transaction(async (manager) => {
      for (let i = 0; i < 250; i += 1) await publishEvent(manager, 'outbox.probed', { probeId: `probe-${i}` });
    });
    // The first batch's jobs wait in addBulk until a second batch starts (or two seconds pass): with a lane
    // opened only after a batch is relayed, the second batch would start after the first, not during it.
    let secondStarted: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const slowProducer = new JobProducer(queues);
    const addBulk = slowProducer.addBulk.bind(slowProducer);
    let adds = 0;
    jest.spyOn(slowProducer, 'addBulk').mockImplementation(async (jobs) => {
      adds += 1;
      if (adds === 1) {
        const timer = setTimeout(secondStarted, 2_000);
        await second;
        clearTimeout(timer);
      }
      return addBulk(jobs);
    });
    const relay = new OutboxRelay(harness.dataSource, slowProducer, silent, {
      databaseUrl: harness.db.url,
      batchSize: 100,
      lanes: 3,
    });
    const counts = countBatches(relay);
    const started: number[] = [];
    const relayBatch = relay.relayBatch as jest.Mock;
    const counted = relayBatch.getMockImplementation()!;
    relayBatch.mockImplementation(async (...args: unknown[]) => {
      started.push(adds);
      if (started.length === 2) secondStarted();
      return counted(...args);
    });

    expect(await relay.drain()).toBe(250);

    // The second batch began before the first one's jobs were added.
    expect(started.slice(0, 2)).toEqual([0, 0]);
    expect(counts.mostAtOnce).toBeGreaterThanOrEqual(2);
    expect(await unrelayed()).toBe(0);
    expect(await queues.get('maintenance')!.getJobCountByTypes('waiting')).toBe(250);
  });
});
