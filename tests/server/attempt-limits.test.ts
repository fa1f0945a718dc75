/**
 * The attempt limit every guessable secret goes through (docs/rules.md#attempt-limits), on both
 * engines: wrong answers in a row lock the key, a right one clears the count, a lock that ran out
 * starts it again, a lock until cleared stays until cleared, a slot left by a dead process is freed
 * when its lease ends. On PostgreSQL, races of 100 concurrent tries (each race three times): at most
 * the limit are compared, however many arrive at once, and a burst of right answers is never
 * counted as wrong, nor refused.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import {
  clearAttempts,
  deleteIdleAttempts,
  readAttempts,
  takeAttempt,
} from '../../server/db/repositories/attempt-limit-repository';
import { tryWithinLimit, type AttemptLimit, type AttemptResult } from '../../server/services/shared/attempt-limit';
import { testClock } from './support/account-kit';
import { describeOnDrivers } from './support/describe-on-drivers';

const LIMIT = 5;
const RACE = 100;
const ROUNDS = 3;

const limitOf = (lock: AttemptLimit['lock'] = { minutes: 15 }): AttemptLimit => ({
  key: `test:${randomUUID()}`,
  maxWrong: LIMIT,
  lock,
});

describeOnDrivers('attempt limits', (driver) => {
  let db: Database;
  const clock = testClock();

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await driver.cleanup();
  });

  const attempt = (limit: AttemptLimit, right: boolean) => tryWithinLimit(db, limit, clock.now, async () => right);

  it('counts wrong answers in a row, tells the tries left, and locks at the limit, even against the right answer', async () => {
    const limit = limitOf();
    for (let i = 1; i < LIMIT; i += 1)
      expect(await attempt(limit, false)).toEqual({
        outcome: 'wrong',
        wrongInARow: i,
        triesLeft: LIMIT - i,
        locked: false,
      });
    expect(await attempt(limit, false)).toEqual({ outcome: 'wrong', wrongInARow: LIMIT, triesLeft: 0, locked: true });
    expect(await attempt(limit, true)).toEqual({ outcome: 'locked', minutesLeft: 15 });
    clock.advanceSeconds(10 * 60);
    expect(await attempt(limit, true)).toEqual({ outcome: 'locked', minutesLeft: 5 });
  });

  it('starts the count again when the lock runs out, and after a right answer', async () => {
    const limit = limitOf();
    for (let i = 0; i < LIMIT; i += 1) await attempt(limit, false);
    clock.advanceSeconds(15 * 60);
    expect(await attempt(limit, false)).toMatchObject({ outcome: 'wrong', wrongInARow: 1 });
    for (let i = 0; i < LIMIT - 2; i += 1) await attempt(limit, false);
    expect(await attempt(limit, true)).toEqual({ outcome: 'right' });
    expect(await readAttempts(db, limit.key)).toEqual({ wrong: 0, inFlight: 0, lockedUntil: null });
    expect(await attempt(limit, false)).toMatchObject({ outcome: 'wrong', wrongInARow: 1, triesLeft: LIMIT - 1 });
  });

  it('keeps a lock until cleared however much time passes, and clearing ends it', async () => {
    const limit = limitOf('until-cleared');
    for (let i = 0; i < LIMIT; i += 1) await attempt(limit, false);
    clock.advanceSeconds(365 * 86_400);
    expect(await attempt(limit, true)).toEqual({ outcome: 'locked', minutesLeft: null });
    await clearAttempts(db, limit.key);
    expect(await attempt(limit, true)).toEqual({ outcome: 'right' });
  });

  it('frees the slot of a comparison that threw without counting it', async () => {
    const limit = limitOf();
    await expect(tryWithinLimit(db, limit, clock.now, () => Promise.reject(new Error('hash failed')))).rejects.toThrow(
      'hash failed',
    );
    expect(await readAttempts(db, limit.key)).toMatchObject({ wrong: 0, inFlight: 0 });
  });

  it('frees the slots a dead process left once their lease ends', async () => {
    const limit = limitOf();
    // Five tries taken and never settled, as by a process killed mid-comparison, on a short lease.
    for (let i = 0; i < LIMIT; i += 1)
      expect(await takeAttempt(db, limit.key, LIMIT, clock.now(), 300)).toEqual({ taken: true });
    expect(await takeAttempt(db, limit.key, LIMIT, clock.now(), 300)).toEqual({ taken: false, lockedUntil: null });
    await sleep(400);
    expect(await attempt(limit, true)).toEqual({ outcome: 'right' });
  });

  it('sweeps rows that hold nothing, and keeps counts, live slots and locks', async () => {
    const [cleared, counting, locked, ranOut] = [limitOf(), limitOf(), limitOf(), limitOf()];
    await attempt(cleared, true);
    await attempt(counting, false);
    for (let i = 0; i < LIMIT; i += 1) await attempt(locked, false);
    for (let i = 0; i < LIMIT; i += 1) await attempt(ranOut, false);
    await db.query("UPDATE attempt_limits SET locked_until = '-infinity' WHERE key = $1", [ranOut.key]);
    await deleteIdleAttempts(db, clock.now());
    expect(await readAttempts(db, cleared.key)).toBeNull();
    expect(await readAttempts(db, ranOut.key)).toBeNull();
    expect(await readAttempts(db, counting.key)).toMatchObject({ wrong: 1 });
    expect(await readAttempts(db, locked.key)).toMatchObject({ wrong: LIMIT });
  });

  describe.skipIf(driver.name !== 'postgres')('races on PostgreSQL', () => {
    // A comparison as slow as a password hash, so the tries of a burst overlap.
    const slowly = (right: boolean, compared: { n: number }) => async () => {
      compared.n += 1;
      await sleep(20);
      return right;
    };

    it(`compares at most the limit of ${RACE} wrong guesses at once, and then refuses the right one (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const limit = limitOf();
        const compared = { n: 0 };
        const answers = await Promise.all(
          Array.from({ length: RACE }, () => tryWithinLimit(db, limit, clock.now, slowly(false, compared))),
        );
        expect(compared.n).toBe(LIMIT);
        expect(answers.filter((a) => a.outcome === 'wrong')).toHaveLength(LIMIT);
        expect(answers.filter((a) => a.outcome === 'locked')).toHaveLength(RACE - LIMIT);
        expect(await attempt(limit, true)).toMatchObject({ outcome: 'locked' });
        expect(await readAttempts(db, limit.key)).toMatchObject({ wrong: LIMIT, inFlight: 0 });
      }
    });

    it(`lets ${RACE} right answers at once all through, none counted as wrong (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const limit = limitOf();
        // Four wrong answers already: one slot is left, and the right answers queue for it.
        for (let i = 0; i < LIMIT - 1; i += 1) await attempt(limit, false);
        const compared = { n: 0 };
        const answers: AttemptResult[] = await Promise.all(
          Array.from({ length: RACE }, () => tryWithinLimit(db, limit, clock.now, slowly(true, compared))),
        );
        expect(answers.every((a) => a.outcome === 'right')).toBe(true);
        expect(compared.n).toBe(RACE);
        expect(await readAttempts(db, limit.key)).toMatchObject({ wrong: 0, inFlight: 0, lockedUntil: null });
      }
    });

    it(`never compares more than the limit when ${RACE} right and wrong answers mix (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const limit = limitOf();
        let wrongCompared = 0;
        const answers = await Promise.all(
          Array.from({ length: RACE }, (_, i) =>
            tryWithinLimit(db, limit, clock.now, async () => {
              const right = i % 10 === 0;
              if (!right) wrongCompared += 1;
              await sleep(10);
              return right;
            }),
          ),
        );
        // Wrong answers between two right ones never reach the limit unseen: the count in the
        // database is exact, and never more than the limit was compared since the last right one.
        const state = await readAttempts(db, limit.key);
        expect(state?.inFlight).toBe(0);
        expect(state?.wrong).toBeLessThanOrEqual(LIMIT);
        expect(answers.filter((a) => a.outcome === 'wrong').length).toBe(wrongCompared);
        expect(answers.some((a) => a.outcome === 'busy')).toBe(false);
      }
    });
  });
});
