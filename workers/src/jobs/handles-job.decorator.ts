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

/** A class whose instances handle job J (its constructor's parameters are Nest's to inject). */
type JobHandlerClass<J extends JobName> = new (...args: never[]) => JobHandler<J>;

/**
 * Marks a provider as the one handler of a job name; the registry refuses zero or two at start-up. The
 * name and the class are tied: a class whose handle() takes another job's payload does not compile.
 */
export function HandlesJob<J extends JobName>(name: J): (target: JobHandlerClass<J>) => void {
  return (target) => {
    SetMetadata(HANDLES_JOB, name)(target);
  };
}
