import { describe, expect, it } from 'vitest';
import { newBookingReference, newPassCode, ticketNumber } from './booking-codes';

describe('booking codes', () => {
  it('draws pass codes of 128 bits in base64url, never the same twice across refills of the entropy', () => {
    // 256 codes per 4 KiB of entropy: 2,000 codes cross several refills.
    const codes = Array.from({ length: 2000 }, () => newPassCode());
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every bit of a pass code: each of its 128 bits is set in some codes and clear in others', () => {
    const bits = new Array<number>(128).fill(0);
    const draws = 512;
    for (let i = 0; i < draws; i += 1) {
      const bytes = Buffer.from(newPassCode(), 'base64url');
      expect(bytes).toHaveLength(16);
      bytes.forEach((byte, at) => {
        for (let bit = 0; bit < 8; bit += 1) if (byte & (1 << bit)) bits[at * 8 + bit] += 1;
      });
    }
    // Each bit is set in about half the draws; 512 fair draws fall outside 150-362 about once in 10^18.
    for (const count of bits) {
      expect(count).toBeGreaterThan(150);
      expect(count).toBeLessThan(362);
    }
  });

  it('writes references a customer can read out, and ticket numbers after them', () => {
    const reference = newBookingReference();
    expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(ticketNumber(reference, 2)).toBe(`${reference}-2`);
  });
});
