import type { JobName, JobPayloads } from '@creneau/contracts';
import { SetMetadata } from '@nestjs/common';

export const HANDLES_JOB = Symbol('HANDLES_JOB');

export interface JobContext {
  jobId: string;
  attemptsMade: number;
  /** True on the last attempt BullMQ will make: a handler records the failure for good. */
  isFinalAttempt: boolean;
}

export interface JobHandler<J extends JobName> {
  handle(payload: JobPayloads[J], context: JobContext): Promise<void>;
}

/** Marks a provider as the one handler of a job name; the registry refuses zero or two at start-up. */
export const HandlesJob = (name: JobName): ClassDecorator => SetMetadata(HANDLES_JOB, name);
