// The build step of `npm start`: always run (tsc -b is incremental, so an unchanged tree is quick),
// then check that what the next steps start really exists, rather than fail later with a vaguer error.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './env.mjs';

export const BUILD_OUTPUTS = [
  'libs/server/dist/index.js', // migrations runner and demo seed
  'migrations/dist', // the compiled migrations runMigrations loads
  'api/dist/main.js',
  'workers/dist/main.js',
  'web/dist/index.html', // served by the api at /
  'web/dist-ssr/entry-server.cjs', // renders the public pages on the server
  'dashboard/dist/index.html', // served by the api at /pro
];

/** Runs `npm [args]` with our stdio; resolves with its exit code (async, so Ctrl-C is handled meanwhile). */
export function npmRun(args) {
  return new Promise((done, fail) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', fail);
    child.once('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

export async function build() {
  console.log('› Building server (tsc) and front ends (vite): npm run build…');
  const started = Date.now();
  const code = await npmRun(['run', 'build']);
  if (code !== 0) throw new Error(`The build failed (npm run build exited with code ${code}); see its output above.`);
  const missing = BUILD_OUTPUTS.filter((path) => !existsSync(resolve(root, path)));
  if (missing.length > 0) throw new Error(`npm run build succeeded but did not produce: ${missing.join(', ')}.`);
  console.log(`› Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
