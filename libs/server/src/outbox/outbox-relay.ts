import { EVENT_JOBS, eventJobId, type EventName, type JobName, type JobPayloads } from '@creneau/contracts';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { prepared } from '../database/prepared-statements';
import type { JobProducer, JobRequest } from '../queue/job-producer';

const TAKE_BATCH = prepared(
  'outbox-take-batch',
  'SELECT id, event, payload FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED',
);
const MARK_RELAYED = prepared(
  'outbox-mark-relayed',
  'UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])',
);

export interface RelayLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface OutboxRelayOptions {
  databaseUrl: string;
  batchSize?: number;
  /** Fallback when a NOTIFY is missed (listener reconnecting, another process inserting without the trigger). */
  pollIntervalMs?: number;
  /** Wait after a failed batch (Redis away), doubled up to maxBackoffMs. */
  retryDelayMs?: number;
  maxBackoffMs?: number;
  /** Batches in flight at once (3): one's Postgres work overlaps another's Redis work. */
  lanes?: number;
  /** Jobs the relay runs itself, for a whole batch at once, instead of enqueueing one per event. */
  inline?: readonly InlineJob[];
}

/**
 * A job the relay may do itself, once for all the batch's events that set it in motion, instead of
 * enqueueing it per event: the visits booked in a busy minute are planned with one statement. `prepare`
 * runs before the batch's jobs are added and must leave committed whatever those jobs will read; the
 * jobs it returns are added with the batch's; `afterEnqueue` runs once they are in Redis, before the
 * rows are marked relayed (a failure there relays the batch again, so both steps must be idempotent).
 * A `prepare` that throws costs nothing but speed: the job is then enqueued as usual.
 */
export interface InlineJob<J extends JobName = JobName> {
  readonly job: J;
  prepare(payloads: readonly JobPayloads[J][]): Promise<InlineWork>;
}

export interface InlineWork {
  jobs: readonly JobRequest[];
  afterEnqueue(): Promise<void>;
}

