import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsLeft } from './time-left';

describe('time left to pay', () => {
  it('counts whole seconds to the hold’s end, never below zero', () => {
    expect(secondsLeft(1000, 990_000)).toBe(10);
    expect(secondsLeft(1000, 990_999)).toBe(10);
    expect(secondsLeft(1000, 1_000_000)).toBe(0);
    expect(secondsLeft(1000, 2_000_000)).toBe(0);
  });

  it('reads as m:ss, with hours when there are any', () => {
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(65)).toBe('1:05');
    expect(formatTimeLeft(15 * 60)).toBe('15:00');
    expect(formatTimeLeft(3600 + 61)).toBe('1:01:01');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });
});
