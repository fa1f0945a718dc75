/**
 * The rules a new password must meet before it is sent (docs/rules.md#password-length): not empty, at
 * most 20 characters, and a weak one (strength score 0) only after the user chose 'use anyway'.
 * The server applies the same rules (server/services/accounts/password-rules.ts); this is the
 * client's early answer.
 *
 * src/lib holds the pure rules shared by browser and server, so the strength score is
 * imported rather than written twice. (flows/ lint bars `../src/**` to keep app and network code
 * out of the machines; src/lib is neither.)
 */
import { PASSWORD_MAX_LENGTH } from '../../../src/lib/limits';
import { PASSWORD_STRENGTH, passwordStrength } from '../../../src/lib/password-strength';

export type PasswordProblem = 'PASSWORD_EMPTY' | 'PASSWORD_TOO_LONG';

/**
 * Why `password` cannot be used at all, or null. Empty means empty or whitespace only (strength
 * score -1, as on the server); length counts characters, not UTF-16 units.
 */
export function newPasswordProblem(password: string): PasswordProblem | null {
  if (passwordStrength(password) === PASSWORD_STRENGTH.empty) return 'PASSWORD_EMPTY';
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  return null;
}

/** Weak (strength score 0): allowed only after the user confirms 'use anyway'. */
export function isWeakPassword(password: string): boolean {
  return passwordStrength(password) === PASSWORD_STRENGTH.weak;
}

/** The confirmation must repeat the new password exactly. */
export function confirmationProblem(password: string, confirmation: string): 'PASSWORD_MISMATCH' | null {
  return password === confirmation ? null : 'PASSWORD_MISMATCH';
}
