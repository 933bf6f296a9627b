import { JOB_QUEUES, type JobName, type JobPayloads, type QueueName } from '@creneau/contracts';
import type { JobsOptions, Queue } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from './job-options';

export type JobRequest<J extends JobName = JobName> = J extends JobName
  ? { name: J; data: JobPayloads[J]; opts?: JobsOptions }
  : never;

/** The only way to enqueue: a job name with the payload its contract declares, on the queue it belongs to. */
export class JobProducer {
  constructor(private readonly queues: ReadonlyMap<QueueName, Queue>) {}

  async add<J extends JobName>(name: J, data: JobPayloads[J], opts: JobsOptions = {}): Promise<void> {
    await this.queueFor(name).add(name, data, { ...DEFAULT_JOB_OPTIONS, ...opts });
  }

  async addBulk(jobs: readonly JobRequest[]): Promise<void> {
    const byQueue = new Map<QueueName, { name: string; data: unknown; opts: JobsOptions }[]>();
    for (const job of jobs) {
      const queue = JOB_QUEUES[job.name];
      const list = byQueue.get(queue) ?? [];
      list.push({ name: job.name, data: job.data, opts: { ...DEFAULT_JOB_OPTIONS, ...job.opts } });
      byQueue.set(queue, list);
    }
    await Promise.all([...byQueue].map(([queue, list]) => this.queue(queue).addBulk(list)));
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Queue ${name} is not registered with this producer`);
    return queue;
  }

  private queueFor(job: JobName): Queue {
    return this.queue(JOB_QUEUES[job]);
  }
}
