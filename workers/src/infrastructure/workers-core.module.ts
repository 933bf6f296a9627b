import { QUEUE_NAMES } from '@creneau/contracts';
import {
  createFileStorage,
  dataSourceOptions,
  FILE_STORAGE,
  logFormat,
  loggerOptions,
  pinoSettings,
  producerConnection,
  workerConnection,
} from '@creneau/server';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { WORKERS_CONFIG, type WorkersConfig } from '../config/workers.config';
import { LocalRelay } from '../outbox/local-relay';
import { jobProducerProvider } from './job-producer.provider';
import { RealtimePublisher } from './realtime.publisher';
import { RedisVersionCheck } from './redis-version.check';
import { WorkerHeartbeat } from './worker-heartbeat.service';
import { JobProducer } from '@creneau/server';

/** Database, queues, logger and configuration, shared by every worker module. */
@Global()
@Module({})
export class WorkersCoreModule {
  static forRoot(config: WorkersConfig): DynamicModule {
    return {
      module: WorkersCoreModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: pinoSettings(loggerOptions(config.LOG_LEVEL, 'workers'), logFormat(config)) }),
        DiscoveryModule,
        TypeOrmModule.forRoot({
          ...dataSourceOptions({ url: config.DATABASE_URL, applicationName: 'creneau-workers' }),
        }),
        BullModule.forRoot({ connection: workerConnection(config.REDIS_URL), prefix: config.REDIS_PREFIX }),
        // Every queue is registered for producing (the relay feeds all of them); only QUEUES are processed here.
        BullModule.registerQueue(
          ...QUEUE_NAMES.map((name) => ({ name, connection: producerConnection(config.REDIS_URL) })),
        ),
      ],
      providers: [
        { provide: WORKERS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useFactory: () => createFileStorage(config) },
        jobProducerProvider,
        RealtimePublisher,
        WorkerHeartbeat,
        RedisVersionCheck,
        LocalRelay,
      ],
      exports: [WORKERS_CONFIG, FILE_STORAGE, JobProducer, RealtimePublisher, BullModule, DiscoveryModule, LocalRelay],
    };
  }
}
