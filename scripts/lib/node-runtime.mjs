// Node.js runtimes other than the one running: the line the Docker image ships (its NODE_IMAGE) and a
// binary of any major version, from the npm registry's `node` package (npx caches it), so no system
// install is needed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The Node.js major version production runs: the Dockerfile's `ARG NODE_IMAGE=node:<major>-…`. */
export function shippedNodeMajor() {
  const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(readFileSync(resolve(root, 'Dockerfile'), 'utf8'));
  if (!image) throw new Error('the Dockerfile names no NODE_IMAGE=node:<major>');
  return Number(image[1]);
}

/** Path of a Node.js binary of that major version, downloaded once by npx from the registry. */
export function nodeBinary(major) {
  const shell = process.platform === 'win32';
  const run = spawnSync('npx', ['--yes', `node@${major}`, '-p', 'process.execPath'], { encoding: 'utf8', shell });
  if (run.status !== 0) throw new Error(`could not get Node ${major} from the registry:\n${run.stderr}`);
  return run.stdout.trim();
}
