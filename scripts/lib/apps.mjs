import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Runs a built app, each output line prefixed with its name. */
export function startApp(name, script, env) {
  const child = spawn(process.execPath, [resolve(root, script)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${prettyLine(line)}`));
  }
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return {
    name,
    child,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** pino's JSON lines made readable for a person at a terminal; anything else passes through. */
function prettyLine(line) {
  if (!process.stdout.isTTY || !line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    const context = entry.context ? `${entry.context}: ` : '';
    const request = entry.req ? `${entry.req.method} ${entry.req.url} ${entry.res?.statusCode ?? ''} ` : '';
    return `${LEVELS[entry.level] ?? entry.level} ${context}${request}${entry.msg ?? ''}${entry.err ? ` ${entry.err.message}` : ''}`;
  } catch {
    return line;
  }
}
