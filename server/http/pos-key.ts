/**
 * Authentication of the shop's POS (pro/pos/onlinePosOrderRpt, docs/shop.md#staff). Staff accounts
 * do not exist yet, and a customer's session must never move an order or mark a product sold out,
 * so the POS sends its tenant's POS key (tenant secrets.posKey) in the X-Pos-Key header, the way
 * gates send theirs (gate-key.ts). A tenant without a usable key (at least MIN_POS_KEY_LENGTH
 * characters) has no POS access at all: 403 rather than open by default.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { sameSecret } from '../services/shared/same-secret';
import { secretValue, type SecretSource } from '../tenants/secret-value';
import { requireShop } from './envelope';
import { sendApiError } from './error-handling';

export const POS_KEY_HEADER = 'x-pos-key';
export const MIN_POS_KEY_LENGTH = 32;

export function requirePosKey(secrets: SecretSource): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const given = request.headers[POS_KEY_HEADER];
    if (typeof given !== 'string' || given === '') return sendApiError(reply, 401, 'LOGIN_EXPIRED');
    const { tenant } = requireShop(request);
    const expected = secretValue(secrets, tenant.secrets?.posKey);
    if (expected === undefined || expected.length < MIN_POS_KEY_LENGTH)
      return sendApiError(reply, 403, 'OUT_OF_SERVICE');
    if (!sameSecret(given, expected)) return sendApiError(reply, 401, 'LOGIN_EXPIRED');
  };
}
