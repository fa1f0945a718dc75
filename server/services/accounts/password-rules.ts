/**
 * The rules a new password must meet on the server, whatever the client checked (docs/rules.md#password-length):
 * not empty, at most 20 characters, and a weak one (strength score 0) only when the user chose
 * to use it anyway.
 */
import { PASSWORD_MAX_LENGTH } from '../../../src/lib/limits';
import { PASSWORD_STRENGTH, passwordStrength } from '../../../src/lib/password-strength';
import { refused, type Refusal } from '../../../src/protocol';

/** rtn of 'Password is weak': the client offers 'use anyway' (acceptWeakPassword). */
export const RTN_WEAK_PASSWORD = -2;

/** The refusal for a new password, or null when it may be used. Length counts characters, not UTF-16 units. */
export function newPasswordRefusal(password: string, acceptWeakPassword: boolean | undefined): Refusal | null {
  const strength = passwordStrength(password);
  if (strength === PASSWORD_STRENGTH.empty) return refused('PASSWORD_EMPTY');
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) return refused('PASSWORD_TOO_LONG');
  if (strength === PASSWORD_STRENGTH.weak && acceptWeakPassword !== true)
    return refused('PASSWORD_WEAK', {}, { rtn: RTN_WEAK_PASSWORD });
  return null;
}
