import type { JobsOptions, KeepJobs } from 'bullmq';

// At-least-once delivery with effects made exactly-once by the handlers. Failed jobs stay until ops retry
// or discard them (BullMQ's default: no removeOnFail).
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000, jitter: 0.5 },
};

/**
 * Completed jobs stay a day, so a deterministic job id added again (relay retry, reconciliation) is
 * recognised and not run twice. Set on the workers, not on each job: BullMQ applies a worker's setting to
 * the jobs that have none, and every job hash (a delayed reminder waits for weeks) is ~50 bytes smaller.
 */
export const COMPLETED_JOBS_KEPT: KeepJobs = { age: 24 * 3600, count: 50_000 };
