/** Percentiles of request times for the capacity run: nearest rank, as load tools report them. */

/** The `p`th percentile (0 < p <= 100) of `values` by nearest rank; undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p} is not in (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50) ?? 0,
    p99: percentile(values, 99) ?? 0,
    max: values.reduce((m, v) => Math.max(m, v), 0),
  };
}
