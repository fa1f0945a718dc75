import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepParking } from '../../server/services/parking/parking-sweeper';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { describeOnDrivers } from './support/describe-on-drivers';
import {
  DAY,
  HOUR,
  MINUTE,
  OFFERS,
  parkingSite,
  parkingTenants,
  poolState,
  startParkingSuite,
  stay,
  type ParkingSuite,
} from './support/parking-kit';

const refusal = (dispMsg: string, code: string, params: Record<string, number> = {}) => ({
  success: true,
  result: { rtn: 0, dispMsg, problem: { code, params } },
});
const EXPIRED = refusal('Ticket expired', 'TICKET_EXPIRED');

describeOnDrivers('parking booking lifecycle', (driver) => {
  let s: ParkingSuite;
  const nowSeconds = () => Math.floor(s.clock.now().getTime() / 1000);
  const expectInvariant = async (offerCode: string, siteId = 'park-central-site') => {
    const state = await poolState(s.db, 'parkco', siteId, offerCode);
    expect(state.held + state.available, JSON.stringify(state)).toBe(state.capacity);
    return state;
  };
  const zeroTxn = (token: string, bookingId: string, idempotencyKey = randomUUID(), shop = 'park-central') =>
    s.client(shop).call<{ booking: ParkingBooking }>('/spot/zeroTxn', { idempotencyKey, bookingId }, token);

  beforeAll(async () => {
    s = await startParkingSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('spot/zeroTxn', () => {
    it('confirms a zero-amount booking without payment, once', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const held = await c.book(token, stay(s.clock.now(), 2, 2, { offerCode: 'free', paymentCode: 201 }));
      expect(held).toMatchObject({ status: 'pending_payment', fee: 0, surcharge: 0, total: 0 });
      s.clock.advanceSeconds(MINUTE);
      const key = randomUUID();
      const confirmed = await zeroTxn(token, held.bookingId, key);
      expect(confirmed.result.rtn).toBe(1);
      const booking = confirmed.result.booking;
      expect(booking).toMatchObject({
        bookingId: held.bookingId,
        status: 'booked',
        statusMessage: '',
        holdExpiresAt: null,
        confirmedAt: nowSeconds(),
      });
      for (const pass of booking.passes) expect(pass.passCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Set(booking.passes.map((p) => p.passCode)).size).toBe(booking.passes.length);
      // A retry answers the same; a new request finds it already booked.
      expect(await zeroTxn(token, held.bookingId, key)).toEqual(confirmed);
      expect(await zeroTxn(token, held.bookingId)).toEqual(confirmed);
      expect((await c.summary(token, { bookingId: held.bookingId })).result.list).toEqual([booking]);
      await expectInvariant('free');
    });

    it('refuses a booking that needs a payment, or belongs to another shop', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const paid = await c.book(token, stay(s.clock.now(), 2, 1, { offerCode: 'flat' }));
      expect(await zeroTxn(token, paid.bookingId)).toEqual(refusal('This booking needs a payment', 'PAYMENT_REQUIRED'));
      const free = await c.book(token, stay(s.clock.now(), 2, 1, { offerCode: 'free' }));
      expect(await zeroTxn(token, free.bookingId, randomUUID(), 'park-north')).toEqual(
        refusal('Booking not found', 'BOOKING_NOT_FOUND'),
      );
      expect((await c.summary(token, { bookingId: free.bookingId })).result.list[0]?.status).toBe('pending_payment');
    });

    it("answers 'Ticket expired' once the hold lapsed, releasing its tickets", async () => {
      const c = s.client();
      const { token } = await s.customer();
      const held = await c.book(token, stay(s.clock.now(), 2, 1, { offerCode: 'free' }));
      s.clock.advanceSeconds(15 * MINUTE);
      expect(await zeroTxn(token, held.bookingId)).toEqual(EXPIRED);
      const state = await expectInvariant('free');
      const released = await s.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
        held.bookingId,
      ]);
      expect(released[0]?.status).toBe('released');
      expect(state.held).toBe(1);
    });
  });

  describe('unpaid holds', () => {
    it('release their tickets after the timeout, on the next read, with no sweeper', async () => {
      const c = s.client();
      const a = await s.customer();
      const b = await s.customer();
      const held = await c.book(a.token, stay(s.clock.now(), 3, 1, { offerCode: 'last' }));
      expect(held.holdExpiresAt).toBe(nowSeconds() + 15 * MINUTE);
      s.clock.advanceSeconds(15 * MINUTE - 1);
      expect(await c.balance('parkco', 'park-central-site', 'last')).toBe(0);
      expect((await c.order(b.token, stay(s.clock.now(), 3, 1, { offerCode: 'last' }))).result.problem?.code).toBe(
        'SOLD_OUT',
      );
      s.clock.advanceSeconds(1);
      expect(await c.balance('parkco', 'park-central-site', 'last')).toBe(1);
      expect((await c.summary(a.token)).result.list).toEqual([
        { ...held, status: 'released', statusMessage: 'Not paid in time', holdExpiresAt: null, holdSecondsLeft: null },
      ]);
      await c.book(b.token, stay(s.clock.now(), 3, 1, { offerCode: 'last' }));
      expect(await expectInvariant('last')).toMatchObject({ capacity: 1, available: 0, held: 1, bookings: 2 });
    });

    it('release their tickets when the sweeper runs', async () => {
      const before = await expectInvariant('last');
      expect(before.held).toBe(1);
      s.clock.advanceSeconds(15 * MINUTE);
      const report = await sweepParking({ db: s.db, now: s.clock.now });
      expect(report.ticketsReturned).toBeGreaterThanOrEqual(1);
      expect(await expectInvariant('last')).toMatchObject({ available: 1, held: 0 });
      // Nothing is due twice.
      expect((await sweepParking({ db: s.db, now: s.clock.now })).ticketsReturned).toBe(0);
    });
  });

  describe('booked tickets', () => {
    it("expire when the booked time is over: 'Ticket expired', tickets back in the pool", async () => {
      const c = s.client();
      const { token } = await s.customer();
      const held = await c.book(token, stay(s.clock.now(), 1, 1, { offerCode: 'free' }));
      const booked = (await zeroTxn(token, held.bookingId)).result.booking;
      const before = await expectInvariant('free');
      s.clock.advanceSeconds(2 * HOUR);
      const [expired] = (await c.summary(token)).result.list;
      expect(expired).toEqual({ ...booked, status: 'expired', statusMessage: 'Ticket expired' });
      expect((await expectInvariant('free')).available).toBe(before.available + 1);
      expect(await zeroTxn(token, held.bookingId)).toEqual(EXPIRED);
    });
  });

  describe('capacity changes in the config', () => {
    it('move the balance by the difference, and never oversell when lowered under what is held', async () => {
      const c = s.client('park-north');
      const { token } = await s.customer();
      const withCapacity = async (capacity: number) => {
        const tenants = parkingTenants();
        const parkco = tenants[0];
        if (!parkco) throw new Error('no parkco');
        parkco.sites[1] = parkingSite('park-north', [{ ...OFFERS.hourly, capacity }]);
        await s.replaceTenant(parkco);
      };
      await c.book(token, stay(s.clock.now(), 2, 1, { tickets: 2 }));
      expect(await c.balance('parkco', 'park-north-site', 'hourly')).toBe(8);
      await withCapacity(15);
      expect(await c.balance('parkco', 'park-north-site', 'hourly')).toBe(13);
      await withCapacity(1);
      expect(await c.balance('parkco', 'park-north-site', 'hourly')).toBe(0);
      const other = await s.customer();
      expect(await c.order(other.token, stay(s.clock.now(), 2, 1))).toEqual(
        refusal('Sold out', 'SOLD_OUT', { available: 0 }),
      );
      // The refused order changed nothing; the tickets held and the balance still add up.
      expect(await expectInvariant('hourly', 'park-north-site')).toMatchObject({ held: 2 });
      await withCapacity(10);
      expect(await c.balance('parkco', 'park-north-site', 'hourly')).toBe(8);
      await c.book(other.token, stay(s.clock.now(), 2, 1));
      expect(await expectInvariant('hourly', 'park-north-site')).toMatchObject({ capacity: 10, available: 7, held: 3 });
    });

    it('an offer removed from the config can no longer be listed or booked', async () => {
      const tenants = parkingTenants();
      const parkco = tenants[0];
      if (!parkco) throw new Error('no parkco');
      parkco.sites[1] = parkingSite('park-north', []);
      await s.replaceTenant(parkco);
      const c = s.client('park-north');
      const { token } = await s.customer();
      expect(await c.order(token, stay(s.clock.now(), 2, 1))).toEqual(
        refusal('This ticket offer is not available', 'OFFER_NOT_FOUND'),
      );
      expect((await c.call('/cloud/parkco/ticket/loadTicketPool', { siteId: 'park-north-site' })).result).toMatchObject(
        { rtn: 1, list: [] },
      );
      await s.replaceTenant(parkingTenants()[0] ?? parkco);
    });
  });

  it('forgets idempotency keys after 7 days', async () => {
    const c = s.client();
    const { token, accountId } = await s.customer();
    const payload = { idempotencyKey: randomUUID(), ...stay(s.clock.now(), 2, 1, { offerCode: 'flat' }) };
    expect((await c.call('/svc/order', payload, token)).result.rtn).toBe(1);
    const keys = async () =>
      (
        await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE account_id = $1', [
          accountId,
        ])
      )[0]?.n;
    expect(await keys()).toBe(1);
    s.clock.advanceSeconds(7 * DAY - 1);
    await sweepParking({ db: s.db, now: s.clock.now });
    expect(await keys()).toBe(1);
    s.clock.advanceSeconds(2);
    await sweepParking({ db: s.db, now: s.clock.now });
    expect(await keys()).toBe(0);
  });
});
