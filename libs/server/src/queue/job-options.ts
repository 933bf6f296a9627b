import type { JobsOptions } from 'bullmq';

// At-least-once delivery with effects made exactly-once by the handlers. Completed jobs stay a day so
// a deterministic job id added again (relay retry, reconciliation) is recognised and not run twice;
// failed jobs stay until ops retry or discard them (BullMQ's default: no removeOnFail, which also keeps
// every delayed reminder's hash a few bytes smaller).
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000, jitter: 0.5 },
  removeOnComplete: { age: 24 * 3600, count: 50_000 },
};
