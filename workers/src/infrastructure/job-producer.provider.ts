import { QUEUE_NAMES } from '@creneau/contracts';
import { JobProducer } from '@creneau/server';
import { getQueueToken } from '@nestjs/bullmq';
import type { Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';

export const jobProducerProvider: Provider = {
  provide: JobProducer,
  useFactory: (...queues: Queue[]) => new JobProducer(new Map(QUEUE_NAMES.map((name, index) => [name, queues[index]]))),
  inject: QUEUE_NAMES.map((name) => getQueueToken(name)),
};
