/**
 * Presence checks of the account forms, with the emptiness rule (docs/rules.md#emptiness:
 * whitespace only is empty), imported from src/lib where it is written once.
 */
import { isEmpty } from '../../../src/lib/is-empty';

/** Login needs both a phone number and a password (docs/rules.md#login-input). */
export function isLoginInputMissing(phone: string, password: string): boolean {
  return isPhoneMissing(phone) || isPasswordMissing(password);
}

export function isPhoneMissing(phone: string): boolean {
  return isEmpty(phone);
}

/** A current password (login, password change) is only checked for presence: any other text may be right. */
export function isPasswordMissing(password: string): boolean {
  return isEmpty(password);
}
