import { describe, expect, it } from 'vitest';
import { stayMinutes } from './stay-length';

describe('stayMinutes', () => {
  it('counts the whole minutes of a stay', () => {
    expect(stayMinutes(0, 2 * 3600 + 15 * 60)).toBe(135);
    expect(stayMinutes(0, 26 * 3600 + 59)).toBe(26 * 60);
    expect(stayMinutes(100, 100)).toBeNull();
    expect(stayMinutes(100, 40)).toBeNull();
  });
});
