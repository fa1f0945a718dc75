/**
 * The API's request counters per client (rate_limit_counters), kept in the database so every server
 * process behind a load balancer counts against one limit (server/http/rate-limit.ts).
 */
import type { Queryable } from '../db/database';
import { countRequest, deleteExpiredCounters, type RateLimitHit } from '../db/repositories/rate-limit-repository';

/** Counts one request for `key` in a window of `windowMs`; the window's count so far and its time left. */
export function countApiRequest(db: Queryable, key: string, windowMs: number): Promise<RateLimitHit> {
  return countRequest(db, key, windowMs);
}

/** Drops the counters whose window ended; how many. */
export function sweepRequestCounters(db: Queryable): Promise<number> {
  return deleteExpiredCounters(db);
}
