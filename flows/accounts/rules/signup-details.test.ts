import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  normalisedSignupDetails,
  signupDetailsProblems,
  SIGNUP_FIELD_MAX_LENGTH,
  type SignupDetails,
} from './signup-details';

const complete: SignupDetails = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: '',
  licensePlate: '',
  birthday: '',
  password: 'abc123',
  acceptTerms: true,
};

const nonBlank = fc
  .string({ minLength: 1, maxLength: 50 })
  .filter((s) => s.trim() !== '' && Array.from(s.trim()).length <= 50);

describe('sign-up details', () => {
  it('accepts the starred fields alone: first name, last name, password, terms', () => {
    expect(signupDetailsProblems(complete)).toEqual({});
  });

  it('needs each starred field and the terms, whatever the others hold', () => {
    fc.assert(
      fc.property(
        nonBlank,
        nonBlank,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (firstName, lastName, dropFirst, dropLast, terms) => {
          const details = {
            ...complete,
            firstName: dropFirst ? ' ' : firstName,
            lastName: dropLast ? '' : lastName,
            acceptTerms: terms,
          };
          const problems = signupDetailsProblems(details);
          expect(problems.firstName === 'FIRST_NAME_REQUIRED').toBe(dropFirst);
          expect(problems.lastName === 'LAST_NAME_REQUIRED').toBe(dropLast);
          expect(problems.acceptTerms === 'TERMS_REQUIRED').toBe(!terms);
        },
      ),
    );
  });

  it('applies the password rules to the password field', () => {
    expect(signupDetailsProblems({ ...complete, password: '' }).password).toBe('PASSWORD_EMPTY');
    expect(signupDetailsProblems({ ...complete, password: 'x'.repeat(21) }).password).toBe('PASSWORD_TOO_LONG');
    // Weakness is a warning the user may pass, not a field error.
    expect(signupDetailsProblems({ ...complete, password: 'abc' })).toEqual({});
  });

  it('checks the optional fields only when given', () => {
    expect(
      signupDetailsProblems({ ...complete, email: 'ann@example.com', birthday: '2000-02-29', licensePlate: 'ABC123' }),
    ).toEqual({});
    expect(signupDetailsProblems({ ...complete, email: 'ann@' }).email).toBe('EMAIL_INVALID');
    expect(signupDetailsProblems({ ...complete, birthday: '2001-02-29' }).birthday).toBe('BIRTHDAY_INVALID');
    expect(
      signupDetailsProblems({ ...complete, licensePlate: 'X'.repeat(SIGNUP_FIELD_MAX_LENGTH.licensePlate + 1) })
        .licensePlate,
    ).toBe('TOO_LONG');
    expect(signupDetailsProblems({ ...complete, firstName: 'A'.repeat(51) }).firstName).toBe('TOO_LONG');
  });

  it('knows real calendar dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    for (const text of ['1990-13-01', '1990-00-10', '1990-04-31', '1990-4-1', '19900401', ''])
      expect(isCalendarDate(text)).toBe(false);
  });

  it('trims what is sent, except the password', () => {
    expect(
      normalisedSignupDetails({ ...complete, firstName: ' Ann ', email: ' a@b.co ', password: ' pw ' }),
    ).toMatchObject({
      firstName: 'Ann',
      email: 'a@b.co',
      password: ' pw ',
    });
  });
});
