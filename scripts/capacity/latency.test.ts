import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './latency';

describe('percentile (nearest rank)', () => {
  it('reads the value at the rank, whatever the order given', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 1)).toBe(1);
  });

  it('takes the next value up between ranks: a single slow request in 50 is the p99', () => {
    const values = [...Array.from({ length: 49 }, () => 10), 900];
    expect(percentile(values, 99)).toBe(900);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
  });

  it('has no value for no requests and refuses a percentile outside (0, 100]', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarizes count, p50, p99 and max (large runs included)', () => {
    expect(summarize([])).toEqual({ count: 0, p50: 0, p99: 0, max: 0 });
    const many = Array.from({ length: 200_000 }, (_, i) => i % 1000);
    expect(summarize(many)).toEqual({ count: 200_000, p50: 499, p99: 989, max: 999 });
  });
});
