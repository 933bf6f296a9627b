import { QUEUE_NAMES } from '@creneau/contracts';
import { COMPLETED_JOBS_KEPT, DEFAULT_JOB_OPTIONS } from '@creneau/server';
import { WORKER_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { queueConcurrency, queueProcessor } from './queue-processor.factory';

describe('queueProcessor', () => {
  // Jobs carry no retention of their own (smaller hashes in Redis): the workers must keep completed jobs
  // a day, or a deterministic job id added again would run again.
  it('keeps completed jobs as COMPLETED_JOBS_KEPT says, on every queue', () => {
    expect(DEFAULT_JOB_OPTIONS.removeOnComplete).toBeUndefined();
    for (const queue of QUEUE_NAMES) {
      const options = Reflect.getMetadata(WORKER_METADATA, queueProcessor(queue, 10, 30_000));
      expect(options).toMatchObject({ concurrency: 10, lockDuration: 30_000, removeOnComplete: COMPLETED_JOBS_KEPT });
    }
  });

  it('runs the notifications and reminders queues at their own concurrency, the others at WORKER_CONCURRENCY', () => {
    const config = { NOTIFICATION_CONCURRENCY: 50, REMINDER_CONCURRENCY: 40, WORKER_CONCURRENCY: 10 };

    const concurrency = Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, queueConcurrency(queue, config)]));

    expect(concurrency).toEqual({
      notifications: 50,
      reminders: 40,
      'integration-sync': 10,
      invoicing: 10,
      maintenance: 10,
    });
  });
});
