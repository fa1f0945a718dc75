/**
 * The details step of sign-up (docs/rules.md#signup-fields): the starred fields (first name, last name,
 * password) are required and the terms must be accepted; email, licence plate and birthday are
 * optional, but when given they must have the form the register call accepts
 * (schemas/api/account-register.request.json), so the user hears about it here and not as a 400.
 */
import type { AccountRegisterRequest } from '../../../src/generated/api/account-register.request';
import { isEmpty } from '../../../src/lib/is-empty';
import { newPasswordProblem, type PasswordProblem } from './password-rules';

/** The fields of the register call the form fills in; email, licensePlate and birthday are '' when not given. */
export type SignupDetails = Required<
  Pick<
    AccountRegisterRequest,
    'firstName' | 'lastName' | 'email' | 'licensePlate' | 'birthday' | 'password' | 'acceptTerms'
  >
>;

export type SignupField = keyof SignupDetails;

export type SignupFieldProblem =
  | 'FIRST_NAME_REQUIRED'
  | 'LAST_NAME_REQUIRED'
  | 'EMAIL_INVALID'
  | 'BIRTHDAY_INVALID'
  | 'TERMS_REQUIRED'
  | 'TOO_LONG'
  | PasswordProblem;

export type SignupFieldErrors = Partial<Record<SignupField, SignupFieldProblem>>;

/** Longest accepted values (the register request schema); views can use them as input limits. */
export const SIGNUP_FIELD_MAX_LENGTH = { firstName: 50, lastName: 50, email: 254, licensePlate: 16 } as const;

// The register schema's pattern for a non-empty email.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BIRTHDAY_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = BIRTHDAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const tooLong = (value: string, max: number): boolean => Array.from(value.trim()).length > max;

/** Every field's problem (empty object when the details can be sent). The password's strength is not judged here. */
export function signupDetailsProblems(details: SignupDetails): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  if (isEmpty(details.firstName)) errors.firstName = 'FIRST_NAME_REQUIRED';
  else if (tooLong(details.firstName, SIGNUP_FIELD_MAX_LENGTH.firstName)) errors.firstName = 'TOO_LONG';
  if (isEmpty(details.lastName)) errors.lastName = 'LAST_NAME_REQUIRED';
  else if (tooLong(details.lastName, SIGNUP_FIELD_MAX_LENGTH.lastName)) errors.lastName = 'TOO_LONG';
  const email = details.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.email = 'EMAIL_INVALID';
  else if (tooLong(email, SIGNUP_FIELD_MAX_LENGTH.email)) errors.email = 'TOO_LONG';
  if (tooLong(details.licensePlate, SIGNUP_FIELD_MAX_LENGTH.licensePlate)) errors.licensePlate = 'TOO_LONG';
  const birthday = details.birthday.trim();
  if (birthday !== '' && !isCalendarDate(birthday)) errors.birthday = 'BIRTHDAY_INVALID';
  const password = newPasswordProblem(details.password);
  if (password) errors.password = password;
  if (details.acceptTerms !== true) errors.acceptTerms = 'TERMS_REQUIRED';
  return errors;
}

/** The details as the register call takes them: names and optional fields trimmed; the password as typed. */
export function normalisedSignupDetails(details: SignupDetails): SignupDetails {
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim(),
    licensePlate: details.licensePlate.trim(),
    birthday: details.birthday.trim(),
    password: details.password,
    acceptTerms: details.acceptTerms,
  };
}
