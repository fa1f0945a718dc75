/**
 * The calibrated phone of `npm run bench:lighthouse` (docs/architecture.md#calibrated-phone).
 *
 * Lighthouse's mobile run slows the CPU by a multiplier relative to the host it runs on (4x by
 * default), so the same page scores lower on a slower or busier host. Lighthouse measures the host
 * with every run (its `benchmarkIndex`, "CPU/Memory Power" in the report: how many times a second
 * the page can build a 10,000-character string, and copy a 100,000-integer array, divided by 10).
 * Its throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to pick the
 * multiplier from that index, and its CPU slowdown calculator recommends the default 4x for a host
 * of index 1,533 (inside the guide's high-end desktop bracket, 1,500-2,000).
 *
 * The reference device is therefore Lighthouse's default mobile: a 4x slowdown on a host of index
 * 1,533, a phone of index 1,533 / 4 = 383 (the guide's mid-tier mobile bracket, 125-800). The
 * benchmark's rate scales with the CPU time the page gets, so a host of index I slowed by m behaves
 * like a device of index I / m, and the multiplier that makes every host that phone is
 *
 *     m = I / 383.25 = 4 * I / 1533
 *
 * (the calculator's own piecewise curve puts its target device between 333 and 433 for hosts of
 * 800-2,000, within its stated confidence range of this line). A busy host measures a lower index
 * and gets a smaller multiplier: the work it was slowed by already is not slowed again.
 *
 * Clamped to [1, 10]: Lighthouse cannot make a CPU faster than the host (a host below the phone's
 * index gives pessimistic figures), and the guide's range from a high-end desktop to a mid-tier
 * phone ends at 10x; either bound is reported as clamped.
 */

/** The benchmark index at which Lighthouse's default 4x slowdown is the reference phone. */
export const REFERENCE_HOST_INDEX = 1533;
/** Lighthouse's default mobile CPU slowdown (constants.throttling.mobileSlow4G.cpuSlowdownMultiplier). */
export const REFERENCE_MULTIPLIER = 4;
/** The reference phone's own benchmark index: 383.25. */
export const REFERENCE_DEVICE_INDEX = REFERENCE_HOST_INDEX / REFERENCE_MULTIPLIER;
export const MIN_MULTIPLIER = 1;
export const MAX_MULTIPLIER = 10;

export interface Calibration {
  /** The host's benchmark index the multiplier was derived from. */
  benchmarkIndex: number;
  /** The CPU slowdown to use, rounded to two decimals. */
  multiplier: number;
  /** True when the unclamped multiplier fell outside [MIN_MULTIPLIER, MAX_MULTIPLIER]. */
  clamped: boolean;
}

/**
 * The CPU slowdown that makes a host of this benchmark index the reference phone. `drift` is how
 * many times the reference phone's work in a page the index's phone does on this host (the page
 * probe's phoneDrift, scripts/lighthouse/page-probe.ts; 1 unless BENCH_LH_CALIBRATION=probe): the
 * slowdown is divided by it, so a host that pays more for a page than its index says is slowed less.
 */
export function calibrate(benchmarkIndex: number, drift = 1): Calibration {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmark index: ${String(benchmarkIndex)}`);
  if (!Number.isFinite(drift) || drift <= 0) throw new Error(`not a drift: ${String(drift)}`);
  const exact = benchmarkIndex / REFERENCE_DEVICE_INDEX / drift;
  const bounded = Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, exact));
  return {
    benchmarkIndex,
    multiplier: Math.round(bounded * 100) / 100,
    clamped: bounded !== exact,
  };
}

/** The most the two readings of one run (before and after the page's load) may differ by, as a ratio. */
export const MAX_READING_SPREAD = 1.5;

/**
 * Why a run cannot stand for the phone, or null when it can. A host reading below the phone's own
 * index is slower than the phone: no slowdown emulates it (the multiplier cannot go under 1), and
 * what slows it is other processes taking the CPU, not a slower CPU. Readings before and after the
 * load that differ by more than MAX_READING_SPREAD mean the host's speed moved while the page loaded,
 * so no one multiplier fits the run. bench:lighthouse discards such a run and tries again.
 */
export function unfitReason(readings: readonly number[]): string | null {
  const low = Math.min(...readings);
  const high = Math.max(...readings);
  if (readings.length === 0 || !readings.every((r) => Number.isFinite(r) && r > 0)) return 'no benchmark reading';
  if (low < REFERENCE_DEVICE_INDEX)
    return `host slower than the phone (index ${Math.round(low)} < ${Math.round(REFERENCE_DEVICE_INDEX)})`;
  if (high / low > MAX_READING_SPREAD)
    return `host speed moved during the load (index ${Math.round(low)}-${Math.round(high)})`;
  return null;
}
