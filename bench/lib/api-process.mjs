// The real api process (api/dist/main.js), started as test/support/stack.ts starts it, on the bench's own
// database and under the bench's Redis prefix: figures "through the API" pay for HTTP, Nest, validation,
// rate limiting and the booking transaction exactly as production does.
import { createServer } from 'node:net';
import { REPO_ROOT, spawnNode } from './node-process.mjs';
import { now, sleep } from './timer.mjs';

const START_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the api and resolves once /api/health answers. The booking limits are raised far above what
 * a benchmark sends from one address: the figures measure booking, not the abuse guard refusing it.
 * `main`: another build's entry point (bench/side-by-side.mjs), relative to the repository.
 */
export async function startApi(
  ctx,
  env = {},
  nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ') ?? [],
  main = 'api/dist/main.js',
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawnNode(
    `${REPO_ROOT}${main}`,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: ctx.database.url,
      REDIS_URL: ctx.config.REDIS_URL,
      REDIS_PREFIX: `${ctx.redis.prefix}:api`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      BOOKING_LIMIT_PER_IP: '1000000',
      BOOKING_LIMIT_PER_CONTACT: '1000000',
      ...env,
    },
    nodeArgs,
  );
  const { child, stop, output } = api;
  const deadline = now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status > 0) break;
    } catch {
      // not listening yet
    }
    if (now() > deadline) {
      await stop();
      throw new Error(`the api did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
    }
    await sleep(100);
  }
  return { baseUrl, pid: child.pid, stop, output };
}

/** Runs fn with a started api, stopped afterwards even when fn throws (nodeArgs: e.g. --cpu-prof). */
export async function withApi(ctx, fn, env, nodeArgs) {
  const api = await startApi(ctx, env, nodeArgs);
  try {
    return await fn(api);
  } finally {
    await api.stop();
  }
}
