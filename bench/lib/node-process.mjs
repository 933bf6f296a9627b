// The bench's own processes: the product's api and workers, and the floors that run apart as they do. One way
// to start them, keep their last output for the error that says why one stopped, stop them, and read their CPU.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs `script` with this node (nodeArgs first: e.g. --cpu-prof), in the repository, with PATH and `env` only.
 * stop() asks it to end, then kills it after 15 s.
 */
export function spawnNode(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    pid: child.pid,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The product's workers (workers/dist/main.js) on the bench's database and Redis; `env` adds or overrides. */
export function startWorkers(ctx, env = {}, nodeArgs = []) {
  return spawnNode(
    `${REPO_ROOT}workers/dist/main.js`,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: ctx.database.url,
      REDIS_URL: ctx.config.REDIS_URL,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      ...env,
    },
    nodeArgs,
  );
}

/**
 * A floor's HTTP server in a process of its own (bench/baselines/*-process.mjs), which prints "ready <port>" once
 * it listens on a port of its choosing: `ready` resolves with its base URL, or rejects if it exits first.
 */
export function startHttpFloor(script, env, name) {
  const floor = spawnNode(script, env);
  const ready = new Promise((resolve, reject) => {
    floor.child.stdout.on('data', () => {
      const port = /ready (\d+)/.exec(floor.output())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    floor.child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${floor.output()}`)));
  });
  return { ...floor, ready };
}

/**
 * CPU time a process used so far, in ms (Linux: /proc, 100 ticks a second); NaN elsewhere. With `thread`,
 * that thread's only: the main one (JS) apart from libuv's and libvips's threads (fs, sharp).
 */
export function cpuMsOf(pid, thread) {
  try {
    const fields = readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}
