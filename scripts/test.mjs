// `npm test`: from a fresh clone to every test passing. Lint, type-check and build, then the unit,
// cross-process and browser suites, each on databases and Redis prefixes of its own.
import { spawnSync } from 'node:child_process';
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

const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, { jest = false } = {}) {
  const started = Date.now();
  console.log(`\n› ${name}: ${command} ${args.join(' ')}`);
  const report = resolve(root, `var/test-results/${name}.json`);
  const fullArgs = jest ? [...args, '--json', `--outputFile=${report}`] : args;
  const status = spawnSync(command, fullArgs, { cwd: root, stdio: 'inherit', env }).status;
  if (jest && existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  }
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

const built = run('build', 'npm', ['run', 'build']);
run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
run('typecheck-front', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
run('unit', 'npx', ['jest', '--selectProjects', 'unit'], { jest: true });
if (built) {
  run('e2e', 'npx', ['jest', '--selectProjects', 'e2e'], { jest: true });
  run('browser', 'npx', ['jest', '--selectProjects', 'browser', '--maxWorkers=2', '--passWithNoTests'], { jest: true });
}
await services.stop();

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds} s)`);
const ok = results.every((result) => result.ok) && built;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
