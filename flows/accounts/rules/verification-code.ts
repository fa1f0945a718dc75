import { digitsPattern, VERIFICATION_CODE_LENGTH } from '../../../src/lib/limits';

const CODE_PATTERN = digitsPattern(VERIFICATION_CODE_LENGTH);

/** True for exactly four ASCII digits (what the server's schema accepts); the caller trims if it wants to. */
export function isVerificationCodeFormat(code: string): boolean {
  return CODE_PATTERN.test(code);
}
