import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH, passwordStrength } from './password-strength';

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r') });
const lowerChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const upperChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digitChar = fc.constantFrom(...'0123456789');
const specialChar = fc.constantFrom(...'!@#$%^&*');

describe('passwordStrength', () => {
  it('matches the documented examples', () => {
    expect(passwordStrength('')).toBe(-1);
    expect(passwordStrength('   ')).toBe(-1);
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('abcdef')).toBe(0);
    expect(passwordStrength('abc123')).toBe(1);
    expect(passwordStrength('Abcdef')).toBe(1);
    expect(passwordStrength('Abc123!')).toBe(1);
    expect(passwordStrength('Abcd123!')).toBe(2);
  });

  it('scores whitespace-only input -1', () => {
    fc.assert(fc.property(whitespace, (text) => passwordStrength(text) === PASSWORD_STRENGTH.empty));
  });

  it('scores 2 for 8+ characters with every required kind', () => {
    fc.assert(
      fc.property(lowerChar, upperChar, digitChar, specialChar, fc.string({ minLength: 4 }), (l, u, d, s, rest) => {
        expect(passwordStrength(l + u + d + s + rest)).toBe(PASSWORD_STRENGTH.strong);
      }),
    );
  });

  it('never scores strong without a special character, nor medium under 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aA1 xyZ9') }), (text) => {
        expect(passwordStrength(text)).not.toBe(PASSWORD_STRENGTH.strong);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }).filter((t) => t.trim() !== ''),
        (text) => {
          expect(passwordStrength(text)).toBe(PASSWORD_STRENGTH.weak);
        },
      ),
    );
  });

  it('always returns one of the four scores', () => {
    fc.assert(fc.property(fc.string(), (text) => [-1, 0, 1, 2].includes(passwordStrength(text))));
  });
});
