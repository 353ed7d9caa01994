/** Small statistics for the benchmarks, which repeat their runs on a noisy machine. */

/** The p-th percentile (nearest rank) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** How many runs a benchmark repeats: BENCH_RUNS, or `fallback`. */
export function benchRuns(fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_RUNS;
  if (raw === undefined || raw === '') return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, got "${raw}"`);
  return runs;
}
