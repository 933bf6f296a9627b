import { env } from './env.util';

// Variables both api and workers read. Each app adds its own and loads them once at start-up.
export const sharedEnvSchema = {
  NODE_ENV: env.oneOf(['development', 'production', 'test'] as const, 'development'),
  LOG_LEVEL: env.oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  REDIS_URL: env.url(['redis', 'rediss']),
  REDIS_PREFIX: env.string('creneau'),
  PUBLIC_URL: env.url(['http', 'https'], 'http://localhost:3000'),
};
