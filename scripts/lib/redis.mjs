import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';

export async function redisAnswers(url, timeoutMs = 3_000) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

function findBinary(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim() || null;
}

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true;
  return existsSync('/etc/os-release') && /ID(_LIKE)?=.*(debian|ubuntu)/.test(readFileSync('/etc/os-release', 'utf8'));
}

function installRedis() {
  console.log('› redis-server is missing; installing it with apt-get (running as root on Debian/Ubuntu)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'redis-server']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return true;
}

function missingRedisMessage(bin) {
  return [
    `Redis is needed and "${bin}" was not found. Three ways out:`,
    '  1. point REDIS_URL at a Redis you run (redis://host:6379),',
    '  2. install it with your package manager (apt-get install redis-server, brew install redis, …),',
    '  3. run `docker compose up -d redis` and set REDIS_URL=redis://127.0.0.1:6379.',
  ].join('\n');
}

/** A private redis-server (AOF on, noeviction: queued jobs must never be evicted) under var/redis. */
export async function startLocalRedis({ root, port }) {
  const bin = process.env.REDIS_SERVER_BIN ?? 'redis-server';
  let path = findBinary(bin);
  if (!path && userInfo().uid === 0 && isDebianLike() && bin === 'redis-server' && installRedis()) path = findBinary(bin);
  if (!path) throw new Error(missingRedisMessage(bin));
  const dir = resolve(root, 'var/redis');
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction', '--save', ''];
  const child = spawn(path, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await redisAnswers(url, 500)); i += 1) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (code ${child.exitCode}); is port ${port} taken? Set EMBEDDED_REDIS_PORT.`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
