/**
 * SQL of attempt_limits (docs/rules.md#attempt-limits). Every statement is one atomic upsert or
 * update on the key's row, so tries from many connections and processes are counted exactly.
 */
import type { Queryable } from '../database';

export type AttemptTake = { taken: true } | { taken: false; lockedUntil: Date | null };

export interface AttemptSettled {
  /** Wrong answers in a row after this one. */
  wrong: number;
  /** Set when this wrong answer reached the limit (or a lock already stood). */
  lockedUntil: Date | null;
}

// The parts of the row as a try sees it at `now` ($2): a lock that ran out counts as none and
// restarts the count; slots whose lease ended count as free.
const LOCK_RAN_OUT = 'a.locked_until IS NOT NULL AND a.locked_until <= $2';
const LIVE_WRONG = `CASE WHEN ${LOCK_RAN_OUT} THEN 0 ELSE a.wrong END`;
const LIVE_IN_FLIGHT =
  'CASE WHEN a.in_flight_until IS NULL OR a.in_flight_until <= clock_timestamp() THEN 0 ELSE a.in_flight END';

/**
 * Takes a slot for one try of `key` when the key is not locked and its wrong answers in a row plus
 * the tries in flight are below `limit`. Otherwise nothing changes and the answer says whether a
 * lock stands (lockedUntil) or the slots are all in flight (null: wait for one to settle).
 */
export async function takeAttempt(
  db: Queryable,
  key: string,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<AttemptTake> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO attempt_limits AS a (key, wrong, in_flight, in_flight_until, locked_until, updated_at)
     VALUES ($1, 0, 1, clock_timestamp() + make_interval(secs => $4::double precision / 1000), NULL, $2)
     ON CONFLICT (key) DO UPDATE SET
       wrong = ${LIVE_WRONG},
       locked_until = CASE WHEN ${LOCK_RAN_OUT} THEN NULL ELSE a.locked_until END,
       in_flight = ${LIVE_IN_FLIGHT} + 1,
       in_flight_until = clock_timestamp() + make_interval(secs => $4::double precision / 1000),
       updated_at = $2
     WHERE (a.locked_until IS NULL OR a.locked_until <= $2) AND ${LIVE_WRONG} + ${LIVE_IN_FLIGHT} < $3
     RETURNING a.key`,
    [key, now, limit, leaseMs],
  );
  if (rows.length === 1) return { taken: true };
  const state = await db.query<{ lockedUntil: Date | null }>(
    'SELECT CASE WHEN locked_until > $2 THEN locked_until END AS "lockedUntil" FROM attempt_limits WHERE key = $1',
    [key, now],
  );
  return { taken: false, lockedUntil: state[0]?.lockedUntil ?? null };
}

/** A right answer: the slot is freed and the wrong answers start from 0 again. */
export async function settleRightAttempt(db: Queryable, key: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE attempt_limits SET wrong = 0, in_flight = GREATEST(in_flight - 1, 0), updated_at = $2 WHERE key = $1',
    [key, now],
  );
}

/**
 * A wrong answer: the slot is freed and counted as wrong; the answer that reaches `limit` sets the
 * lock to `lockUntil` ('infinity' for a lock that only clearAttempts ends).
 */
export async function settleWrongAttempt(
  db: Queryable,
  key: string,
  limit: number,
  lockUntil: Date | 'infinity',
  now: Date,
): Promise<AttemptSettled> {
  const rows = await db.query<AttemptSettled>(
    `UPDATE attempt_limits SET
       wrong = wrong + 1,
       in_flight = GREATEST(in_flight - 1, 0),
       locked_until = CASE WHEN wrong + 1 >= $2 THEN COALESCE(locked_until, $3::timestamptz) ELSE locked_until END,
       updated_at = $4
     WHERE key = $1
     RETURNING wrong, locked_until AS "lockedUntil"`,
    [key, limit, lockUntil === 'infinity' ? 'infinity' : lockUntil.toISOString(), now],
  );
  return rows[0] ?? { wrong: 1, lockedUntil: null };
}

/** A try that ended without an answer (the comparison threw): the slot is freed, nothing is counted. */
export async function releaseAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE attempt_limits SET in_flight = GREATEST(in_flight - 1, 0) WHERE key = $1', [key]);
}

/** Ends a lock and the count (a password reset by SMS proves the phone). */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM attempt_limits WHERE key = $1', [key]);
}

/** The key's wrong answers in a row and lock, for tests and the action log; null when it has no row. */
export async function readAttempts(
  db: Queryable,
  key: string,
): Promise<{ wrong: number; inFlight: number; lockedUntil: Date | null } | null> {
  const rows = await db.query<{ wrong: number; inFlight: number; lockedUntil: Date | null }>(
    'SELECT wrong, in_flight AS "inFlight", locked_until AS "lockedUntil" FROM attempt_limits WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Deletes rows that hold nothing any more: no wrong answer, no live slot and no lock (or a lock that
 * ended before `now`). Returns how many.
 */
export async function deleteIdleAttempts(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM attempt_limits
     WHERE (wrong = 0 OR (locked_until IS NOT NULL AND locked_until <= $1))
       AND (in_flight = 0 OR in_flight_until <= clock_timestamp())
       AND (locked_until IS NULL OR locked_until <= $1)
     RETURNING key`,
    [now],
  );
  return rows.length;
}
