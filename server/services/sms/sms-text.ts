/**
 * The verification SMS. The code leads the message, as phones expect for one-time codes, which
 * also lets the sandbox read it back from the outbox.
 */
import { VERIFICATION_CODE_LENGTH } from '../../../src/lib/limits';

const CODE_AT_START = new RegExp(`^([0-9]{${VERIFICATION_CODE_LENGTH}}) is your `);

export function verificationSmsText(brandName: string, code: string, expiresInMinutes: number): string {
  return `${code} is your ${brandName} verification code. It expires in ${expiresInMinutes} minutes. Never share it.`;
}

export function codeInSmsText(text: string): string | null {
  return CODE_AT_START.exec(text)?.[1] ?? null;
}
