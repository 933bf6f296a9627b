// The `npm start` sequence: settings → build → Postgres and Redis → migrate → seed → api and workers
// → wait for /api/health → print where everything is. Ctrl-C (or SIGTERM/SIGHUP) stops it in reverse.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrate } from '../migrate.mjs';
import { build } from './build.mjs';
import { loadEnv, portFrom, root } from './env.mjs';
import { assertPortFree, startNodeProcess, waitForHttp } from './processes.mjs';
import { ensureServices } from './services.mjs';

// Where the api keeps uploads unless STORAGE_DIR says otherwise (api.config.ts): the demo photos go there too.
// With S3 the photos are not seeded: uploads in the back office work as usual.
async function demoPhotoStorage(env) {
  if (env.S3_ENDPOINT) {
    console.log('› S3_ENDPOINT is set: the demo listings get no photos (upload some in the back office).');
    return undefined;
  }
  const server = await import(pathToFileURL(resolve(root, 'libs/server/dist/index.js')).href);
  const LocalDiskStorage = server.LocalDiskStorage ?? server.default.LocalDiskStorage;
  return new LocalDiskStorage(resolve(root, env.STORAGE_DIR || 'var/storage'));
}

async function seed(databaseUrl, env) {
  const path = resolve(root, 'libs/server/dist/seed/index.js');
  if (!existsSync(path)) {
    console.log('› No demo data yet (libs/server/dist/seed/index.js does not exist): nothing to seed.');
    return [];
  }
  console.log('› Seeding the demo agencies and logins (idempotent)…');
  const module = await import(pathToFileURL(path).href);
  const seedDemo = module.seedDemo ?? module.default?.seedDemo;
  return (await seedDemo(databaseUrl, new Date(), await demoPhotoStorage(env))).logins;
}

function printWelcome(env, logins) {
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  const senders = ['SMTP_URL', 'TWILIO_ACCOUNT_SID'].filter((key) => env[key]);
  const outbox = senders.length
    ? `  Messages: ${senders.join(' and ')} set, so those channels really send; the others go to the development outbox.`
    : '  Messages: no SMTP_URL or TWILIO_* set, so e-mails and SMS are not sent but kept in the development\n' +
      `  outbox, which ops staff read in the back office (${base}/pro).`;
  const width = Math.max(0, ...logins.map((login) => login.label.length));
  console.log(
    [
      '',
      `  Créneau is running (${env.NODE_ENV}).`,
      `    Web           ${base}/`,
      `    Back office   ${base}/pro`,
      `    API           ${base}/api`,
      `    OpenAPI       ${base}/api/docs${docsArePublic(env) ? '' : ' (ops staff only: API_DOCS_PUBLIC)'}`,
      '',
      outbox,
      '',
      logins.length ? '  Demo logins:' : '  No demo logins (no seed yet).',
      ...logins.map(({ label, email, password }) => `    ${label.padEnd(width)}  ${email}  ${password}`),
      '',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

// As the api decides (api.config.ts apiDocsArePublic): open unless production, or as set.
function docsArePublic(env) {
  const set = env.API_DOCS_PUBLIC?.trim().toLowerCase();
  if (set) return ['1', 'true', 'yes'].includes(set);
  return env.NODE_ENV !== 'production';
}

export async function run() {
  const { env, file, fromFile } = loadEnv();
  console.log(
    file
      ? `› Settings: ${relative(root, file)} (${fromFile.length} variables), environment first.`
      : '› Settings: no .env, defaults (see .env.example).',
  );
  const apps = [];
  let services;
  let stopping = false;

  const shutdown = async (code, reason) => {
    if (stopping) return;
    stopping = true;
    if (reason) console.log(`\n› ${reason}: stopping…`);
    await Promise.all(apps.map((app) => app.stop())); // SIGTERM, SIGKILL after 10 s
    if (services) {
      console.log(
        `› Stopping ${services.embedded.length ? [...services.embedded].reverse().join(', then ') : 'nothing else (external services)'}…`,
      );
      await services.stop();
    }
    console.log('› Stopped.');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // npm forwards the terminal's SIGINT too: the second one must not cut the ordered stop short.
    process.on(signal, () => (stopping ? console.log('› Still stopping…') : void shutdown(0, signal)));
  }

  try {
    const port = portFrom(env, 'PORT');
    const host = env.HOST || '0.0.0.0';
    const portAdvice = `Stop what uses it (another npm start?) or choose another port: PORT=${port + 1} npm start (or PORT in .env).`;
    await assertPortFree(port, host, portAdvice); // before the build: fail in seconds, not minutes
    await build();
    if (stopping) return;
    services = await ensureServices({ env, databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
    void services.exited.then(({ name, code, signal }) =>
      shutdown(1, `${name} exited unexpectedly (${signal ?? `code ${code}`})`),
    );
    await migrate(services.databaseUrl);
    const logins = await seed(services.databaseUrl, env);
    if (stopping) return;

    await assertPortFree(port, host, portAdvice);
    const childEnv = { ...env, DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, PORT: String(port) };
    console.log('› Starting api and workers…');
    for (const [name, script] of [
      ['api', 'api/dist/main.js'],
      ['workers', 'workers/dist/main.js'],
    ]) {
      const app = startNodeProcess(name, resolve(root, script), { env: childEnv });
      apps.push(app);
      void app.exited.then(({ code, signal }) =>
        shutdown(1, `${name} exited unexpectedly (${signal ?? `code ${code}`})`),
      );
    }
    // Ask where the api listens: loopback when it listens on every interface (the default).
    const probe = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const status = await waitForHttp(`http://${probe}:${port}/api/health`, { until: () => stopping });
    if (stopping) return;
    console.log(`› /api/health answered ${status}.`);
    printWelcome(env, logins);
  } catch (error) {
    console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
  }
}
