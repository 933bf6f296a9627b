// Redis for `npm start` and `npm test`: REDIS_URL when set, else our own redis-server on a private port.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { Redis } from 'ioredis';
import { assertPortFree, DETACH, prefixFor } from './processes.mjs';
import { redact } from './env.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** One PING: true, or the error that stopped it (ioredis speaks auth, TLS and db numbers in URLs). */
async function ping(url, timeoutMs) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? true : new Error('no PONG');
  } catch (error) {
    return error;
  } finally {
    redis.disconnect();
  }
}

/** Whether url answers PING now (the test runner's probe). */
export async function redisAnswers(url, timeoutMs = 3_000) {
  return (await ping(url, timeoutMs)) === true;
}

/** Waits until url answers PING; the error names `variable` so people know what to fix. */
export async function waitForRedis(url, { variable = 'REDIS_URL', timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    const result = await ping(url, 3_000);
    if (result === true) return;
    lastError = result;
    await sleep(300);
  }
  throw new Error(
    `Redis at ${variable}=${redact(url)} did not answer within ${timeoutMs / 1000} s (${lastError?.message ?? 'no PONG'}). ` +
      `Start that Redis, correct ${variable} in .env, or remove ${variable} to let npm start run its own redis-server.`,
  );
}

/** Finds an executable by name on PATH (plus the sbin folders, which root's PATH may lack). */
export function findExecutable(name) {
  if (isAbsolute(name)) return existsSync(name) ? name : undefined;
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/bin',
    '/opt/homebrew/bin',
  ];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there.
    }
  }
  return undefined;
}

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/**
 * The redis-server binary, installed with apt when we are root on Debian/Ubuntu.
 * REDIS_SERVER_BIN overrides the name or path (also how the "missing binary" path is tested).
 */
export function ensureRedisServerBinary(env = process.env) {
  const name = env.REDIS_SERVER_BIN || 'redis-server';
  let found = findExecutable(name);
  if (found) return found;
  if (process.getuid?.() === 0 && isDebianLike()) {
    console.log(
      `› ${name} not found: installing Debian's redis-server (apt-get update && apt-get install -y redis-server)…`,
    );
    const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y redis-server'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = result.status === 0 ? findExecutable(name) : undefined;
    if (found) return found;
    console.log(`› apt-get ${result.status === 0 ? `finished but ${name} is still not on PATH` : 'failed'}.`);
  }
  throw new Error(
    `${name} was not found, and npm start needs a Redis. Any one of these fixes it:\n` +
      `  1. set REDIS_URL (in .env or the environment) to a Redis you already run, e.g. REDIS_URL=redis://127.0.0.1:6379;\n` +
      `  2. install Redis with your package manager (apt-get install redis-server, dnf install redis, brew install redis…);\n` +
      `  3. run one in a container: docker compose up -d redis, then REDIS_URL=redis://127.0.0.1:6379.`,
  );
}

/**
 * Runs redis-server on 127.0.0.1:port with its files in dataDir. persistent: AOF on (restarts keep the
 * queues); off for tests. noeviction: BullMQ must never lose a key to memory pressure.
 * Returns { redisUrl, stop, exited }.
 */
export async function startRedisServer({ binary, dataDir, port, persistent = true, detached = DETACH }) {
  await assertPortFree(
    port,
    '127.0.0.1',
    `A redis-server from an earlier npm start may still run (stop it: redis-cli -p ${port} shutdown), ` +
      `or another program uses it: set EMBEDDED_REDIS_PORT to a free port, or REDIS_URL to a Redis you run.`,
  );
  mkdirSync(dataDir, { recursive: true });
  const settings = {
    port: String(port),
    bind: '127.0.0.1',
    'protected-mode': 'yes',
    dir: dataDir,
    daemonize: 'no',
    logfile: '', // stdout, which we keep for error messages
    'maxmemory-policy': 'noeviction',
    appendonly: persistent ? 'yes' : 'no',
    ...(persistent ? {} : { save: '' }), // tests: no snapshots either
  };
  const args = Object.entries(settings).flatMap(([key, value]) => [`--${key}`, value]);
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached });
  // Its log stays quiet unless something goes wrong: then the last lines explain why.
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, lines.length - 100);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopping = false;
  const exited = new Promise((done) => {
    child.on('exit', (code, signal) => done({ name: 'redis', code, signal }));
    child.on('error', (error) => done({ name: 'redis', code: error.code, signal: null })); // could not spawn
  });
  const failed = exited.then(({ code, signal }) => {
    throw new Error(
      `redis-server exited during start-up (${signal ?? `code ${code}`}):\n${lines
        .slice(-15)
        .map((l) => `${prefixFor('redis')} ${l}`)
        .join('\n')}`,
    );
  });
  failed.catch(() => undefined);
  const redisUrl = `redis://127.0.0.1:${port}`;
  // Last resort if we crash or exit without stop(): a detached child would otherwise outlive us.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  try {
    await Promise.race([waitForRedis(redisUrl, { variable: 'EMBEDDED_REDIS_PORT', timeoutMs: 15_000 }), failed]);
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw error;
  }

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // redis-server flushes its AOF, then exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
    if (!persistent) rmSync(dataDir, { recursive: true, force: true });
  };
  return { redisUrl, stop, exited: exited.then((result) => ({ ...result, stopping })) };
}
