/**
 * Payment codes 205/305 are verified with the 6-digit wallet PIN of the customer's own stored-value
 * card (docs/wallet.md#paying). The wallet checks it, with its per-card try limit
 * (docs/rules.md#pin-lockout): every try is counted before the PIN is compared, outside the call's
 * transaction, since a refused call rolls its transaction back, which would also roll back the count
 * of the wrong PIN that caused the refusal.
 */
import { refused, type Refusal } from '../../../src/protocol';
import type { PaymentMethod } from '../../../src/generated/tenant';
import type { SessionIdentity } from '../accounts';
import { isStoredValue } from '../shared/payment-methods';
import type { PaymentDeps } from './payment-deps';

/** null when `pin` is the PIN of the customer's stored-value card; otherwise the refusal to answer. */
export async function verifyStoredValuePin(
  deps: PaymentDeps,
  identity: SessionIdentity,
  pin: string | undefined,
): Promise<Refusal | null> {
  if (pin === undefined) return refused('PIN_REQUIRED');
  const refusal = await deps.storedValue.verifyPin(identity, pin);
  if (refusal?.result.problem?.code === 'PIN_LOCKED')
    deps.log.warn({ account: identity.accountId }, 'stored-value card PIN locked after too many wrong tries');
  return refusal;
}

/**
 * A stored-value PIN that was sent is verified (and counted) before the call's transaction, which
 * would roll the count back with its refusal. A PIN left out is refused inside, after a replay of
 * the key's first answer: a retry of a started payment need not resend it.
 */
export async function checkPinIfGiven(
  deps: PaymentDeps,
  identity: SessionIdentity,
  method: PaymentMethod | undefined,
  pin: string | undefined,
): Promise<Refusal | null> {
  return method && isStoredValue(method) && pin !== undefined ? verifyStoredValuePin(deps, identity, pin) : null;
}
