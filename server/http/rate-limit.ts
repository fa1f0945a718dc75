/**
 * Rate limit of the API routes. Counters live in the database (rate_limit_counters), not in
 * process memory, so several server processes behind a load balancer share one limit per client.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { countRequest, deleteExpiredCounters } from '../db/repositories/rate-limit-repository';

export interface ApiRateLimit {
  /** Requests allowed per client (IP address) per window. */
  max: number;
  timeWindowMs: number;
}

/** Generous: a busy customer session makes a few calls a second at most. */
export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = { max: 600, timeWindowMs: 60_000 };

const SWEEP_INTERVAL_MS = 60_000;

function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(_options: unknown, private readonly prefix = 'api:') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow ?? DEFAULT_API_RATE_LIMIT.timeWindowMs).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { path: string }): FastifyRateLimitStore {
      // A route with its own limit counts apart from the others.
      return new DatabaseRateLimitStore(undefined, `route:${routeOptions.path}:`);
    }
  };
}

/** Registers the limiter on every route of `scope` (register it before the routes). */
export async function registerApiRateLimit(scope: FastifyInstance, db: Database, limit: ApiRateLimit): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    store: databaseStore(db),
    // A database hiccup must not take the API down with it: the request goes through uncounted.
    skipOnError: true,
  });
  const sweep = setInterval(() => {
    deleteExpiredCounters(db).catch((error: unknown) => scope.log.warn({ err: error }, 'sweeping rate limit counters failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  scope.addHook('onClose', async () => clearInterval(sweep));
}
