import { describe, expect, it } from 'vitest';
import { drawnRandomBytes, nodeCipher } from './cipher-node';

describe('drawn random bytes (docs/architecture.md#drawn-entropy)', () => {
  it('never hands the same bytes out twice, across many refills of the 4 KiB drawn at once', () => {
    // 16 bytes a draw: 256 draws use up one refill, so 3,000 draws cross eleven.
    const drawn = Array.from({ length: 3000 }, () => Buffer.from(drawnRandomBytes(16)).toString('hex'));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('gives each caller a copy: changing it changes nothing drawn later', () => {
    const first = drawnRandomBytes(16);
    const kept = Uint8Array.from(first);
    first.fill(0);
    const next = drawnRandomBytes(16);
    expect(next).not.toEqual(new Uint8Array(16));
    expect(Buffer.from(kept).equals(Buffer.from(first))).toBe(false);
  });

  it('draws whole counts up to a full refill, and refuses more or a count that is not one', () => {
    expect(drawnRandomBytes(0)).toHaveLength(0);
    expect(drawnRandomBytes(4096)).toHaveLength(4096);
    expect(drawnRandomBytes(4095)).toHaveLength(4095);
    expect(() => drawnRandomBytes(4097)).toThrow(RangeError);
    expect(() => drawnRandomBytes(-1)).toThrow(RangeError);
    expect(() => drawnRandomBytes(1.5)).toThrow(RangeError);
  });

  it('sets each bit of an IV in about half the draws', () => {
    const draws = 512;
    const bits = new Array<number>(128).fill(0);
    for (let i = 0; i < draws; i += 1)
      nodeCipher.randomIv().forEach((byte, at) => {
        for (let bit = 0; bit < 8; bit += 1) if (byte & (1 << bit)) bits[at * 8 + bit] += 1;
      });
    // 512 fair draws fall outside 150-362 about once in 10^18.
    for (const count of bits) {
      expect(count).toBeGreaterThan(150);
      expect(count).toBeLessThan(362);
    }
  });
});
