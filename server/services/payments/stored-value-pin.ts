/**
 * The four-digit PIN of a stored-value card (docs/rules.md#pin-lockout) has only 10,000 values, so wrong
 * guesses are limited per card, whoever makes them (more accounts must not mean more guesses):
 * MAX_PIN_TRIES within PIN_LOCK_MINUTES, after which every attempt is refused unchecked until the
 * window ends. The price is that someone who knows a card can lock it for a while, as banks do. Each attempt is counted before the PIN is
 * compared, in one atomic statement on the shared counters table, so concurrent requests or
 * several server processes cannot test more PINs than the limit. A correct PIN clears the count.
 *
 * This runs outside the call's transaction on purpose: a refused call rolls its transaction back,
 * which would also roll back the count of the wrong PIN that caused the refusal.
 */
import { refused, type Refusal } from '../../../src/protocol';
import type { PaymentMethod } from '../../../src/generated/tenant';
import { countRequest, resetCounter } from '../../db/repositories/rate-limit-repository';
import type { SessionIdentity } from '../accounts/account-deps';
import { isStoredValue } from '../shared/payment-methods';
import { sameSecret } from '../shared/same-secret';
import type { PaymentDeps } from './payment-deps';

export const MAX_PIN_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;

function pinCounterKey(identity: SessionIdentity, cardNumber: string): string {
  return `stored-value-pin:${identity.tenantId}:${cardNumber}`;
}

/** null when `pin` is the card's PIN; otherwise the refusal to answer. */
export async function verifyStoredValuePin(deps: PaymentDeps, identity: SessionIdentity, pin: string | undefined): Promise<Refusal | null> {
  if (pin === undefined) return refused('PIN_REQUIRED');
  const key = pinCounterKey(identity, deps.storedValueCard.cardNumber);
  const attempt = await countRequest(deps.db, key, PIN_LOCK_MINUTES * 60_000);
  if (attempt.hits > MAX_PIN_TRIES) {
    deps.log.warn({ account: identity.accountId }, 'stored-value card PIN locked after too many wrong tries');
    return refused('PIN_LOCKED', { minutes: Math.max(1, Math.ceil(attempt.ttlMs / 60_000)) });
  }
  if (!sameSecret(pin, deps.storedValueCard.pin)) return refused('PIN_VERIFY_FAILED');
  await resetCounter(deps.db, key);
  return null;
}

/**
 * A stored-value PIN that was sent is verified (and counted) before the call's transaction, which
 * would roll the count back with its refusal. A PIN left out is refused inside, after a replay of
 * the key's first answer: a retry of a started payment need not resend it.
 */
export async function checkPinIfGiven(deps: PaymentDeps, identity: SessionIdentity, method: PaymentMethod | undefined, pin: string | undefined): Promise<Refusal | null> {
  return method && isStoredValue(method) && pin !== undefined ? verifyStoredValuePin(deps, identity, pin) : null;
}
