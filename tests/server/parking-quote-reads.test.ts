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
    booking: (await s.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]))[0]?.status,
    pool: (await s.db.query<{ available: number; updated: Date }>(
      `SELECT available, updated_at AS updated FROM ticket_pool WHERE tenant_id = 'parkco' AND site_id = 'park-central-site' AND offer_code = 'last'`,
    ))[0],
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
});
