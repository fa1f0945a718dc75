/** Password strength score (docs/rules.md#password-strength). */
export const PASSWORD_STRENGTH = { empty: -1, weak: 0, medium: 1, strong: 2 } as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTH)[keyof typeof PASSWORD_STRENGTH];

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[!@#$%^&*]/;

/**
 * -1 when empty or whitespace only; 2 (strong) with at least 8 characters including a lowercase
 * letter, an uppercase letter, a digit and one of ! @ # $ % ^ & *; 1 (medium) with at least 6
 * characters and at least two of lowercase, uppercase, digit; otherwise 0 (weak).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.trim() === '') return PASSWORD_STRENGTH.empty;
  const length = Array.from(password).length;
  const lower = LOWER.test(password);
  const upper = UPPER.test(password);
  const digit = DIGIT.test(password);
  if (length >= 8 && lower && upper && digit && SPECIAL.test(password)) return PASSWORD_STRENGTH.strong;
  const kinds = [lower, upper, digit].filter(Boolean).length;
  if (length >= 6 && kinds >= 2) return PASSWORD_STRENGTH.medium;
  return PASSWORD_STRENGTH.weak;
}
