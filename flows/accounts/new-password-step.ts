import { RTN_WEAK_PASSWORD, type ServerReply } from './account-replies';
import { confirmationProblem, isWeakPassword, newPasswordProblem, type PasswordProblem } from './rules/password-rules';

/**
 * The new-password step shared by password reset and password change (sign-up checks its password
 * with its other fields): empty or longer than 20 is an error on the field; a confirmation must
 * match; a weak password (strength score 0) leads to a warning the user passes with 'use anyway'.
 * The states that use these rules are built by new-password-states.ts.
 */

export interface NewPasswordFields {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordField = keyof NewPasswordFields;

export type NewPasswordErrors = Partial<Record<NewPasswordField, PasswordProblem | 'PASSWORD_MISMATCH'>>;

/** Every field's problem; an empty object when the new password can be sent (weakness aside). */
export function newPasswordErrors(fields: NewPasswordFields): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problem = newPasswordProblem(fields.newPassword);
  if (problem) errors.newPassword = problem;
  const mismatch = confirmationProblem(fields.newPassword, fields.confirmPassword);
  if (mismatch) errors.confirmPassword = mismatch;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/** Guards shared by the machines with a new password; params carry what they judge. */
export const newPasswordGuards = {
  weakPassword: (_: unknown, params: { password: string }) => isWeakPassword(params.password),
  /** The server judged the password weak (rtn -2): its rule wins, so the user is asked as if the client had said so. */
  refusedAsWeak: (_: unknown, params: { reply: ServerReply }) => params.reply.result.rtn === RTN_WEAK_PASSWORD,
};
