// `npm run test:node-versions [-- <jest arguments>]`: the unit suite (or the given Jest arguments) on each
// supported Node.js line other than the one running npm. The runtimes come from the npm registry's `node`
// package (npx caches them), so no system install is needed: this is what a CI matrix job would run.
//   npm run test:node-versions                                    → unit suite on Node 22 and 24
//   npm run test:node-versions -- test/e2e/startup.e2e-spec.ts --selectProjects=e2e   (build first)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { nodeBinary } from './lib/node-runtime.mjs';

const root = resolve(import.meta.dirname, '..');
const VERSIONS = (process.env.NODE_VERSIONS ?? '22 24').split(/[\s,]+/).filter(Boolean);
const jestArgs = process.argv.length > 2 ? process.argv.slice(2) : ['--selectProjects', 'unit'];

const results = [];
for (const major of VERSIONS) {
  const node = nodeBinary(major);
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n› Node ${version}: jest ${jestArgs.join(' ')}`);
  // Jest starts its workers and the tests start the api and workers with process.execPath: all on this Node.
  const { status } = spawnSync(node, [resolve(root, 'node_modules/jest/bin/jest.js'), ...jestArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  results.push({ version, ok: status === 0 });
}
console.log('\nSummary');
for (const { version, ok } of results) console.log(`  ${ok ? '✓' : '✗'} Node ${version}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
