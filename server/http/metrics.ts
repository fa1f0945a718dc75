/**
 * What an operator watches (docs/architecture.md#metrics): GET /metrics in Prometheus' text format,
 * for the bearer of METRICS_TOKEN only. Each server process counts its own requests and payments;
 * behind a load balancer Prometheus scrapes every process on its own address (the balancer does not
 * proxy /metrics), and sums. Loaded only when a token is set, so a server without one pays nothing.
 *
 *   kerbside_http_requests_total{method,route,status}    route: the pattern (/s/:shop/api/svc/pay), never the raw URL
 *   kerbside_http_request_duration_seconds{method,route,status}   histogram
 *   kerbside_payments_total{kind,provider,outcome}        settlements (server/services/shared/payment-metrics.ts)
 *   kerbside_refunds_total{kind,provider,outcome}         and refunds, with kerbside_refunded_minor_units_total
 *   kerbside_open_holds{tenant}, kerbside_open_hold_tickets{tenant}   read from the database at each scrape
 *   kerbside_db_pool_connections{state}, kerbside_db_pool_max         PostgreSQL's pool (absent on PGlite)
 *   nodejs_eventloop_lag_seconds, nodejs_eventloop_lag_p99_seconds, process_*, ...   prom-client's defaults
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import type { OpenHolds } from '../services/open-holds';
import type { PaymentMetrics } from '../services/shared/payment-metrics';
import { sameSecret } from '../services/shared/same-secret';

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached tenant config (~1 ms) to a gateway call that nearly timed out. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route matched (a 404 of the router): one label, so probing URLs cannot make new series. */
const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsSources {
  db: Pick<Database, 'poolUse'>;
  /** The unpaid bookings holding tickets now (a database read at each scrape). */
  openHolds: () => Promise<OpenHolds[]>;
}

export interface ServerMetrics {
  registry: Registry;
  /** The port the payment, wallet and shop services count settlements and refunds through. */
  payments: PaymentMetrics;
}

export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  // One registry per app, not prom-client's global one: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const payments = new Counter({
    name: 'kerbside_payments_total',
    help: 'Payments settled, by kind (booking, top_up, shop_order, table_bill, single_pay), provider and outcome (approved, failed, abandoned, refunded).',
    labelNames: ['kind', 'provider', 'outcome'] as const,
    registers,
  });
  const refunds = new Counter({
    name: 'kerbside_refunds_total',
    help: 'Refunds asked of a provider (wallet: credited back to the card), by kind, provider and outcome (succeeded, refused).',
    labelNames: ['kind', 'provider', 'outcome'] as const,
    registers,
  });
  const refundedAmount = new Counter({
    name: 'kerbside_refunded_minor_units_total',
    help: 'Money refunded successfully, in minor units of the tenant currency, by kind and provider.',
    labelNames: ['kind', 'provider'] as const,
    registers,
  });

  // Both hold gauges read one query per scrape: prom-client collects every metric in the same tick,
  // so the second collect finds the first one's read still under way and shares it.
  let holdsRead: Promise<OpenHolds[]> | null = null;
  const holds = () =>
    (holdsRead ??= sources.openHolds().finally(() => {
      holdsRead = null;
    }));
  new Gauge({
    name: 'kerbside_open_holds',
    help: 'Unpaid parking bookings holding tickets now, by tenant (read from the database at scrape).',
    labelNames: ['tenant'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await holds()) this.set({ tenant: row.tenantId }, row.bookings);
    },
  });
  new Gauge({
    name: 'kerbside_open_hold_tickets',
    help: 'Tickets held by unpaid parking bookings now, by tenant (read from the database at scrape).',
    labelNames: ['tenant'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await holds()) this.set({ tenant: row.tenantId }, row.tickets);
    },
  });
  new Gauge({
    name: 'kerbside_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total (open), idle, waiting (callers queued for one).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.db.poolUse?.() ?? null;
      this.reset();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'kerbside_db_pool_max',
    help: 'Connections the PostgreSQL pool may open.',
    registers,
    collect() {
      const use = sources.db.poolUse?.() ?? null;
      this.reset();
      if (use) this.set(use.max);
    },
  });

  return {
    registry,
    payments: {
      paymentSettled: (kind, provider, outcome) => payments.inc({ kind, provider, outcome }),
      refundRecorded: (kind, provider, outcome, amount) => {
        refunds.inc({ kind, provider, outcome });
        if (outcome === 'succeeded') refundedAmount.inc({ kind, provider }, amount);
      },
    },
  };
}

/**
 * Counts every request by its route pattern and status, and serves /metrics to the token's bearer
 * (401 without it, so a scraper misconfigured says so rather than seeing a page of the app).
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, options: { token: string }): void {
  const registers = [metrics.registry];
  const requests = new Counter({
    name: 'kerbside_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'kerbside_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameSecret(given, options.token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The metrics need the bearer token set in METRICS_TOKEN.\n');
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
