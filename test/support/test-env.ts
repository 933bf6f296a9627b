import { randomBytes } from 'node:crypto';

// The services every cross-process test uses; `npm test` makes sure they answer before Jest starts.
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const RUN_ID = process.env.CRENEAU_TEST_RUN_ID ?? 'local';
export const TEMPLATE_DATABASE = `creneau_tpl_${RUN_ID}`;

export function uniqueSuffix(): string {
  return randomBytes(5).toString('hex');
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
