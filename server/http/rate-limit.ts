/**
 * Rate limit of the API routes. Counters live in the database (rate_limit_counters), not in
 * process memory, so several server processes behind a load balancer share one limit per client.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import {
  DEFAULT_API_RATE_LIMIT,
  DEFAULT_SENSITIVE_RATE_LIMITS,
  type ApiRateLimit,
  type SensitiveRateLimits,
  type RouteRateLimit,
} from '../config/rate-limits';
import { countApiRequest, sweepRequestCounters } from '../services/request-counters';

/** The sensitive routes by the end of their path. */
function sensitiveLimitOf(url: string, limits: SensitiveRateLimits): RouteRateLimit | undefined {
  if (url.endsWith('/account/chkPhone')) return limits.chkPhone;
  if (url.endsWith('/account/getUserIdentifyCode') || url.endsWith('/sms/getUserIdentifyCode')) return limits.codeSend;
  return undefined;
}

const SWEEP_INTERVAL_MS = 60_000;

function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'api:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      countApiRequest(db, `${this.prefix}${key}`, timeWindow ?? DEFAULT_API_RATE_LIMIT.timeWindowMs).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // A route with its own limit counts apart from the others. The plugin passes the merged
      // limit with the route as routeInfo, not the route itself as its types say.
      const route: { method?: unknown; url?: string } =
        (params as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `route:${String(route.method)}:${route.url ?? ''}:`);
    }
  };
}

/** Registers the limiter on every route of `scope` (register it before the routes). */
export async function registerApiRateLimit(scope: FastifyInstance, db: Database, limit: ApiRateLimit): Promise<void> {
  // Before the plugin's own onRoute hook, which reads config.rateLimit of each route.
  const sensitive = limit.sensitive ?? DEFAULT_SENSITIVE_RATE_LIMITS;
  scope.addHook('onRoute', (route) => {
    const own = sensitiveLimitOf(route.url, sensitive);
    if (!own) return;
    route.config = {
      ...(route.config as object | undefined),
      rateLimit: { max: own.max, timeWindow: own.timeWindowMs },
    };
  });
  await scope.register(rateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    store: databaseStore(db),
    // A database hiccup must not take the API down with it: the request goes through uncounted.
    skipOnError: true,
  });
  const sweep = setInterval(() => {
    sweepRequestCounters(db).catch((error: unknown) =>
      scope.log.warn({ err: error }, 'sweeping rate limit counters failed'),
    );
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  scope.addHook('onClose', async () => clearInterval(sweep));
}
