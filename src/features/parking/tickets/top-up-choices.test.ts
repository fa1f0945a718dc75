import { describe, expect, it } from 'vitest';
import { quickExits } from './top-up-choices';

describe('quickExits', () => {
  it('adds 30 minutes, 1 hour and 2 hours to the current exit', () => {
    expect(quickExits(1_000)).toEqual([
      { minutes: 30, exit: 2_800 },
      { minutes: 60, exit: 4_600 },
      { minutes: 120, exit: 8_200 },
    ]);
  });
});
