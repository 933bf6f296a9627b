import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './processes';

/** What `npm ci` reads from a fresh clone: the manifests of the root and of each workspace, the lock, .npmrc. */
export function installManifests(): string[] {
  const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return ['package.json', 'package-lock.json', '.npmrc', ...root.workspaces.map((w) => `${w}/package.json`)];
}

/** A scratch folder holding copies of the given repository files (a stand-in for a fresh clone). */
export function scratchWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'creneau-install-'));
  for (const file of files) cpSync(join(REPO_ROOT, file), join(dir, file));
  return dir;
}

/** Names of the packages `npm ci <args> --dry-run` would install in dir ("add <name> <version>" lines). */
export function dryRunInstall(dir: string, args: string[]): { status: number | null; packages: Set<string> } {
  const run = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund', ...args], { cwd: dir, encoding: 'utf8' });
  const added = [...run.stdout.matchAll(/^add (\S+) \S+$/gm)].map((match) => match[1]);
  return { status: run.status, packages: new Set(added) };
}
