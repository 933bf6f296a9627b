import { LOG_FORMATS, type LogFormat } from '../logging/logger';
import { env } from './env.util';

// Variables both api and workers read. Each app adds its own and loads them once at start-up.
export const sharedEnvSchema = {
  NODE_ENV: env.oneOf(['development', 'production', 'test'] as const, 'development'),
  LOG_LEVEL: env.oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  // pretty or json; unset: pretty in development, json in production and test (logFormat()).
  LOG_FORMAT: (raw: string | undefined): LogFormat | undefined =>
    raw?.trim() ? env.oneOf(LOG_FORMATS)(raw) : undefined,
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  REDIS_URL: env.url(['redis', 'rediss']),
  REDIS_PREFIX: env.string('creneau'),
  PUBLIC_URL: env.url(['http', 'https'], 'http://localhost:3000'),
  // The domain of the agents' and agencies' inbound addresses for portal leads (prenom.nom@<LEADS_DOMAIN>):
  // its MX points at the workers' inbound SMTP server. The back office shows the addresses on it.
  LEADS_DOMAIN: env.string('leads.creneau.localhost'),
};
