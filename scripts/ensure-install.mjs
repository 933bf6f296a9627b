// Only Node built-ins here: this runs before any dependency is installed (npm start, npm test).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// npm is a .cmd file on Windows, which spawn only finds through a shell.
const shell = process.platform === 'win32';

function npm(args) {
  return spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', shell }).status;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  // npm rewrites node_modules/.package-lock.json on every install: its age is the install's age.
  const marker = resolve(root, 'node_modules/.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  const lockTime = existsSync(lock) ? statSync(lock).mtimeMs : 0;
  if (existsSync(marker) && statSync(marker).mtimeMs >= lockTime) return;
  console.log(
    existsSync(marker) ? '› package-lock.json changed: reinstalling (npm ci)…' : '› Installing dependencies (npm ci)…',
  );
  if (npm(['ci']) === 0) return;
  // npm ci refuses a lock file out of step with package.json, or one whose optional platform binaries
  // (darwin, win32…) the registry does not serve at the locked version; npm install keeps the rest locked.
  console.log('› npm ci failed; trying npm install…');
  const status = npm(['install']);
  if (status !== 0) {
    console.error('Installing dependencies failed (npm ci, then npm install); see the output above.');
    process.exit(status ?? 1);
  }
}
