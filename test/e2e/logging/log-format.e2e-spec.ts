import { createTestDatabase, type TestDatabase } from '../../support/database';
import { startProcess, waitFor } from '../../support/processes';
import { REDIS_URL, uniqueSuffix } from '../../support/test-env';

/** Starts the workers with these settings and returns the lines they wrote once ready. */
async function workersLogLines(db: TestDatabase, env: Record<string, string>): Promise<string[]> {
  const workers = startProcess('workers/dist/main.js', {
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_PREFIX: `t${uniqueSuffix()}`,
    QUEUES: 'maintenance',
    LOG_LEVEL: 'info',
    ...env,
  });
  try {
    await waitFor(async () => workers.output().includes('workers ready'), 'the workers to be ready', 60_000);
  } finally {
    await workers.stop();
  }
  return workers
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
}

function isJson(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}

describe('log format', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('writes one JSON object per line in production, for a log collector', async () => {
    const lines = await workersLogLines(db, { NODE_ENV: 'production' });

    expect(lines.filter((line) => !isJson(line))).toEqual([]);
    expect(lines.map((line) => JSON.parse(line) as { msg: string }).map((entry) => entry.msg)).toContain(
      'workers ready: queues maintenance',
    );
  });

  it('writes readable lines in development: time, level, app and message, no JSON', async () => {
    const lines = await workersLogLines(db, { NODE_ENV: 'development' });

    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO \(workers\): workers ready: queues maintenance$/),
    );
  });

  it('follows LOG_FORMAT over NODE_ENV', async () => {
    const json = await workersLogLines(db, { NODE_ENV: 'development', LOG_FORMAT: 'json' });
    const pretty = await workersLogLines(db, { NODE_ENV: 'production', LOG_FORMAT: 'pretty' });

    expect(json.filter((line) => !isJson(line))).toEqual([]);
    expect(pretty.filter(isJson)).toEqual([]);
    expect(pretty).toContainEqual(expect.stringContaining('INFO (workers): workers ready'));
  });
});
