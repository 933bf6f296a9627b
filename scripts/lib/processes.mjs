// Child processes of `npm start`: prefixed logs, ordered stops, port checks.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { root } from './env.mjs';

// Own process group (not on Windows, where `detached` opens a console): a terminal Ctrl-C then reaches
// only the orchestrator, which stops api and workers before the databases they write to.
export const DETACH = process.platform !== 'win32';
const COLORS = { api: 36, workers: 35, redis: 31, postgres: 34 };

export function prefixFor(name) {
  const label = `[${name}]`;
  return process.stdout.isTTY ? `\x1b[${COLORS[name] ?? 33}m${label}\x1b[0m` : label;
}

/** Writes each line of a stream to our stdout behind a prefix. */
export function prefixLines(stream, prefix, write = (line) => process.stdout.write(`${prefix} ${line}\n`)) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', write);
}

/**
 * Starts `node <script>` with prefixed output. The apps write their logs in LOG_FORMAT themselves
 * (`npm start` asks for pretty unless set: a person reads it); colours when our own output is a terminal.
 * Returns { name, child, exited: Promise<{ code, signal }>, stop() }.
 */
export function startNodeProcess(name, script, { env }) {
  const colours = process.stdout.isTTY && env.FORCE_COLOR === undefined ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...env, ...colours },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: DETACH,
  });
  const prefix = prefixFor(name);
  prefixLines(child.stdout, prefix);
  prefixLines(child.stderr, prefix);
  const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  // Last resort if the orchestrator dies without stopping it: a detached child would outlive us.
  const killOnExit = () => signalGroup(child, 'SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  return { name, child, exited, stop: () => stopProcess(child, exited) };
}

function signalGroup(child, signal) {
  try {
    // A negative pid signals the whole group: whatever the child started goes too.
    if (DETACH) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // ESRCH: already gone.
  }
}

/** SIGTERM, then SIGKILL after graceMs: a stuck child delays the stop, never blocks it. */
export async function stopProcess(child, exited, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  signalGroup(child, 'SIGTERM');
  let timer;
  const killed = new Promise((done) => {
    timer = setTimeout(() => {
      console.log(`${prefixFor('start')} pid ${child.pid} still running after ${graceMs / 1000} s: SIGKILL`);
      signalGroup(child, 'SIGKILL');
      done();
    }, graceMs);
  });
  await Promise.race([exited, killed]);
  clearTimeout(timer);
  return exited;
}

/** Resolves when nothing listens on host:port; otherwise throws an error with `advice`. */
export function assertPortFree(port, host, advice) {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') fail(new Error(`Port ${port} (${host}) is already in use. ${advice}`));
      else if (error.code === 'EACCES') fail(new Error(`Port ${port} needs privileges to listen on. ${advice}`));
      else fail(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => done()));
  });
}

/** A port nobody listens on right now (tests: never collide with a running `npm start`). */
export function freePort(host = '127.0.0.1') {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Polls url until any HTTP answer (a 503 while warming up still means the process is serving). */
export async function waitForHttp(url, { timeoutMs = 120_000, intervalMs = 500, until } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return response.status;
    } catch {
      // Not listening yet.
    }
    if (until?.()) return undefined; // the caller gave up (a child died)
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}
