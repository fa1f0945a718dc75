import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginInputMissing, isPasswordMissing, isPhoneMissing } from './account-input';

describe('account input presence', () => {
  it('treats whitespace only as missing (the emptiness rule)', () => {
    for (const blank of ['', ' ', '\t\n']) {
      expect(isPhoneMissing(blank)).toBe(true);
      expect(isPasswordMissing(blank)).toBe(true);
    }
    expect(isPhoneMissing('0412345678')).toBe(false);
  });

  it('refuses a login unless both phone number and password are given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (phone, password) => {
        expect(isLoginInputMissing(phone, password)).toBe(phone.trim() === '' || password.trim() === '');
      }),
    );
  });
});
