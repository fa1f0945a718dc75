import { describe, expect, it } from 'vitest';
import { stayLength } from './stay-length';

describe('stayLength', () => {
  it('splits a stay into hours and minutes', () => {
    expect(stayLength(0, 2 * 3600 + 15 * 60)).toEqual({ hours: 2, minutes: 15 });
    expect(stayLength(0, 26 * 3600)).toEqual({ hours: 26, minutes: 0 });
    expect(stayLength(100, 100)).toBeNull();
  });
});
