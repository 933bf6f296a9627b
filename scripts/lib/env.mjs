// Configuration for the scripts. Precedence: the real environment, then `.env`, then the defaults below
// (the usual dotenv rule: a file never overrides what the shell already set). No dependency: a dozen
// lines of parser beat a package for KEY=value files.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** Parses KEY=value lines: `export ` prefix, # comments, single/double quotes, \n in double quotes. */
export function parseDotenv(text) {
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rest] = match;
    const quoted = /^(["'])(.*)\1\s*(?:#.*)?$/.exec(rest);
    if (quoted) {
      values[key] = quoted[1] === '"' ? quoted[2].replace(/\\n/g, '\n').replace(/\\"/g, '"') : quoted[2];
    } else {
      values[key] = rest.replace(/\s+#.*$/, '').trim(); // an unquoted value ends at " #"
    }
  }
  return values;
}

/** Empty strings count as unset, so `DATABASE_URL=` in .env means "use the embedded one". */
const isSet = (value) => value !== undefined && value.trim() !== '';

/**
 * Returns { env, file, fromFile }: env is what the scripts and the child processes use.
 * It never writes to process.env, so importing and calling it has no side effect.
 */
export function loadEnv({ source = process.env, file = resolve(root, '.env') } = {}) {
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file, 'utf8')) : {};
  const env = { ...fromFile };
  for (const [key, value] of Object.entries(source)) if (value !== undefined) env[key] = value;
  const fallback = (key, value) => {
    if (!isSet(env[key])) env[key] = value;
  };
  fallback('PORT', '3000');
  fallback('PUBLIC_URL', `http://localhost:${env.PORT}`);
  fallback('NODE_ENV', 'production');
  // Production settings, but a person reads this terminal: one readable line per entry (LOG_FORMAT=json to pipe).
  fallback('LOG_FORMAT', 'pretty');
  fallback('EMBEDDED_PG_PORT', '5433');
  fallback('EMBEDDED_REDIS_PORT', '6380');
  for (const key of ['DATABASE_URL', 'REDIS_URL']) if (!isSet(env[key])) delete env[key];
  return { env, file: existsSync(file) ? file : undefined, fromFile: Object.keys(fromFile) };
}

/** A port number from a variable, or a clear error naming the variable. */
export function portFrom(env, key) {
  const port = Number(env[key]);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${key} must be a port number (1-65535), got "${env[key]}".`);
  }
  return port;
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for messages. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
