/**
 * What an operator watches (docs/architecture.md#metrics): /metrics for the token's bearer, in
 * Prometheus' text format, with the request counters by route pattern, the payments by provider and
 * outcome moved by a sandbox payment journey, the open holds read from the database, and the
 * process's event-loop lag.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import { startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { paymentActions, paymentTenants } from './support/payment-kit';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample of the exposition text, undefined when there is none with exactly these labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '')
      .split(/,(?=[a-zA-Z_]+=")/)
      .filter(Boolean)
      .sort();
    if (present.join(',') === wanted.join(',')) return Number(match[3]);
  }
  return undefined;
}

describeOnDrivers('metrics for the operator', (driver) => {
  let s: ParkingSuite;
  let actions: ReturnType<typeof paymentActions>;

  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, paymentTenants({ hourly: 20 }), undefined, { metrics: { token: TOKEN } });
    actions = paymentActions(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const scrape = async (): Promise<string> => {
    const res = await s.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  it('answers only the bearer of the token', async () => {
    const none = await s.t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('kerbside_');
    const wrong = await s.t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('an approved sandbox payment moves its counter by one; a decline moves the failed one', async () => {
    const approvedLabels = { kind: 'booking', provider: 'sandbox', outcome: 'approved' };
    const failedLabels = { kind: 'booking', provider: 'sandbox', outcome: 'failed' };
    const before = await scrape();
    const approvedBefore = sample(before, 'kerbside_payments_total', approvedLabels) ?? 0;
    const failedBefore = sample(before, 'kerbside_payments_total', failedLabels) ?? 0;

    await actions.paid();
    const afterPaid = await scrape();
    expect(sample(afterPaid, 'kerbside_payments_total', approvedLabels)).toBe(approvedBefore + 1);
    expect(sample(afterPaid, 'kerbside_payments_total', failedLabels) ?? 0).toBe(failedBefore);

    const h = await actions.held();
    const started = await actions.pay(h.token, h.booking.bookingId);
    await actions.decide(started.result.gatewayUrl, 'decline');
    await actions.status(h.token, started.result.txn);
    // Asked again: a settled payment is not counted twice.
    await actions.status(h.token, started.result.txn);
    const afterDeclined = await scrape();
    expect(sample(afterDeclined, 'kerbside_payments_total', failedLabels)).toBe(failedBefore + 1);
    expect(sample(afterDeclined, 'kerbside_payments_total', approvedLabels)).toBe(approvedBefore + 1);
  });

  it('a cancellation refunds through the gateway and counts the refund and its amount', async () => {
    const { token, booking } = await actions.paid(48, 2);
    const before = await scrape();
    const labels = { kind: 'booking', provider: 'sandbox', outcome: 'succeeded' };
    const refundsBefore = sample(before, 'kerbside_refunds_total', labels) ?? 0;
    const amountBefore =
      sample(before, 'kerbside_refunded_minor_units_total', { kind: 'booking', provider: 'sandbox' }) ?? 0;
    const quoted = await s
      .client()
      .call<{ quote: { amount: number } }>(
        '/parking/bookingRefund',
        { quote: true, bookingId: booking.bookingId },
        token,
      );
    const cancelled = await s
      .client()
      .call<{ booking: { refund: number } }>(
        '/parking/bookingRefund',
        { idempotencyKey: randomUUID(), bookingId: booking.bookingId, amount: quoted.result.quote.amount },
        token,
      );
    expect(cancelled.result.rtn, JSON.stringify(cancelled)).toBe(1);
    expect(cancelled.result.booking.refund).toBeGreaterThan(0);
    const after = await scrape();
    expect(sample(after, 'kerbside_refunds_total', labels)).toBe(refundsBefore + 1);
    expect(sample(after, 'kerbside_refunded_minor_units_total', { kind: 'booking', provider: 'sandbox' })).toBe(
      amountBefore + cancelled.result.booking.refund,
    );
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    await actions.held();
    const text = await scrape();
    const route = '/s/:shop/api/svc/order';
    expect(sample(text, 'kerbside_http_requests_total', { method: 'POST', route, status: '200' })).toBeGreaterThan(0);
    expect(text).not.toContain('route="/s/park-central/api/svc/order"');
    expect(
      sample(text, 'kerbside_http_request_duration_seconds_count', { method: 'POST', route, status: '200' }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'kerbside_http_request_duration_seconds_bucket', {
        method: 'POST',
        route,
        status: '200',
        le: '+Inf',
      }),
    ).toBeGreaterThan(0);
    // A URL no route matches is one series, however many URLs are probed.
    await s.t.app.inject({ method: 'POST', url: '/no/such/path/1' });
    await s.t.app.inject({ method: 'POST', url: '/no/such/path/2' });
    const probed = await scrape();
    expect(sample(probed, 'kerbside_http_requests_total', { method: 'POST', route: 'unmatched', status: '404' })).toBe(
      2,
    );
  });

  it('reads the open holds from the database at each scrape', async () => {
    const before = sample(await scrape(), 'kerbside_open_holds', { tenant: 'parkco' }) ?? 0;
    const ticketsBefore = sample(await scrape(), 'kerbside_open_hold_tickets', { tenant: 'parkco' }) ?? 0;
    await actions.held();
    const after = await scrape();
    expect(sample(after, 'kerbside_open_holds', { tenant: 'parkco' })).toBe(before + 1);
    expect(sample(after, 'kerbside_open_hold_tickets', { tenant: 'parkco' })).toBe(ticketsBefore + 1);
    const open = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE tenant_id = 'parkco' AND status = 'pending_payment' AND hold_expires_at > $1`,
      [s.clock.now()],
    );
    expect(sample(after, 'kerbside_open_holds', { tenant: 'parkco' })).toBe(open[0]?.n);
  });

  it("reports the event loop's lag, and the pool's use on PostgreSQL", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (driver.name === 'postgres') {
      expect(sample(text, 'kerbside_db_pool_max')).toBeGreaterThan(0);
      expect(sample(text, 'kerbside_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // The holds' read may be queued for a connection at that very moment (the tests' pool is small).
      expect(sample(text, 'kerbside_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'kerbside_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    } else expect(text).not.toContain('kerbside_db_pool_connections{');
  });
});
