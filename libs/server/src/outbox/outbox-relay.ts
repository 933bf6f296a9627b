import { EVENT_JOBS, eventJobId, type EventName, type JobName } from '@creneau/contracts';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { JobProducer, JobRequest } from '../queue/job-producer';

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
    let total = 0;
    for (;;) {
      const relayed = await this.relayBatch();
      total += relayed;
      if (relayed < this.batchSize) return total;
    }
  }

  async relayBatch(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const rows: OutboxRow[] = await runner.query(
        `SELECT id, event, payload FROM outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      if (rows.length > 0) {
        await this.producer.addBulk(rows.flatMap((row) => this.jobsFor(row)));
        await runner.query('UPDATE outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])', [
          rows.map((row) => row.id),
        ]);
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

  private jobsFor(row: OutboxRow): JobRequest[] {
    const jobs = (EVENT_JOBS as Record<string, readonly JobName[] | undefined>)[row.event as EventName];
    if (!jobs) {
      // An event this build does not know (written by a newer version): relayed with no job, loudly.
      this.logger.error({ outboxId: row.id, event: row.event }, 'outbox event has no subscription');
      return [];
    }
    return jobs.map((name) => ({ name, data: row.payload, opts: { jobId: eventJobId(row.id, name) } }) as JobRequest);
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
