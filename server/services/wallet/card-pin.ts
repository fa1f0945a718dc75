/**
 * The 6-digit wallet PIN of a card (docs/wallet.md#pin): stored as an scrypt hash like passwords,
 * and guessed at most MAX_PIN_TRIES times per card in PIN_LOCK_MINUTES, whoever guesses (paying or
 * changing the PIN). Each try is counted before the PIN is compared, in one atomic statement, and
 * outside the caller's transaction: a refused call rolls its transaction back, which must not roll
 * the count back too. A correct PIN clears the count.
 */
import { digitsPattern, WALLET_PIN_LENGTH, WALLET_PIN_LOCK_MINUTES, WALLET_PIN_MAX_TRIES } from '../../../src/lib/limits';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { countRequest, resetCounter } from '../../db/repositories/rate-limit-repository';
import type { WalletCardRecord } from '../../db/repositories/wallet-repository';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';

export const MAX_PIN_TRIES = WALLET_PIN_MAX_TRIES;
export const PIN_LOCK_MINUTES = WALLET_PIN_LOCK_MINUTES;

export const isWalletPin = (pin: string): boolean => digitsPattern(WALLET_PIN_LENGTH).test(pin);

export const hashWalletPin = (pin: string): Promise<string> => hashPassword(pin);

const counterKey = (card: Pick<WalletCardRecord, 'id'>) => `wallet-pin:${card.id}`;

/**
 * null when `pin` is the card's PIN; otherwise the refusal: `wrong` for a wrong PIN, PIN_LOCKED
 * after too many, WALLET_PIN_NOT_SET for a card without one.
 */
export async function checkCardPin(db: Queryable, card: Pick<WalletCardRecord, 'id' | 'pinHash'>, pin: string, wrong: Refusal): Promise<Refusal | null> {
  if (card.pinHash === null) return refused('WALLET_PIN_NOT_SET');
  const key = counterKey(card);
  const attempt = await countRequest(db, key, PIN_LOCK_MINUTES * 60_000);
  if (attempt.hits > MAX_PIN_TRIES) return refused('PIN_LOCKED', { minutes: Math.max(1, Math.ceil(attempt.ttlMs / 60_000)) });
  if (!isWalletPin(pin) || !(await verifyPassword(pin, card.pinHash))) return wrong;
  await resetCounter(db, key);
  return null;
}
