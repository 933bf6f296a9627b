import { JOB_NAMES, JOB_QUEUES, type JobName, type QueueName } from '@creneau/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { HANDLES_JOB, type JobContext, type JobHandler } from './handles-job.decorator';

@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(WORKERS_CONFIG) private readonly config: WorkersConfig,
  ) {}

  onModuleInit(): void {
    const found = new Map<JobName, string[]>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const name = this.reflector.get<JobName | undefined>(HANDLES_JOB, wrapper.metatype);
      if (!name) continue;
      found.set(name, [...(found.get(name) ?? []), wrapper.name]);
      this.handlers.set(name, wrapper.instance as JobHandler<JobName>);
    }
    assertOneHandlerPerJob(found, new Set(this.config.QUEUES));
  }

  async handle(name: string, payload: unknown, context: JobContext): Promise<void> {
    const handler = this.handlers.get(name as JobName);
    // Unreachable after the start-up check unless a job was produced by another build: fail it visibly.
    if (!handler) throw new Error(`No handler for job ${name}`);
    await handler.handle(payload as never, context);
  }
}

export function assertOneHandlerPerJob(found: ReadonlyMap<JobName, string[]>, queues: ReadonlySet<QueueName>): void {
  const problems: string[] = [];
  for (const job of JOB_NAMES) {
    const handlers = found.get(job) ?? [];
    if (queues.has(JOB_QUEUES[job]) && handlers.length === 0) problems.push(`job ${job} has no handler`);
    if (handlers.length > 1) problems.push(`job ${job} has ${handlers.length} handlers: ${handlers.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`Job handlers are not one per job:\n  - ${problems.join('\n  - ')}`);
}
