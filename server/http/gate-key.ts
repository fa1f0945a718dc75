/**
 * Authentication of the gates (sync/eventInBatch). A gate event moves a ticket in or out and can
 * record an overstay penalty, so knowing a pass code (it is on the customer's QR pass) must not be
 * enough to send one: the gate also sends its tenant's gate key (tenant secrets.gateKey) in the
 * X-Gate-Key header. A tenant without a key, or with one shorter than MIN_GATE_KEY_LENGTH, accepts
 * no gate events at all: 403 rather than open by default.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../src/protocol';
import { sameSecret } from '../services/shared/same-secret';
import { secretValue, type SecretSource } from '../tenants/secret-value';
import { requireShop } from './envelope';
import { sendApiError } from './error-handling';

export const GATE_KEY_HEADER = 'x-gate-key';
export const MIN_GATE_KEY_LENGTH = 32;
export const GATE_EVENTS_OFF = MESSAGES.GATE_EVENTS_OFF;
export const GATE_KEY_WRONG = MESSAGES.GATE_KEY_WRONG;

export function requireGateKey(secrets: SecretSource): onRequestAsyncHookHandler {
  return async (request, reply) => {
    // Without a key the caller is told nothing more, not even whether the tenant takes gate events.
    const given = request.headers[GATE_KEY_HEADER];
    if (typeof given !== 'string' || given === '') return sendApiError(reply, 401, 'GATE_KEY_WRONG');
    const { tenant } = requireShop(request);
    const expected = secretValue(secrets, tenant.secrets?.gateKey);
    if (expected === undefined || expected.length < MIN_GATE_KEY_LENGTH) {
      request.log.info(
        { tenant: tenant.id, gateKey: tenant.secrets?.gateKey?.env ?? null },
        'gate event refused: the tenant has no usable gate key',
      );
      return sendApiError(reply, 403, 'GATE_EVENTS_OFF');
    }
    if (!sameSecret(given, expected)) return sendApiError(reply, 401, 'GATE_KEY_WRONG');
  };
}
