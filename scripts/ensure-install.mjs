// Only Node built-ins here: this runs before any dependency is installed (npm start, npm test).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// npm is a .cmd file on Windows, which spawn only finds through a shell.
const shell = process.platform === 'win32';

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  // npm rewrites node_modules/.package-lock.json on every install: its age is the install's age.
  const marker = resolve(root, 'node_modules/.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  const lockTime = existsSync(lock) ? statSync(lock).mtimeMs : 0;
  if (existsSync(marker) && statSync(marker).mtimeMs >= lockTime) return;
  console.log(
    existsSync(marker) ? '› package-lock.json changed: reinstalling (npm ci)…' : '› Installing dependencies (npm ci)…',
  );
  // --include=dev even under NODE_ENV=production: the build (vite), the embedded Postgres of `npm start`
  // and the tests are development dependencies. The Docker image installs with --omit=dev instead.
  const args = ['ci', '--include=dev', '--no-audit', '--no-fund'];
  const { status } = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell });
  if (status === 0) return;
  // No fallback to `npm install`: it would rewrite the lock file and install versions nobody reviewed,
  // hiding the very problem (a lock out of step with package.json, or missing a platform's binaries).
  console.error(
    'npm ci failed (see above). If it names the lock file, repair it with `npm install --package-lock-only`, ' +
      'check it with `npm run check:lock` and commit package-lock.json (docs/dependencies.md).',
  );
  process.exit(status ?? 1);
}
