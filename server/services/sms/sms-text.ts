/**
 * The verification SMS. The code leads the message, as phones expect for one-time codes, which
 * also lets the sandbox read it back from the outbox.
 */
const CODE_AT_START = /^([0-9]{4}) is your /;

export function verificationSmsText(brandName: string, code: string, expiresInMinutes: number): string {
  return `${code} is your ${brandName} verification code. It expires in ${expiresInMinutes} minutes. Never share it.`;
}

export function codeInSmsText(text: string): string | null {
  return CODE_AT_START.exec(text)?.[1] ?? null;
}
