// `npm test`: from a fresh clone to every test passing. Lint, type-check and build, then the unit,
// cross-process and browser suites, each on databases and Redis prefixes of its own.
//
// Speed (CI must stay under 30 minutes on 2 cores): the build, the static checks and the unit suite do not depend
// on each other and each keeps one core busy, so they run two at a time, their output printed whole as each ends.
// The cross-process and browser suites then run one after the other (each on its own template database), with two
// Jest workers each: a spec file spends much of its time waiting on the processes it started.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';

const root = resolve(import.meta.dirname, '..');
ensureInstalled();
const { ensureTestServices } = await import('./lib/test-services.mjs');
const services = await ensureTestServices();
const runId = randomBytes(4).toString('hex');
const env = {
  ...process.env,
  TEST_DATABASE_URL: services.databaseUrl,
  TEST_REDIS_URL: services.redisUrl,
  CRENEAU_TEST_RUN_ID: runId,
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
mkdirSync(resolve(root, 'var/test-results'), { recursive: true });
const shell = process.platform === 'win32';

const results = [];
let passed = 0;
let failed = 0;

/** Runs one step; `quiet` steps keep their output and print it whole when they end (two run at once). */
function run(name, command, args, { jest = false, quiet = false } = {}) {
  const started = Date.now();
  const report = resolve(root, `var/test-results/${name}.json`);
  const fullArgs = jest ? [...args, '--json', `--outputFile=${report}`] : args;
  const title = `\n› ${name}: ${command} ${args.join(' ')}`;
  if (!quiet) console.log(title);
  const child = spawn(command, fullArgs, { cwd: root, env, shell, stdio: quiet ? 'pipe' : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    child.on('close', (status) => {
      if (quiet) process.stdout.write(`${title}\n${Buffer.concat(output).toString()}`);
      if (jest && existsSync(report)) {
        const summary = JSON.parse(readFileSync(report, 'utf8'));
        passed += summary.numPassedTests;
        failed += summary.numFailedTests;
      }
      results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
      done(status === 0);
    });
  });
}

/** Runs the steps `lanes` at a time, longest first; resolves to whether each passed, by name. */
async function runInLanes(steps, lanes) {
  const queue = [...steps];
  const outcome = {};
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        outcome[step.name] = await run(step.name, step.command, step.args, { ...step.options, quiet: true });
      }
    }),
  );
  return outcome;
}

console.log('\n› build, lint, format, typecheck, typecheck-front and unit, two at a time (each printed as it ends)');
const first = await runInLanes(
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.'] },
    { name: 'unit', command: 'npx', args: ['jest', '--selectProjects', 'unit'], options: { jest: true } },
    { name: 'build', command: 'npm', args: ['run', 'build'] },
    { name: 'typecheck-front', command: 'npm', args: ['run', 'typecheck', '--workspaces', '--if-present'] },
    { name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  ],
  2,
);
const built = first.build;
if (built) {
  await run('e2e', 'npx', ['jest', '--selectProjects', 'e2e', '--maxWorkers=2'], { jest: true });
  await run('browser', 'npx', ['jest', '--selectProjects', 'browser', '--maxWorkers=2', '--passWithNoTests'], {
    jest: true,
  });
}
await services.stop();

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const ok = results.every((result) => result.ok) && built;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
