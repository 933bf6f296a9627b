// What every figure receives: the run's configuration, its own database and Redis namespace, the product's
// DataSource (opened on first use) and the raw baselines, each measured once however many rows show it.
import { randomBytes } from 'node:crypto';
import { createDataSource } from '@creneau/server';
import { createBenchDatabase } from './database.mjs';
import { openRedisSpace } from './redis.mjs';
import { medianOf, repeat } from './trials.mjs';

export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

export async function openBench(config) {
  const runId = randomBytes(4).toString('hex');
  const name = `creneau_bench_${runId}`;
  const database = await createBenchDatabase(config.BENCH_DATABASE_URL, name);
  let redis;
  try {
    redis = await openRedisSpace(config.REDIS_URL, `bench-${runId}`);
  } catch (error) {
    await database.drop();
    throw error;
  }
  const baselines = new Map();
  let dataSource = null;
  const ctx = {
    aborted: false,
    config,
    database,
    redis,
    log,
    /** The median of BENCH_TRIALS runs of bench/baselines/<name>.mjs, memoised for the whole run. */
    baseline(baselineName) {
      if (!baselines.has(baselineName)) {
        const measured = import(`../baselines/${baselineName}.mjs`).then(async (baseline) => {
          log(`baseline ${baselineName}`);
          return medianOf(await repeat(config.BENCH_TRIALS, () => baseline.trial(ctx)));
        });
        baselines.set(baselineName, measured);
      }
      return baselines.get(baselineName);
    },
    /** The product's own DataSource (TypeORM, production pool size), shared by the figures that need it. */
    dataSource() {
      dataSource ??= createDataSource({ url: database.url, applicationName: 'creneau-bench' }).initialize();
      return dataSource;
    },
    /**
     * Ctrl-C: no new Redis scope opens, and dropping the database now makes every Postgres-bound
     * measurement fail at once; run.mjs then lets the current figure unwind and calls close().
     */
    async abort() {
      ctx.aborted = true;
      redis.abort();
      await database.drop().catch(() => undefined);
    },
    /** Frees everything; resolves with what could not be cleaned, for the run to report. */
    async close() {
      const problems = [];
      const opened = await dataSource?.catch(() => null);
      await opened?.destroy().catch((error) => problems.push(`DataSource not closed: ${error.message}`));
      const leftKeys = await redis.close().catch((error) => (problems.push(String(error)), 0));
      if (leftKeys > 0) problems.push(`${leftKeys} Redis keys left under ${redis.prefix}:`);
      await database.drop().catch((error) => problems.push(`database ${name} not dropped: ${error.message}`));
      return problems;
    },
  };
  return ctx;
}
