import type { Queryable } from '../database';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one request for `key` atomically: a new window starts when none is open or the open
 * one has ended. One statement, so concurrent processes never lose a count.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<RateLimitHit> {
  const rows = await db.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
     VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= clock_timestamp() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING c.hits,
       GREATEST(0, CEIL(EXTRACT(EPOCH FROM (c.window_ends_at - clock_timestamp())) * 1000))::integer AS ttl_ms`,
    [key, windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** Deletes counters whose window ended; returns how many. */
export async function deleteExpiredCounters(db: Queryable): Promise<number> {
  const rows = await db.query<{ key: string }>(
    'DELETE FROM rate_limit_counters WHERE window_ends_at < clock_timestamp() RETURNING key',
  );
  return rows.length;
}

/** Ends the window of `key` now (e.g. a correct PIN clears its count of wrong ones). */
export async function resetCounter(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
}
