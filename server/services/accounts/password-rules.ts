/**
 * The rules a new password must meet on the server, whatever the client checked (docs/rules.md#password-length):
 * not empty, at most 20 characters, and a weak one (strength score 0) only when the user chose
 * to use it anyway.
 */
import { PASSWORD_MAX_LENGTH } from '../../../src/lib/limits';
import { PASSWORD_STRENGTH, passwordStrength } from '../../../src/lib/password-strength';
import { refused, type ApiEnvelope } from '../../../src/protocol';
import { ACCOUNT_MESSAGES, RTN_WEAK_PASSWORD } from './account-messages';

/** The refusal for a new password, or null when it may be used. Length counts characters, not UTF-16 units. */
export function newPasswordRefusal(password: string, acceptWeakPassword: boolean | undefined): ApiEnvelope | null {
  const strength = passwordStrength(password);
  if (strength === PASSWORD_STRENGTH.empty) return refused(ACCOUNT_MESSAGES.passwordEmpty);
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) return refused(ACCOUNT_MESSAGES.passwordTooLong);
  if (strength === PASSWORD_STRENGTH.weak && acceptWeakPassword !== true) return refused(ACCOUNT_MESSAGES.passwordWeak, RTN_WEAK_PASSWORD);
  return null;
}
