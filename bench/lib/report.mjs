// BENCH_REPORT=<file>: the run's table as Markdown, with when and on what it was measured (docs/benchmarks.md
// keeps the latest full one). Ratios only mean something beside the machine and its load.
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFile } from 'node:fs/promises';

const COLUMNS = ['id', 'what', 'product', 'baseline', 'ratio', 'target', 'verdict'];

/** The machine as the run saw it at its start: cores, model, memory, load average. */
export function machine() {
  const cores = cpus();
  return {
    cores: cores.length,
    model: cores[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    load: loadavg().map((value) => value.toFixed(2)),
  };
}

export async function writeReport(file, { rows, startedAt, seconds, config, seenMachine }) {
  const cell = (value) => String(value ?? '—').replaceAll('|', '\\|');
  const lines = [
    '# Benchmarks: the latest full run',
    '',
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` in ${seconds} s ` +
      `(${config.BENCH_TRIALS} trials, ${config.BENCH_RATIO_TRIALS} for P1/P2, P5, P7 and P8, the median kept; ${config.only.length ? `only ${config.only.join(', ')}` : 'every figure'}).`,
    `Machine: ${seenMachine.cores} cores (${seenMachine.model}), ${seenMachine.memoryGiB} GiB of memory, ` +
      `load average ${seenMachine.load.join(' / ')} at the start; Node ${process.version}.`,
    '',
    'Bars and floors: `../shared/QUALITY.md` and `bench/README.md`. A floor or reference row is no verdict on the',
    'product: it says what the machine allows.',
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${COLUMNS.map((column) => cell(row[column])).join(' | ')} |`),
    '',
  ];
  await writeFile(file, lines.join('\n'));
}
