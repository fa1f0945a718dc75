import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_LENGTH } from '../../../src/lib/limits';
import { isVerificationCodeFormat } from './verification-code';

describe('verification code format', () => {
  it('is 4 digits', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(4);
  });

  it('accepts every 4-digit string', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789'), { minLength: 4, maxLength: 4 }), (digits) => {
        expect(isVerificationCodeFormat(digits.join(''))).toBe(true);
      }),
    );
  });

  it('refuses anything else: other lengths, non-digits, other scripts’ digits, spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        expect(isVerificationCodeFormat(text)).toBe(/^[0-9]{4}$/.test(text));
      }),
    );
    for (const code of ['', '123', '12345', '12a4', ' 1234', '1234 ', '١٢٣٤', '１２３４']) {
      expect(isVerificationCodeFormat(code)).toBe(false);
    }
  });
});
