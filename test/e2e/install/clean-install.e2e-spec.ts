import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installManifests, scratchWith } from '../../support/install-scratch';
import { REPO_ROOT } from '../../support/processes';

function checkLock(dir: string) {
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/check-lock.mjs'), dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('installing from a fresh clone', () => {
  const scratches: string[] = [];
  afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('has a lock file npm ci accepts on Linux, macOS and Windows, with every install script approved', () => {
    const { status, output } = checkLock(REPO_ROOT);

    expect(output).not.toContain('problem(s)');
    expect(status).toBe(0);
  });

  it('refuses a lock file that lost another platform’s binaries, as `npm install` may leave it', () => {
    const dir = scratchWith(installManifests());
    scratches.push(dir);
    const lockPath = join(dir, 'package-lock.json');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, unknown> };
    for (const key of Object.keys(lock.packages)) if (/darwin/.test(key)) delete lock.packages[key];
    writeFileSync(lockPath, JSON.stringify(lock));

    const { status, output } = checkLock(dir);

    expect(status).toBe(1);
    expect(output).toMatch(/sharp-darwin-arm64@[\d.]+ is not locked/);
    expect(output).toMatch(/npm ci on linux-x64 fails/);
  });

  it('stops with npm ci’s failure instead of falling back to `npm install`', () => {
    const dir = scratchWith(['package.json', 'package-lock.json']);
    scratches.push(dir);
    mkdirSync(join(dir, 'scripts'));
    cpSync(join(REPO_ROOT, 'scripts/ensure-install.mjs'), join(dir, 'scripts/ensure-install.mjs'));
    // A stand-in npm that records each call and fails as npm ci does on a broken lock file.
    mkdirSync(join(dir, 'bin'));
    writeFileSync(join(dir, 'bin/npm'), `#!/bin/sh\necho "$@" >> "${dir}/npm-calls.log"\nexit 1\n`);
    chmodSync(join(dir, 'bin/npm'), 0o755);

    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "(await import('./scripts/ensure-install.mjs')).ensureInstalled()"],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}` } },
    );

    expect(run.status).toBe(1);
    expect(readFileSync(join(dir, 'npm-calls.log'), 'utf8').trim().split('\n')).toEqual([
      'ci --include=dev --no-audit --no-fund',
    ]);
    expect(run.stderr).toContain('npm install --package-lock-only');
  });
});
