import 'reflect-metadata';
import { ConfigError } from '@creneau/server';
import { Logger } from 'nestjs-pino';
import { createApiApp } from './app.factory';
import { loadApiConfig } from './config/api.config';

async function bootstrap(): Promise<void> {
  const config = loadApiConfig();
  const app = await createApiApp(config);
  // Idle keep-alive connections outlive the proxy's own idle timeout (KEEP_ALIVE_SECONDS, api.config.ts).
  const server = app.getHttpServer();
  server.keepAliveTimeout = config.KEEP_ALIVE_SECONDS * 1000;
  // SIGTERM (enableShutdownHooks) closes the server: no new connections, in-flight requests finish,
  // idle keep-alive sockets are closed by Node itself.
  await app.listen(config.PORT, config.HOST);
  app.get(Logger).log(`api listening on ${config.HOST}:${config.PORT}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
