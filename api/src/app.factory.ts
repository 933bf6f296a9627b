import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { Logger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { refuseDeepJson } from './common/json-depth.util';
import { noStoreByDefault } from './common/no-store.middleware';
import { rememberValidationMetadata } from './common/validation-metadata-cache';
import { apiValidationPipe } from './common/validation.pipe';
import { apiDocsArePublic, type ApiConfig } from './config/api.config';
import { compressResponses } from './frontends/compression';
import { mountFrontends } from './frontends/mount-frontends';
import { securityHeaders } from './frontends/security-headers';
import { pageFrameAncestors } from './frontends/widget-frame-ancestors';
import { SessionService } from './identity/auth/session.service';
import { opsOnly } from './ops/ops-only.middleware';
import { mountQueuesBoard } from './ops/queues-board';
import { loadResponseSchemas } from './openapi/generated-schemas';
import { completeDocument } from './openapi/openapi-document';

/** The configured application, not yet listening: main.ts listens, tests drive it with supertest. */
export async function createApiApp(config: ApiConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  const dataSource = app.get(DataSource);
  app.use(securityHeaders(config, (req) => pageFrameAncestors(dataSource, req.path, req.query.embed)));
  app.use('/api', noStoreByDefault);
  app.useBodyParser('json', { limit: config.BODY_LIMIT, verify: refuseDeepJson });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  app.use(cookieParser());
  app.use(compressResponses());
  app.setGlobalPrefix('api');
  rememberValidationMetadata();
  app.useGlobalPipes(apiValidationPipe);
  app.useGlobalFilters(new ApiExceptionFilter(await app.resolve(PinoLogger)));

  const openApi = new DocumentBuilder()
    .setTitle('Créneau API')
    .setDescription('Visits, reminders, rental files and seller leads for real-estate agencies.')
    .setVersion('1')
    .build();
  const document = () =>
    completeDocument(SwaggerModule.createDocument(app, openApi), {
      publicUrl: config.PUBLIC_URL,
      responseSchemas: loadResponseSchemas(),
    });
  if (!apiDocsArePublic(config)) app.use('/api/docs', opsOnly(app.get(SessionService)));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  // Before the front ends: their SPA fallback would otherwise answer the board's pages.
  mountQueuesBoard(app, config);
  mountFrontends(app, config);
  app.enableShutdownHooks();
  return app;
}
