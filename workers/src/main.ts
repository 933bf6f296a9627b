import 'reflect-metadata';
import { ConfigError } from '@creneau/server';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadWorkersConfig } from './config/workers.config';
import { WorkersModule } from './workers.module';

async function bootstrap(): Promise<void> {
  const config = loadWorkersConfig();
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // SIGTERM closes the BullMQ workers, which wait for their active jobs: a deploy drains, never cuts.
  app.enableShutdownHooks();
  app.get(Logger).log(`workers ready: queues ${config.QUEUES.join(', ')}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
