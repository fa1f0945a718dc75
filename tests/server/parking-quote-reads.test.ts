import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import { MINUTE, startParkingSuite, stay, type ParkingSuite } from './support/parking-kit';

/**
 * A quote and a pool listing only read: tickets due back (a lapsed hold) count as back in the
 * balance they show, but nothing is written until the pool is next booked or the sweeper runs.
 */
describeOnDrivers('parking quotes read, bookings settle', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  const rowsOf = async (bookingId: string) => ({
    booking: (await s.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]
      ?.status,
    pool: (
      await s.db.query<{ available: number; updated: Date }>(
        `SELECT available, updated_at AS updated FROM ticket_pool WHERE tenant_id = 'parkco' AND site_id = 'park-central-site' AND offer_code = 'last'`,
      )
    )[0],
  });

  it('counts a lapsed hold as back without releasing it; the next order releases it', async () => {
    const c = s.client();
    const a = await s.customer();
    const b = await s.customer();
    const held = await c.book(a.token, stay(s.clock.now(), 3, 1, { offerCode: 'last' }));
    s.clock.advanceSeconds(15 * MINUTE);
    const before = await rowsOf(held.bookingId);
    expect(before).toMatchObject({ booking: 'pending_payment', pool: { available: 0 } });

    const quote = await c.call<{ balance: number }>('/spot/feeCalc', stay(s.clock.now(), 3, 1, { offerCode: 'last' }));
    expect(quote.result.balance).toBe(1);
    expect(await c.balance('parkco', 'park-central-site', 'last')).toBe(1);
    expect(await rowsOf(held.bookingId)).toEqual(before);

    await c.book(b.token, stay(s.clock.now(), 3, 1, { offerCode: 'last' }));
    expect(await rowsOf(held.bookingId)).toMatchObject({ booking: 'released', pool: { available: 0 } });
    expect(await c.balance('parkco', 'park-central-site', 'last')).toBe(0);
  });

  it('answers quotes asked at the same moment, for other pools and tenants, each with its own balance', async () => {
    // Reads of one moment share one statement (docs/architecture.md#read-batches): none may get another's row.
    const a = await s.customer();
    const north = s.client('park-north');
    await north.book(a.token, stay(s.clock.now(), 4, 1, { offerCode: 'hourly', tickets: 2 }));
    const asked = [
      { client: s.client(), offerCode: 'flat', balance: 50 },
      { client: s.client(), offerCode: 'hourly', balance: 10 },
      { client: north, offerCode: 'hourly', balance: 8 },
      { client: s.client('aes-park'), offerCode: 'hourly', balance: 10 },
      { client: s.client(), offerCode: 'free', balance: 3 },
    ];
    const quotes = await Promise.all(
      [...asked, ...asked, ...asked].map(({ client, offerCode }) =>
        client.call<{ balance: number }>('/spot/feeCalc', stay(s.clock.now(), 4, 1, { offerCode })),
      ),
    );
    expect(quotes.map((q) => q.result.balance)).toEqual([...asked, ...asked, ...asked].map((q) => q.balance));
  });

  it('reads the sessions of calls made at the same moment each for its own customer', async () => {
    const c = s.client();
    const customers = await Promise.all([1, 2, 3, 4].map(() => s.customer()));
    const aesCustomer = await s.customer('aesparkco');
    const booked = await Promise.all(
      customers.map((cu) => c.book(cu.token, stay(s.clock.now(), 5, 1, { offerCode: 'flat' }))),
    );
    const calls = await Promise.all([
      ...customers.map((cu) => c.summary(cu.token)),
      // A token of another tenant, and one that was never issued, in the same moment: both refused.
      c.raw('/ticket/bookingSummary', {}, aesCustomer.token),
      c.raw('/ticket/bookingSummary', {}, 'f'.repeat(43)),
    ]);
    const summaries = calls.slice(0, 4) as Awaited<ReturnType<typeof c.summary>>[];
    expect(summaries.map((sum) => sum.result.list.map((b) => b.bookingId))).toEqual(booked.map((b) => [b.bookingId]));
    expect(calls.slice(4).map((res) => (res as { statusCode: number }).statusCode)).toEqual([401, 401]);
  });
});
