import type { PasswordProblem } from './rules/password-rules';
import type { SignupFieldProblem } from './rules/signup-details';

/**
 * What the account flows tell the user. A machine never holds display text: it holds a key the
 * view translates, and, when the server refused (rtn <= 0), the server's own words (dispMsg),
 * which are shown as they are.
 */

/**
 * Codes of the error catalogue (docs/rules.md#error-catalogue) that these flows use: keys of the
 * `errors` namespace, with their English in src/protocol/errors.ts.
 */
export const CATALOGUE_CODES = [
  'LOGIN_MISMATCH',
  'CONNECTION_FAILED',
  'OPERATION_FAILED',
  'PIN_SEND_FAILED',
  'PHONE_VERIFY_FAILED',
  'SIGN_UP_FAILED',
  'PASSWORD_RESET_FAILED',
] as const;

export type CatalogueCode = (typeof CATALOGUE_CODES)[number];

/**
 * Keys these flows add beside the catalogue, with their English. `{{name}}` marks a value the
 * message carries in `values`. The app's locale files need these keys.
 */
export const ACCOUNT_FLOW_TEXT = {
  'validation.loginMissing': 'Please input phone number or password properly',
  'validation.phoneMissing': 'Please input your phone number',
  'validation.codeFormat': 'The verification code is 4 digits',
  'validation.passwordEmpty': 'Password cannot be empty',
  'validation.passwordTooLong': 'Password is at most 20 characters',
  'validation.passwordWeak': 'This password is weak. Use it anyway?',
  'validation.passwordMismatch': 'The two passwords do not match',
  'validation.oldPasswordMissing': 'Please input your current password',
  'validation.firstNameRequired': 'Please input your first name',
  'validation.lastNameRequired': 'Please input your last name',
  'validation.emailInvalid': 'Please input a valid email address',
  'validation.birthdayInvalid': 'Please input a valid date',
  'validation.termsRequired': 'Please accept the terms and conditions',
  'validation.tooLong': 'This is too long',
  'account.phoneAlreadyRegistered': 'This phone number is already registered',
  'account.waitBeforeResend': 'Please wait {{seconds}} seconds before requesting another code',
  'account.wrongCode': 'Wrong verification code ({{attemptsLeft}} tries left)',
  'account.newCodeNeeded': 'Please request a new verification code',
  'account.noPasswordYet': 'This account has no password yet. Reset your password to set one.',
} as const satisfies Record<PasswordProblem | SignupFieldProblem, string> & Record<string, string>;

export type AccountFlowKey = keyof typeof ACCOUNT_FLOW_TEXT;

export type FlowMessageKey = CatalogueCode | AccountFlowKey;

export interface FlowMessage {
  /** What to translate: a catalogue code (namespace `errors`) or a key of ACCOUNT_FLOW_TEXT. */
  key: FlowMessageKey;
  /** The server's dispMsg when it refused: show this instead of the key's text. */
  serverText?: string;
  /** Values for the key's placeholders, e.g. `{ attemptsLeft: 2 }`. */
  values?: Readonly<Record<string, number>>;
}

export const messageOf = (key: FlowMessageKey, values?: Readonly<Record<string, number>>): FlowMessage =>
  values === undefined ? { key } : { key, values };

/**
 * A server refusal: its dispMsg when there is one, else `fallback` (an rtn <= 0 without a dispMsg
 * still needs words).
 */
export function refusalMessage(
  result: { dispMsg?: string },
  fallback: FlowMessageKey,
  values?: Readonly<Record<string, number>>,
): FlowMessage {
  const message = messageOf(fallback, values);
  return result.dispMsg !== undefined && result.dispMsg.trim() !== '' ? { ...message, serverText: result.dispMsg } : message;
}
