/**
 * What the account endpoints tell the user (docs/accounts-api.md, docs/rules.md#account-messages).
 * Catalogue messages come from src/protocol so client and server never drift apart.
 */
import { ERROR_MESSAGES, LOGIN_SPECIAL_CASE_CODE } from '../../../src/protocol';

export const ACCOUNT_MESSAGES = {
  invalidPhone: 'Invalid phone number',
  phoneAlreadyRegistered: 'This phone number is already registered',
  phoneNotRegistered: 'This phone number is not registered',
  waitBeforeResend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  dailySmsCapReached: 'Too many codes requested today, please try again tomorrow',
  smsSendFailed: 'Failed to send the verification code, please try again later',
  wrongCode: 'Wrong verification code',
  codeExpired: 'The verification code has expired, please request a new one',
  tooManyWrongTries: 'Too many wrong tries, please request a new code',
  noCodeRequested: 'No code was requested for this number',
  verifyPhoneFirst: 'Please verify your phone number',
  acceptTerms: 'Please accept the terms and conditions',
  passwordEmpty: 'Password cannot be empty',
  passwordTooLong: 'Password is at most 20 characters',
  passwordWeak: 'Password is weak',
  loginMismatch: ERROR_MESSAGES.LOGIN_MISMATCH,
  loginInputMissing: 'Please input phone number or password properly',
  accountLocked: 'Your account is locked after too many failed logins. Reset your password by SMS to unlock it.',
  noPasswordYet: 'This account has no password yet. Log in by SMS or reset your password to set one.',
  getInfoFailed: ERROR_MESSAGES.GET_INFO_FAILED,
  oldPasswordIncorrect: ERROR_MESSAGES.OLD_PASSWORD_INCORRECT,
  resetFailed: ERROR_MESSAGES.PASSWORD_RESET_FAILED,
  operationFailed: ERROR_MESSAGES.OPERATION_FAILED,
  loginExpired: ERROR_MESSAGES.LOGIN_EXPIRED,
} as const;

/** rtn of 'Password is weak': the client offers 'use anyway' (acceptWeakPassword). */
export const RTN_WEAK_PASSWORD = -2;
/** rtn of a sign-in to an account that has no password yet (docs/rules.md#login-outcomes). */
export const RTN_NO_PASSWORD_YET = LOGIN_SPECIAL_CASE_CODE;
