import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, waitFor } from './processes';

export interface PrivateRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the test's own, so it can be stopped without disturbing other tests. */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const bin = process.env.REDIS_SERVER_BIN ?? 'redis-server';
  return {
    url,
    port,
    start: async () => {
      child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await waitFor(async () => {
        const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      }, `redis-server on ${port}`);
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
