/**
 * SMS verification codes: 4 digits from the CSPRNG, stored only as an HMAC-SHA-256 under a
 * server secret. The tenant, phone and purpose are part of the MAC, so a stored hash is useless
 * for any other number or purpose, and a leaked table cannot be brute-forced offline without the secret.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { AccountGetUserIdentifyCodeRequest } from '../../../src/generated/api/account-get-user-identify-code.request';
import { VERIFICATION_CODE_LENGTH } from '../../../src/lib/limits';
export type CodePurpose = AccountGetUserIdentifyCodeRequest['purpose'];

export interface CodeBinding {
  tenantId: string;
  /** E.164. */
  phone: string;
  purpose: CodePurpose;
}

export function generateCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

export function hashCode(secret: Buffer, binding: CodeBinding, code: string): string {
  // NUL cannot occur in any part, so two different bindings never produce the same message.
  return createHmac('sha256', secret)
    .update([binding.tenantId, binding.phone, binding.purpose, code].join('\u0000'), 'utf8')
    .digest('hex');
}