interface OutboxRow {
  id: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * Moves committed outbox rows to BullMQ. Several relays may run at once: each batch is claimed with
 * FOR UPDATE SKIP LOCKED, and job ids derived from the row id make a batch re-sent after a crash land once.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryDelayMs: number;
  private readonly maxBackoffMs: number;
  private readonly lanes: number;
  private readonly inline: readonly InlineJob[];
  private listener: Client | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private pendingKick = false;
  private stopped = true;
  private failures = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
    private readonly logger: RelayLogger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.lanes = options.lanes ?? 3;
    this.inline = options.inline ?? [];
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.schedulePoll(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** Relays until the outbox is empty; resolves with the number of rows relayed. */
  async drain(): Promise<number> {
    // Each lane claims its own rows (SKIP LOCKED); a lane that finds less than a full batch ends them all.
    // A lane opens another only on a full batch: most drains (a NOTIFY for a few rows) take one batch,
    // where lanes started together would each pay a transaction to find nothing (bench P8). It opens it as
    // soon as its claim comes back full, not once its batch is relayed: in a burst the next lane's planning
    // then overlaps this one's jobs from the first batch on (bench P5).
    let total = 0;
    let empty = false;
    const lanes: Promise<void>[] = [];
    const openLane = () => {
      if (!empty && lanes.length < this.lanes) lanes.push(lane());
    };
    const lane = async () => {
      while (!empty) {
        const relayed = await this.relayBatch(openLane).catch((error: unknown) => {
          empty = true;
          throw error;
        });
        total += relayed;
        if (relayed < this.batchSize) empty = true;
      }
    };
    lanes.push(lane());
    let failure: { reason: unknown } | undefined;
    for (let settled = 0; settled < lanes.length; settled += 1)
      await lanes[settled].catch((reason: unknown) => (failure ??= { reason }));
    if (failure) throw failure.reason;
    return total;
  }

  /** Relays one batch; `onFullClaim` is called when the claim took a whole batch (more rows may wait). */
  async relayBatch(onFullClaim: () => void = () => undefined): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows: OutboxRow[] = await runner.query(TAKE_BATCH, [this.batchSize]);
      if (rows.length === this.batchSize) onFullClaim();
      if (rows.length > 0) {
        const inline = await this.prepareInline(rows);
        await this.producer.addBulk([...rows.flatMap((row) => this.jobsFor(row, inline.done)), ...inline.jobs]);
        await Promise.all(inline.afterEnqueue.map((step) => step()));
        await runner.query(MARK_RELAYED, [rows.map((row) => row.id)]);
      }
      await runner.commitTransaction();
      return rows.length;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private jobsFor(row: OutboxRow, doneInline: ReadonlySet<JobName> = new Set()): JobRequest[] {
    const jobs = this.subscriptions(row);
    if (!jobs) {
      // An event this build does not know (written by a newer version): relayed with no job, loudly.
      this.logger.error({ outboxId: row.id, event: row.event }, 'outbox event has no subscription');
      return [];
    }
    return jobs
      .filter((name) => !doneInline.has(name))
      .map((name) => ({ name, data: row.payload, opts: { jobId: eventJobId(row.id, name) } }) as JobRequest);
  }

  private subscriptions(row: OutboxRow): readonly JobName[] | undefined {
    return (EVENT_JOBS as Record<string, readonly JobName[] | undefined>)[row.event as EventName];
  }

  /** Each inline job's work for the batch, the jobs' own looks side by side (they read, and write apart). */
  private async prepareInline(rows: readonly OutboxRow[]) {
    const prepared = await Promise.all(
      this.inline.map(async (inline) => {
        const payloads = rows.filter((row) => this.subscriptions(row)?.includes(inline.job)).map((row) => row.payload);
        if (payloads.length === 0) return null;
        try {
          return { job: inline.job, work: await inline.prepare(payloads as JobPayloads[JobName][]) };
        } catch (error) {
          this.logger.warn(
            { err: error, job: inline.job, events: payloads.length },
            'inline job failed; enqueued instead',
          );
          return null;
        }
      }),
    );
    const done = new Set<JobName>();
    const jobs: JobRequest[] = [];
    const afterEnqueue: (() => Promise<void>)[] = [];
    for (const { job, work } of prepared.filter((entry) => entry !== null)) {
      done.add(job);
      jobs.push(...work.jobs);
      afterEnqueue.push(() => work.afterEnqueue());
    }
    return { done, jobs, afterEnqueue };
  }

  /** Drains the outbox now: a writer of this process committed rows without a NOTIFY (see outboxQuiet). */
  wake(): void {
    this.kick();
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.pendingKick = true;
      return;
    }
    this.draining = this.drainSafely().finally(() => {
      this.draining = null;
      if (this.pendingKick && !this.stopped) {
        this.pendingKick = false;
        this.kick();
      }
    });
  }

  private async drainSafely(): Promise<void> {
    try {
      await this.drain();
      this.failures = 0;
    } catch (error) {
      this.failures += 1;
      const delay = Math.min(this.retryDelayMs * 2 ** (this.failures - 1), this.maxBackoffMs);
      this.logger.warn({ err: error, failures: this.failures, retryInMs: delay }, 'outbox relay batch failed');
      this.schedulePoll(delay);
    }
  }

  private schedulePoll(delayMs: number): void {
    if (this.stopped) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      this.kick();
      this.schedulePoll(this.pollIntervalMs);
    }, delayMs);
    this.pollTimer.unref();
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.options.databaseUrl,
      application_name: 'creneau-outbox-listener',
    });
    client.on('notification', () => this.kick());
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'outbox listener lost; polling until it is back');
      this.listener = null;
      setTimeout(() => void this.reconnect(), this.retryDelayMs).unref();
    });
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      this.listener = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private async reconnect(): Promise<void> {
    if (this.stopped || this.listener) return;
    try {
      await this.listen();
      this.kick();
    } catch {
      setTimeout(() => void this.reconnect(), this.maxBackoffMs).unref();
    }
  }
}
