import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OMIPAY_NONCE_PATTERN,
  OMIPAY_REQUEST_LIFETIME_MS,
  omipayNonce,
  omipaySign,
  omipaySignatureMatches,
  omipayTimestampFresh,
  signedOmipayFields,
} from './omipay-signature';

const hexSign = /^[0-9A-F]{32}$/;
const field = fc.string({ minLength: 1, maxLength: 40 });

describe('omipay signature', () => {
  it("matches the worked example of Omipay's API document", () => {
    // m_number 123456, timestamp 1482812036067, nonce_str 313644f4..., secret 0af61531...
    expect(
      omipaySign('123456', '1482812036067', '313644f42ecd4758b5e23b80e86efdc4', '0af61531c6c04ac4ac910d0cd59e6238'),
    ).toBe('8516A3B52F9C8897F52239B19CD8A499');
  });

  it('is 32 upper-case hex digits, the same for the same fields', () => {
    fc.assert(
      fc.property(field, field, field, field, (m, t, n, k) => {
        const sign = omipaySign(m, t, n, k);
        expect(sign).toMatch(hexSign);
        expect(omipaySign(m, t, n, k)).toBe(sign);
      }),
    );
  });

  it('changes when any one of the four fields changes', () => {
    fc.assert(
      fc.property(
        fc.tuple(field, field, field, field),
        fc.integer({ min: 0, max: 3 }),
        field,
        (fields, which, other) => {
          fc.pre(other !== fields[which] && !other.includes('&') && !fields.some((f) => f.includes('&')));
          const changed = [...fields] as [string, string, string, string];
          changed[which] = other;
          expect(omipaySign(...changed)).not.toBe(omipaySign(...fields));
        },
      ),
    );
  });

  it('verifies what it signed, in either case of hex, and nothing else', () => {
    fc.assert(
      fc.property(field, fc.nat(), field, field, field, (m, t, nonce, secret, otherSecret) => {
        const timestamp = String(t);
        const sign = omipaySign(m, timestamp, nonce, secret);
        expect(omipaySignatureMatches(m, timestamp, nonce, sign, secret)).toBe(true);
        expect(omipaySignatureMatches(m, timestamp, nonce, sign.toLowerCase(), secret)).toBe(true);
        fc.pre(otherSecret !== secret);
        expect(omipaySignatureMatches(m, timestamp, nonce, sign, otherSecret)).toBe(false);
        expect(omipaySignatureMatches(m, String(t + 1), nonce, sign, secret)).toBe(false);
      }),
    );
  });

  it('refuses a signature that is not 32 hex digits without comparing it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (sign) => {
        fc.pre(!/^[0-9A-Fa-f]{32}$/.test(sign));
        expect(omipaySignatureMatches('1', '2', 'abcdefghij', sign, 'secret')).toBe(false);
      }),
    );
  });

  it('makes nonces of 10 to 32 letters and digits that do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const nonce = omipayNonce();
      expect(nonce).toMatch(OMIPAY_NONCE_PATTERN);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });

  it('signs a request at the clock it is given, in milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (nowMs) => {
        const f = signedOmipayFields('M001', 'key', nowMs);
        expect(f.timestamp).toBe(String(nowMs));
        expect(f.m_number).toBe('M001');
        expect(omipaySignatureMatches('M001', f.timestamp, f.nonce_str, f.sign, 'key')).toBe(true);
      }),
    );
  });

  it('takes a timestamp within five minutes either side of the clock, and no further', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: OMIPAY_REQUEST_LIFETIME_MS, max: 4_102_444_800_000 }),
        fc.integer({ min: -2 * OMIPAY_REQUEST_LIFETIME_MS, max: 2 * OMIPAY_REQUEST_LIFETIME_MS }),
        (nowMs, offset) => {
          expect(omipayTimestampFresh(String(nowMs + offset), nowMs)).toBe(
            Math.abs(offset) <= OMIPAY_REQUEST_LIFETIME_MS,
          );
        },
      ),
    );
    expect(omipayTimestampFresh('', 0)).toBe(false);
    expect(omipayTimestampFresh('12e5', 1_200_000)).toBe(false);
    expect(omipayTimestampFresh('-5', 0)).toBe(false);
  });
});
