// `npm run bench`: QUALITY.md's speed figures, each product measurement next to a raw baseline measured in
// the same run, printed as one table. A benchmark, not a test: a missed target is a row, not an exit code;
// only a crash (a measurement that could not run, a service out of reach) exits non-zero.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeBinary, shippedNodeMajor } from '../scripts/lib/node-runtime.mjs';
import { FIGURES } from './figures/index.mjs';
import { loadBenchConfig } from './lib/config.mjs';
import { log, openBench } from './lib/context.mjs';
import { machine, writeReport } from './lib/report.mjs';
import { formatTable } from './lib/table.mjs';
import { now } from './lib/timer.mjs';

async function loadFigures(only) {
  const figures = await Promise.all(
    FIGURES.map(async (entry) =>
      typeof entry === 'string' ? (await import(`./figures/${entry}.mjs`)).default : entry,
    ),
  );
  return only.length === 0 ? figures : figures.filter((figure) => only.includes(figure.id));
}

/** A figure's rows: one, or several when one measurement shows the product beside its floor (P14). */
async function measureRows(figure, ctx) {
  const row = { id: figure.id, what: figure.what, target: figure.target };
  log(`${figure.id} ${figure.what}`);
  try {
    const measured = await figure.measure(ctx);
    return (Array.isArray(measured) ? measured : [measured]).map((cells) => ({ ...row, ...cells }));
  } catch (error) {
    if (ctx.aborted) return [];
    log(`${figure.id} ${figure.what} could not be measured:\n${error.stack ?? error}`);
    process.exitCode = 1;
    return [{ ...row, product: `error: ${error.message}`.slice(0, 60), verdict: 'error' }];
  }
}

/** Ctrl-C still drops the database and the keys (a second Ctrl-C leaves at once, cleaned or not). */
function abortOnSignal(ctx) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: stopping, then cleaning up`);
      process.once(signal, () => process.exit(130));
      void ctx.abort();
    });
  }
}

async function main() {
  const started = now();
  const startedAt = new Date();
  const seenMachine = machine();
  const config = loadBenchConfig();
  const figures = await loadFigures(config.only);
  const ctx = await openBench(config);
  log(`database ${ctx.database.name}, Redis prefix ${ctx.redis.prefix}:, ${config.BENCH_TRIALS} trials`);
  abortOnSignal(ctx);
  const rows = [];
  try {
    for (const figure of figures) {
      if (ctx.aborted) break;
      rows.push(...(await measureRows(figure, ctx)));
    }
  } finally {
    for (const problem of await ctx.close()) {
      log(`cleanup: ${problem}`);
      process.exitCode = 1;
    }
  }
  if (ctx.aborted) {
    process.exitCode = 130;
    return;
  }
  process.stdout.write(`${formatTable(rows)}\n`);
  const seconds = Math.round((now() - started) / 1000);
  if (process.env.BENCH_REPORT) {
    await writeReport(process.env.BENCH_REPORT, { rows, startedAt, seconds, config, seenMachine });
    log(`table written to ${process.env.BENCH_REPORT}`);
  }
  log(`done in ${seconds} s`);
}

/**
 * The Node.js line to measure on: the one production runs (the Docker image's), unless BENCH_NODE names
 * another major or says `current`. Node 20, which some machines still carry, ended its life in April 2026;
 * figures read on it describe a runtime nobody deploys. Everything the run starts (the api, the workers,
 * the floors' processes, the pg baselines in this process) runs on the same binary.
 */
function runtimeWanted() {
  const wanted = process.env.BENCH_NODE ?? String(shippedNodeMajor());
  return wanted === 'current' || wanted === process.versions.node.split('.')[0] ? null : wanted;
}

const wanted = runtimeWanted();
if (wanted) {
  const why = process.env.BENCH_NODE ? 'BENCH_NODE' : "the Docker image's line";
  log(`measuring on Node ${wanted} (${why}); BENCH_NODE=current keeps this one, ${process.version}`);
  const child = spawn(nodeBinary(wanted), [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  // Ctrl-C reaches the child too, which drops its database and Redis keys before it exits.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.once('exit', (code) => process.exit(code ?? 130));
} else {
  await main().catch((error) => {
    log(`crashed: ${error.message}`);
    process.exitCode = 1;
  });
}
