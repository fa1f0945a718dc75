/**
 * The 6-digit wallet PIN of a card (docs/wallet.md#pin): stored as an scrypt hash like passwords,
 * and guessed within the attempt limit (docs/rules.md#attempt-limits): MAX_PIN_TRIES wrong PINs in
 * a row lock it for PIN_LOCK_MINUTES. Each try takes its slot before the PIN is compared, outside the
 * caller's transaction (a refused call rolls its transaction back, which must not roll the count
 * back too); a correct PIN clears the count and is never counted as a wrong one.
 *
 * The card's owner (paying or changing the PIN while signed in) and the pinpad kiosk (anyone at the
 * counter who names the card by number or member QR) are counted apart: knowing a card's number
 * lets a stranger lock the card at the kiosk, but not the owner's own payments in the app, while
 * each channel still allows only MAX_PIN_TRIES guesses per lock.
 */
import {
  digitsPattern,
  WALLET_PIN_LENGTH,
  WALLET_PIN_LOCK_MINUTES,
  WALLET_PIN_MAX_TRIES,
} from '../../../src/lib/limits';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import type { WalletCardRecord } from '../../db/repositories/wallet-repository';
import { hashPassword, verifyPassword } from '../accounts';
import { tryWithinLimit, type AttemptLimit } from '../shared/attempt-limit';

export const MAX_PIN_TRIES = WALLET_PIN_MAX_TRIES;
export const PIN_LOCK_MINUTES = WALLET_PIN_LOCK_MINUTES;

/** Who is typing the PIN: the card's signed-in owner, or a customer at the staff pinpad kiosk. */
export type PinChannel = 'owner' | 'pinpad';

export const isWalletPin = (pin: string): boolean => digitsPattern(WALLET_PIN_LENGTH).test(pin);

export const hashWalletPin = (pin: string): Promise<string> => hashPassword(pin);

export const cardPinLimit = (card: Pick<WalletCardRecord, 'id'>, channel: PinChannel): AttemptLimit => ({
  key: `wallet-pin:${channel}:${card.id}`,
  maxWrong: MAX_PIN_TRIES,
  lock: { minutes: PIN_LOCK_MINUTES },
});

/**
 * null when `pin` is the card's PIN; otherwise the refusal: `wrong` for a wrong PIN, PIN_LOCKED
 * after too many, TOO_MANY_TRIES_AT_ONCE when the slots stayed taken, WALLET_PIN_NOT_SET for a card
 * without one.
 */
export async function checkCardPin(
  db: Queryable,
  card: Pick<WalletCardRecord, 'id' | 'pinHash'>,
  pin: string,
  wrong: Refusal,
  channel: PinChannel,
  now: () => Date,
): Promise<Refusal | null> {
  const pinHash = card.pinHash;
  if (pinHash === null) return refused('WALLET_PIN_NOT_SET');
  const tried = await tryWithinLimit(
    db,
    cardPinLimit(card, channel),
    now,
    async () => isWalletPin(pin) && (await verifyPassword(pin, pinHash)),
  );
  switch (tried.outcome) {
    case 'right':
      return null;
    case 'wrong':
      return wrong;
    case 'locked':
      return refused('PIN_LOCKED', { minutes: tried.minutesLeft ?? PIN_LOCK_MINUTES });
    case 'busy':
      return refused('TOO_MANY_TRIES_AT_ONCE');
  }
}
