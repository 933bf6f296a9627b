// Monotonic time in milliseconds (fractional): wall-clock jumps (NTP) must not bend a measurement.
const origin = process.hrtime.bigint();

export function now() {
  return Number(process.hrtime.bigint() - origin) / 1e6;
}

/** Nearest-rank percentile: p99 of 1,000 samples is the 990th smallest, an observed value, never interpolated. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(values) {
  return percentile(values, 50);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export function sleepUntil(at) {
  return sleep(at - now());
}

/** Rejects when work outlives its budget: a stuck measurement must end the run, not hang it. */
export async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
