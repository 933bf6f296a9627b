import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { migrate } from '../migrate.mjs';
import { startApp } from './apps.mjs';
import { loadEnvFile } from './env-file.mjs';
import { ensureServices } from './services.mjs';

function portIsFree(port) {
  return new Promise((done) => {
    const server = createServer().once('error', () => done(false));
    server.listen(port, () => server.close(() => done(true)));
  });
}

function build(root) {
  console.log('› Building api, workers, web and dashboard…');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('The build failed; see above.');
}

async function seed(root, databaseUrl) {
  const seedModule = resolve(root, 'libs/server/dist/seed/index.js');
  if (!existsSync(seedModule)) return [];
  const { seedDemo } = createRequire(import.meta.url)(seedModule);
  return (await seedDemo(databaseUrl)).logins;
}

function printWelcome(publicUrl, logins) {
  const lines = [
    '',
    `  Créneau is running at ${publicUrl}`,
    `    Web           ${publicUrl}/`,
    `    Back office   ${publicUrl}/pro`,
    `    API           ${publicUrl}/api`,
    `    OpenAPI       ${publicUrl}/api/docs`,
    '',
    '  Without SMTP or Twilio settings, e-mails and SMS go to the development outbox (ops back office).',
    '',
    '  Demo logins:',
    ...logins.map(({ label, email, password }) => `    ${label.padEnd(34)} ${email}  /  ${password}`),
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

export async function run(root) {
  loadEnvFile(resolve(root, '.env'));
  const port = Number(process.env.PORT ?? 3000);
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} is already in use. Stop what uses it or choose another: PORT=3100 npm start`);
    process.exit(1);
  }
  const services = await ensureServices({ databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL });
  const apps = [];
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\n› Stopping…');
    await Promise.all(apps.map((app) => app.stop()));
    await services.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    build(root);
    await migrate(services.databaseUrl);
    const logins = await seed(root, services.databaseUrl);
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
    };
    apps.push(startApp('api', 'api/dist/main.js', env), startApp('workers', 'workers/dist/main.js', env));
    for (const app of apps) {
      void app.exited.then(({ code, signal }) => {
        if (stopping) return;
        console.error(`[${app.name}] exited unexpectedly (${signal ?? `code ${code}`}); stopping everything.`);
        void shutdown(1);
      });
    }
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    printWelcome(publicUrl, logins);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

async function waitForHealth(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`The api did not answer at ${url} within a minute.`);
}
