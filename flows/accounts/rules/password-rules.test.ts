import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../src/lib/password-strength';
import { PASSWORD_MAX_LENGTH } from '../../../src/lib/limits';
import { confirmationProblem, isWeakPassword, newPasswordProblem } from './password-rules';

const characters = (text: string): number => Array.from(text).length;

describe('password rules', () => {
  it('has the limit of 20 characters', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(20);
  });

  it('calls empty exactly what is empty or whitespace only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (password) => {
        expect(newPasswordProblem(password) === 'PASSWORD_EMPTY').toBe(password.trim() === '');
      }),
    );
    expect(newPasswordProblem('')).toBe('PASSWORD_EMPTY');
    expect(newPasswordProblem(' \t ')).toBe('PASSWORD_EMPTY');
  });

  it('accepts 1 to 20 characters and refuses more, counting characters rather than UTF-16 units', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((p) => p.trim() !== ''),
        (password) => {
          const problem = newPasswordProblem(password);
          expect(problem === 'PASSWORD_TOO_LONG').toBe(characters(password) > PASSWORD_MAX_LENGTH);
          if (characters(password) <= PASSWORD_MAX_LENGTH) expect(problem).toBeNull();
        },
      ),
    );
    expect(newPasswordProblem('😀'.repeat(20))).toBeNull();
    expect(newPasswordProblem('a'.repeat(21))).toBe('PASSWORD_TOO_LONG');
  });

  it('calls weak exactly the strength score 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (password) => {
        expect(isWeakPassword(password)).toBe(passwordStrength(password) === 0);
      }),
    );
    expect(isWeakPassword('abc')).toBe(true);
    expect(isWeakPassword('abc123')).toBe(false);
    expect(isWeakPassword('')).toBe(false);
  });

  it('needs the confirmation to repeat the password exactly', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmation) => {
        expect(confirmationProblem(password, confirmation) === null).toBe(password === confirmation);
      }),
    );
    expect(confirmationProblem('Abc123', 'Abc123 ')).toBe('PASSWORD_MISMATCH');
  });
});
