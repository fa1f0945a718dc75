/**
 * The one attempt limit every guessable secret goes through (docs/rules.md#attempt-limits): a
 * staff member's password and counter PIN (sign-in, unlock, leaving the pinpad kiosk), a wallet
 * card's PIN and a customer's password.
 *
 * A try takes a slot in the database before its answer is compared, in one atomic statement, and
 * only while wrong answers in a row plus tries in flight are below the limit. So of any number of
 * concurrent guesses at most the limit are ever compared before the lock stands; a right answer
 * frees its slot and clears the count, so right answers are never counted as wrong ones. A try
 * that finds every slot in flight (not locked) waits for one to settle, up to
 * ATTEMPT_SLOT_WAIT_SECONDS: a burst of right answers all get through, a few at a time.
 *
 * The count lives outside any caller's transaction: a refused call that rolls its own transaction
 * back must not roll the count back with it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ATTEMPT_SLOT_LEASE_SECONDS, ATTEMPT_SLOT_WAIT_SECONDS } from '../../../src/lib/limits';
import type { Queryable } from '../../db/database';
import {
  releaseAttempt,
  settleRightAttempt,
  settleWrongAttempt,
  takeAttempt,
} from '../../db/repositories/attempt-limit-repository';

export interface AttemptLimit {
  /** What is being guessed, e.g. `staff-pin:{staffId}`: one count per key. */
  key: string;
  /** Wrong answers in a row that lock the key. */
  maxWrong: number;
  /** How long a lock lasts: minutes, or until clearAttempts (a customer password: until a reset). */
  lock: { minutes: number } | 'until-cleared';
}

export type AttemptResult =
  /** The answer was right; the count starts again. */
  | { outcome: 'right' }
  /** The answer was compared and wrong. `locked` when this one reached the limit. */
  | { outcome: 'wrong'; wrongInARow: number; triesLeft: number; locked: boolean }
  /** Not compared: the key is locked. `minutesLeft` is null for a lock until cleared. */
  | { outcome: 'locked'; minutesLeft: number | null }
  /** Not compared: every slot stayed in flight for the whole wait. */
  | { outcome: 'busy' };

const MINUTE_MS = 60_000;
const FIRST_WAIT_MS = 20;
const LONGEST_WAIT_MS = 250;

export function minutesUntil(until: Date, now: Date): number | null {
  if (!Number.isFinite(until.getTime())) return null;
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
}

function lockEnd(limit: AttemptLimit, now: Date): Date | 'infinity' {
  return limit.lock === 'until-cleared' ? 'infinity' : new Date(now.getTime() + limit.lock.minutes * MINUTE_MS);
}

/**
 * Compares one answer within `limit`: `isRight` runs only after a slot was taken. `now` is the
 * service's clock (locks run on it, so a test's clock can end them).
 */
export async function tryWithinLimit(
  db: Queryable,
  limit: AttemptLimit,
  now: () => Date,
  isRight: () => Promise<boolean>,
): Promise<AttemptResult> {
  const giveUpAt = Date.now() + ATTEMPT_SLOT_WAIT_SECONDS * 1000;
  let wait = FIRST_WAIT_MS;
  for (;;) {
    const took = await takeAttempt(db, limit.key, limit.maxWrong, now(), ATTEMPT_SLOT_LEASE_SECONDS * 1000);
    if (took.taken) break;
    if (took.lockedUntil !== null)
      return { outcome: 'locked', minutesLeft: minutesUntil(new Date(took.lockedUntil), now()) };
    if (Date.now() >= giveUpAt) return { outcome: 'busy' };
    // Jitter, so the waiters of one burst do not all ask again at the same moment.
    await sleep(wait / 2 + Math.random() * wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  }
  let right: boolean;
  try {
    right = await isRight();
  } catch (error) {
    await releaseAttempt(db, limit.key);
    throw error;
  }
  const settledAt = now();
  if (right) {
    await settleRightAttempt(db, limit.key, settledAt);
    return { outcome: 'right' };
  }
  const settled = await settleWrongAttempt(db, limit.key, limit.maxWrong, lockEnd(limit, settledAt), settledAt);
  return {
    outcome: 'wrong',
    wrongInARow: settled.wrong,
    triesLeft: Math.max(0, limit.maxWrong - settled.wrong),
    locked: settled.lockedUntil !== null,
  };
}
