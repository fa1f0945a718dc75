/**
 * The capacity run's search for the highest sustainable arrival rate: step the rate up by a factor
 * while steps pass, then halve the gap between the highest rate that passed and the lowest that
 * failed until they are close. A step passes when no request failed, every journey it started
 * finished, and the requests' p99 stayed under the limit. Pure: the run feeds it each step's result.
 */

export interface StepOutcome {
  /** Journeys started per second. */
  rate: number;
  /** Request times of the step, p99 in ms. */
  p99Ms: number;
  /** Requests that failed (an error status, a refusal, no answer). */
  failed: number;
  /** Journeys the step started that had not finished when it was judged. */
  unfinished: number;
}

export interface StepVerdict extends StepOutcome {
  ok: boolean;
  /** Why it failed ('' when it passed). */
  why: string;
}

export function judgeStep(outcome: StepOutcome, p99LimitMs: number): StepVerdict {
  const why = [
    outcome.failed > 0 ? `${outcome.failed} requests failed` : '',
    outcome.unfinished > 0 ? `${outcome.unfinished} journeys unfinished` : '',
    outcome.p99Ms >= p99LimitMs ? `p99 ${Math.round(outcome.p99Ms)} ms >= ${p99LimitMs} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { ...outcome, ok: why === '', why };
}

export interface SearchSettings {
  startRate: number;
  /** Growth while every step passes (e.g. 1.5). */
  factor: number;
  /** Stop once the failing rate is within this share above the passing one (0.1: 10 %). */
  precision: number;
  /** No rate above it is tried. */
  maxRate: number;
  /** No rate below it is tried. */
  minRate: number;
  /** Steps at most, the first included. */
  maxSteps: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The highest rate that passed below every rate that failed (undefined when none did). */
export function sustainableRate(steps: readonly StepVerdict[]): number | undefined {
  const lowestFail = Math.min(...steps.filter((s) => !s.ok).map((s) => s.rate), Infinity);
  const passed = steps.filter((s) => s.ok && s.rate < lowestFail).map((s) => s.rate);
  return passed.length === 0 ? undefined : Math.max(...passed);
}

/** The next rate to try, or undefined when the search is done. */
export function nextRate(steps: readonly StepVerdict[], s: SearchSettings): number | undefined {
  if (steps.length === 0) return s.startRate;
  if (steps.length >= s.maxSteps) return undefined;
  const failing = steps.filter((x) => !x.ok).map((x) => x.rate);
  const lo = sustainableRate(steps);
  if (failing.length === 0) {
    const top = Math.max(...steps.map((x) => x.rate));
    if (top >= s.maxRate) return undefined;
    return Math.min(s.maxRate, round1(top * s.factor));
  }
  const hi = Math.min(...failing);
  if (lo === undefined) {
    // Even the first rate failed: go down until one passes.
    const down = round1(hi / 2);
    return down < s.minRate ? undefined : down;
  }
  if (hi <= lo * (1 + s.precision)) return undefined;
  const mid = round1((lo + hi) / 2);
  return mid <= lo || mid >= hi ? undefined : mid;
}
