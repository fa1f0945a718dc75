import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate, REFERENCE_DEVICE_INDEX, REFERENCE_HOST_INDEX, unfitReason } from './calibration';

describe('calibrate', () => {
  it('gives Lighthouse default 4x on the reference host', () => {
    expect(calibrate(REFERENCE_HOST_INDEX)).toEqual({
      benchmarkIndex: REFERENCE_HOST_INDEX,
      multiplier: 4,
      clamped: false,
    });
  });

  it('scales with the host index, so every host emulates the same phone', () => {
    for (const index of [800, 1300, 1641, 2000, 2240]) {
      const { multiplier, clamped } = calibrate(index);
      expect(clamped).toBe(false);
      expect(index / multiplier).toBeCloseTo(REFERENCE_DEVICE_INDEX, -1);
    }
    expect(calibrate(1000).multiplier).toBe(2.61);
    expect(calibrate(2240).multiplier).toBe(5.84);
  });

  it('clamps to [1, 10] and says so', () => {
    expect(calibrate(200)).toEqual({ benchmarkIndex: 200, multiplier: 1, clamped: true });
    expect(calibrate(5000)).toEqual({ benchmarkIndex: 5000, multiplier: 10, clamped: true });
  });

  it('refuses what is not an index', () => {
    expect(() => calibrate(0)).toThrow();
    expect(() => calibrate(Number.NaN)).toThrow();
  });
});

describe('calibrate with the page probe', () => {
  it('is the index calibration where the probe finds the reference phone', () => {
    for (const index of [800, 1533, 2240, 3300]) expect(calibrate(index, 1)).toEqual(calibrate(index));
  });

  it('slows a host that pays more for a page than its index says by that much less', () => {
    expect(calibrate(3066, 2).multiplier).toBe(calibrate(1533).multiplier);
    fc.assert(
      fc.property(
        fc.double({ min: 800, max: 3800, noNaN: true }),
        fc.double({ min: 1, max: 4, noNaN: true }),
        (index, drift) => {
          const { multiplier, clamped } = calibrate(index, drift);
          return clamped || Math.abs(multiplier - calibrate(index).multiplier / drift) <= 0.01;
        },
      ),
    );
  });

  it('stays within [1, 10] and refuses a drift that is not a positive number', () => {
    expect(calibrate(1000, 5)).toMatchObject({ multiplier: 1, clamped: true });
    expect(() => calibrate(1000, 0)).toThrow();
    expect(() => calibrate(1000, Number.NaN)).toThrow();
  });
});

describe('unfitReason', () => {
  it('accepts steady readings above the phone', () => {
    expect(unfitReason([1641, 1884])).toBeNull();
    expect(unfitReason([400, 420])).toBeNull();
  });

  it('refuses a host slower than the phone', () => {
    expect(unfitReason([161, 300])).toMatch(/slower than the phone/);
  });

  it('refuses readings that moved during the load', () => {
    expect(unfitReason([2000, 1200])).toMatch(/moved/);
  });

  it('refuses missing readings', () => {
    expect(unfitReason([])).toBe('no benchmark reading');
    expect(unfitReason([Number.NaN, 1000])).toBe('no benchmark reading');
  });
});
