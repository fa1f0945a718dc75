/**
 * The code step of the SMS login, sign-up and password reset machines (flows/accounts/code-step.ts): the
 * parallel state `codeSent` with regions `resend` and `code`. Read from the snapshot's value so one
 * view serves all three machines.
 */
export interface CodeStepPhase {
  resend: 'countingDown' | 'available';
  code: 'enteringCode' | 'verifying' | 'newCodeNeeded';
}

const RESEND = new Set<string>(['countingDown', 'available']);
const CODE = new Set<string>(['enteringCode', 'verifying', 'newCodeNeeded']);

/** The code step's regions when the machine is in `codeSent`, else null. */
export function codeStepPhase(value: unknown): CodeStepPhase | null {
  if (typeof value !== 'object' || value === null || !('codeSent' in value)) return null;
  const regions: unknown = value.codeSent;
  if (typeof regions !== 'object' || regions === null) return null;
  const { resend, code } = regions as Record<string, unknown>;
  if (typeof resend !== 'string' || typeof code !== 'string' || !RESEND.has(resend) || !CODE.has(code)) return null;
  return { resend, code } as CodeStepPhase;
}
