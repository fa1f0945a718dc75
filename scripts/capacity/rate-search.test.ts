import { describe, expect, it } from 'vitest';
import { judgeStep, nextRate, sustainableRate, type SearchSettings, type StepVerdict } from './rate-search';

const SETTINGS: SearchSettings = { startRate: 2, factor: 2, precision: 0.1, maxRate: 100, minRate: 0.5, maxSteps: 10 };
const LIMIT = 300;

/** Runs the search against a system that holds every rate up to `capacity`. */
function search(capacity: number, settings = SETTINGS): { tried: number[]; found: number | undefined } {
  const steps: StepVerdict[] = [];
  for (let rate = nextRate(steps, settings); rate !== undefined; rate = nextRate(steps, settings)) {
    const over = rate > capacity;
    steps.push(judgeStep({ rate, p99Ms: over ? 900 : 80, failed: 0, unfinished: 0 }, LIMIT));
  }
  return { tried: steps.map((s) => s.rate), found: sustainableRate(steps) };
}

describe('judgeStep', () => {
  it('passes a step with p99 under the limit, nothing failed and every journey finished', () => {
    expect(judgeStep({ rate: 5, p99Ms: 299, failed: 0, unfinished: 0 }, LIMIT)).toMatchObject({ ok: true, why: '' });
  });

  it('fails a step for a p99 at the limit, one failed request or an unfinished journey, and says why', () => {
    expect(judgeStep({ rate: 5, p99Ms: 300, failed: 0, unfinished: 0 }, LIMIT)).toMatchObject({
      ok: false,
      why: 'p99 300 ms >= 300 ms',
    });
    expect(judgeStep({ rate: 5, p99Ms: 10, failed: 1, unfinished: 2 }, LIMIT)).toMatchObject({
      ok: false,
      why: '1 requests failed, 2 journeys unfinished',
    });
  });
});

describe('nextRate', () => {
  it('steps up by the factor while steps pass, then halves the gap until within the precision', () => {
    const { tried, found } = search(11);
    expect(tried).toEqual([2, 4, 8, 16, 12, 10, 11]);
    expect(found).toBe(11);
  });

  it('goes down from a first rate that fails, and finds none below the minimum rate', () => {
    expect(search(1.2).tried.slice(0, 3)).toEqual([2, 1, 1.5]);
    expect(search(1.2).found).toBeGreaterThanOrEqual(1);
    const none = search(0.1);
    expect(none.tried).toEqual([2, 1, 0.5]);
    expect(none.found).toBeUndefined();
  });

  it('stops at the highest rate allowed and after the most steps allowed', () => {
    expect(search(1000).tried).toEqual([2, 4, 8, 16, 32, 64, 100]);
    expect(search(1000).found).toBe(100);
    expect(search(11, { ...SETTINGS, maxSteps: 5 }).tried).toHaveLength(5);
  });

  it('counts as sustainable only a rate below every failing one (a pass above a failure is luck)', () => {
    const steps = [
      judgeStep({ rate: 4, p99Ms: 50, failed: 0, unfinished: 0 }, LIMIT),
      judgeStep({ rate: 8, p99Ms: 500, failed: 0, unfinished: 0 }, LIMIT),
      judgeStep({ rate: 10, p99Ms: 50, failed: 0, unfinished: 0 }, LIMIT),
    ];
    expect(sustainableRate(steps)).toBe(4);
  });
});
