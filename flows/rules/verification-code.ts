/** An SMS verification code is 4 digits (docs/rules.md#verification-code). */
export const VERIFICATION_CODE_LENGTH = 4;

const CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

/** True for exactly four ASCII digits (what the server's schema accepts); the caller trims if it wants to. */
export function isVerificationCodeFormat(code: string): boolean {
  return CODE_PATTERN.test(code);
}
