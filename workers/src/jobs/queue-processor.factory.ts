import type { QueueName } from '@creneau/contracts';
import { COMPLETED_JOBS_KEPT } from '@creneau/server';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { WorkersConfig } from '../config/workers.config';
import { JobHandlerRegistry } from './job-handler.registry';

/** Jobs run at once on a queue: the notifications and reminders queues have settings of their own. */
export function queueConcurrency(
  queue: QueueName,
  config: Pick<WorkersConfig, 'NOTIFICATION_CONCURRENCY' | 'REMINDER_CONCURRENCY' | 'WORKER_CONCURRENCY'>,
): number {
  if (queue === 'notifications') return config.NOTIFICATION_CONCURRENCY;
  if (queue === 'reminders') return config.REMINDER_CONCURRENCY;
  return config.WORKER_CONCURRENCY;
}

/**
 * One processor per queue that switches on job.name (BullMQ's named-processor pattern). Classes are
 * made per queue because @Processor is static and QUEUES decides at start-up which ones run here.
 */
export function queueProcessor(queue: QueueName, concurrency: number, lockMs: number): Type<WorkerHost> {
  // A job whose worker died is handed to another once its lock expires; the stalled check runs as often.
  // Completed jobs are kept as COMPLETED_JOBS_KEPT says (a job's own removeOnComplete wins).
  @Processor(queue, {
    concurrency,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    removeOnComplete: COMPLETED_JOBS_KEPT,
  })
  @Injectable()
  class QueueProcessor extends WorkerHost {
    private readonly logger = new Logger(`queue:${queue}`);

    constructor(private readonly registry: JobHandlerRegistry) {
      super();
    }

    async process(job: Job): Promise<void> {
      const started = Date.now();
      await this.registry.handle(job.name, job.data, {
        jobId: job.id ?? '',
        attemptsMade: job.attemptsMade,
        isFinalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
      });
      this.logger.debug({ job: job.name, jobId: job.id, ms: Date.now() - started }, 'job done');
    }
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queue}Processor` });
  return QueueProcessor;
}
