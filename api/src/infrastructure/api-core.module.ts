import { dataSourceOptions, logFormat, loggerOptions, pinoSettings } from '@creneau/server';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { API_CONFIG, type ApiConfig } from '../config/api.config';
import { RedisClient } from './redis.provider';
import { RedisVersionCheck } from './redis-version.check';

const REQUEST_ID = /^[\w.-]{1,64}$/;

function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

@Global()
@Module({})
export class ApiCoreModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: ApiCoreModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: pinoSettings(
            {
              ...loggerOptions(config.LOG_LEVEL, 'api'),
              genReqId: (req, res) => {
                const id = requestId(req);
                res.setHeader('X-Request-Id', id);
                return id;
              },
              autoLogging: { ignore: (req) => req.url === '/api/health' },
            },
            logFormat(config),
          ),
        }),
        TypeOrmModule.forRoot(
          dataSourceOptions({
            url: config.DATABASE_URL,
            applicationName: 'creneau-api',
            poolSize: config.DATABASE_POOL_SIZE,
          }),
        ),
      ],
      providers: [{ provide: API_CONFIG, useValue: config }, RedisClient, RedisVersionCheck],
      exports: [API_CONFIG, RedisClient],
    };
  }
}
