import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { describeOnDrivers } from './support/describe-on-drivers';
import { HOUR, MINUTE, poolState, startParkingSuite, stay, type ParkingSuite } from './support/parking-kit';

const refusal = (dispMsg: string, code: string, params: Record<string, number> = {}) => ({
  success: true,
  result: { rtn: 0, dispMsg, problem: { code, params } },
});
const REFERENCE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

describeOnDrivers('parking orders', (driver) => {
  let s: ParkingSuite;
  const nowSeconds = () => Math.floor(s.clock.now().getTime() / 1000);
  const expectInvariant = async (offerCode: string, siteId = 'park-central-site') => {
    const state = await poolState(s.db, 'parkco', siteId, offerCode);
    expect(state.held + state.available, JSON.stringify(state)).toBe(state.capacity);
    return state;
  };

  beforeAll(async () => {
    s = await startParkingSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('holds the tickets from the pool, in pending_payment until the hold ends', async () => {
    const c = s.client();
    const { token } = await s.customer();
    const before = await c.balance('parkco', 'park-central-site', 'hourly');
    const payload = stay(s.clock.now(), 2, 2, { tickets: 2, paymentCode: 201, licensePlate: ' ABC123 ' });
    const booking = await c.book(token, payload);
    expect(booking).toEqual({
      bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(REFERENCE),
      siteId: 'park-central-site',
      shopCode: 'park-central',
      lotName: 'park-central carpark',
      address: '1 park-central Street',
      timeZone: 'Pacific/Auckland',
      offerCode: 'hourly',
      offerName: 'Hourly',
      offerNames: 'Hourly',
      tickets: 2,
      entry: payload.entry,
      exit: payload.exit,
      latestExit: null,
      status: 'pending_payment',
      statusMessage: '',
      fee: 2600,
      surcharge: 39,
      total: 2639,
      paymentCode: 201,
      penalty: 0,
      refund: 0,
      cardNumber: '',
      cardHolder: '',
      licensePlate: 'ABC123',
      holdExpiresAt: nowSeconds() + 15 * MINUTE,
      holdSecondsLeft: 15 * MINUTE,
      createdAt: nowSeconds(),
      confirmedAt: null,
      passes: [
        {
          ticketNo: `${booking.reference}-1`,
          passCode: '',
          inside: false,
          lastEntry: null,
          lastExit: null,
          penalty: 0,
        },
        {
          ticketNo: `${booking.reference}-2`,
          passCode: '',
          inside: false,
          lastEntry: null,
          lastExit: null,
          penalty: 0,
        },
      ],
    });
    expect(await c.balance('parkco', 'park-central-site', 'hourly')).toBe(before - 2);
    // The customer sees it too, exactly as ordered.
    const summary = await c.summary(token);
    expect(summary.result).toEqual({ rtn: 1, list: [booking], total: 1, pageSize: 10, currPage: 1 });
    await expectInvariant('hourly');
  });

  it('keeps the plate as My spots writes it, and refuses one that is not a plate, holding nothing', async () => {
    const c = s.client();
    const { token } = await s.customer();
    const booking = await c.book(token, stay(s.clock.now(), 2, 1, { paymentCode: 201, licensePlate: 'ab 12 cd' }));
    expect(booking.licensePlate).toBe('AB12CD');
    const before = await c.balance('parkco', 'park-central-site', 'hourly');
    for (const licensePlate of ['AB_12!', 'ABCDEFGHIJK']) {
      expect(await c.order(token, stay(s.clock.now(), 2, 1, { paymentCode: 201, licensePlate }))).toEqual(
        refusal('Please enter a licence plate of up to 10 letters and digits', 'VEHICLE_PLATE_INVALID'),
      );
    }
    expect(await c.balance('parkco', 'park-central-site', 'hourly')).toBe(before);
    await expectInvariant('hourly');
  });

  it('charges the quoted total only: a price changed since the quote is refused and nothing is held', async () => {
    const c = s.client();
    const { token } = await s.customer();
    const choice = stay(s.clock.now(), 2, 2, { paymentCode: 201 });
    const quoted = await c.call<{ fee: { total: number } }>('/spot/feeCalc', choice);
    const total = quoted.result.fee.total;
    const before = await c.balance('parkco', 'park-central-site', 'hourly');
    expect(await c.order(token, { ...choice, quotedTotal: total + 1 })).toEqual(
      refusal(
        'The price has changed since you checked it. Please check the new price and confirm again',
        'PRICE_CHANGED',
      ),
    );
    expect(await c.balance('parkco', 'park-central-site', 'hourly')).toBe(before);
    const booked = await c.order(token, { ...choice, quotedTotal: total });
    expect(booked.result).toMatchObject({ rtn: 1, booking: { total } });
    await expectInvariant('hourly');
  });

  it('answers a sold-out offer cleanly, and says how many are left when fewer than asked', async () => {
    const c = s.client();
    const a = await s.customer();
    const b = await s.customer();
    await c.book(a.token, stay(s.clock.now(), 2, 1, { offerCode: 'last' }));
    expect(await c.order(b.token, stay(s.clock.now(), 2, 1, { offerCode: 'last' }))).toEqual(
      refusal('Sold out', 'SOLD_OUT', { available: 0 }),
    );
    const pool = await c.call<{ list: Array<{ balance: number; status: string }> }>(
      '/cloud/parkco/ticket/loadTicketPool',
      {
        siteId: 'park-central-site',
        offerCode: 'last',
      },
    );
    expect(pool.result.list[0]).toMatchObject({ balance: 0, status: 'sold_out' });
    // The quote still prices it, and says nothing is left.
    expect((await c.call('/spot/feeCalc', stay(s.clock.now(), 2, 1, { offerCode: 'last' }))).result).toMatchObject({
      rtn: 1,
      balance: 0,
    });

    await c.book(a.token, stay(s.clock.now(), 2, 1, { offerCode: 'free', tickets: 2 }));
    expect(await c.order(b.token, stay(s.clock.now(), 2, 1, { offerCode: 'free', tickets: 2 }))).toEqual(
      refusal('Only 1 left', 'ONLY_FEW_LEFT', { available: 1 }),
    );
    expect((await expectInvariant('last')).bookings).toBe(1);
    expect((await expectInvariant('free')).available).toBe(1);
  });

  it("keeps a customer within the offer's tickets at once, counting overlapping bookings only", async () => {
    const c = s.client();
    const { token } = await s.customer();
    await c.book(token, stay(s.clock.now(), 2, 3, { tickets: 2 }));
    expect(await c.order(token, stay(s.clock.now(), 4, 3, { tickets: 2 }))).toEqual(
      refusal('You can hold at most 3 tickets of this kind at once', 'TOO_MANY_AT_ONCE', { max: 3, held: 2 }),
    );
    // One more fits; and a stay after the first one ends does not overlap it.
    await c.book(token, stay(s.clock.now(), 4, 1, { tickets: 1 }));
    await c.book(token, stay(s.clock.now(), 5, 2, { tickets: 2 }));
    // Another customer has their own allowance.
    const other = await s.customer();
    await c.book(other.token, stay(s.clock.now(), 2, 3, { tickets: 1 }));
    await expectInvariant('hourly');
  });

  describe('idempotency', () => {
    it('returns the first answer to a retry with the same key, and books once', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const payload = { idempotencyKey: randomUUID(), ...stay(s.clock.now(), 3, 5, { offerCode: 'flat', tickets: 3 }) };
      const first = await c.call('/svc/order', payload, token);
      expect(first.result.rtn).toBe(1);
      const balance = await c.balance('parkco', 'park-central-site', 'flat');
      const again = await c.call('/svc/order', payload, token);
      expect(again).toEqual(first);
      // Keys sort differently, same payload: still the same request.
      const reordered = Object.fromEntries(Object.entries(payload).reverse());
      expect(await c.call('/svc/order', reordered, token)).toEqual(first);
      expect(await c.balance('parkco', 'park-central-site', 'flat')).toBe(balance);
      expect((await c.summary(token)).result.total).toBe(1);
      // Even after the hold lapsed, the retry answers what it answered first.
      s.clock.advanceSeconds(16 * MINUTE);
      expect(await c.call('/svc/order', payload, token)).toEqual(first);
      expect((await c.summary(token)).result.list.map((b) => b.status)).toEqual(['released']);
      await expectInvariant('flat');
    });

    it('refuses the same key with different details, on another call, or at another shop', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const idempotencyKey = randomUUID();
      const payload = { idempotencyKey, ...stay(s.clock.now(), 3, 2, { offerCode: 'flat' }) };
      const first = await c.call<{ booking: ParkingBooking }>('/svc/order', payload, token);
      expect(first.result.rtn).toBe(1);
      const conflict = refusal('This request was already made with different details', 'IDEMPOTENCY_CONFLICT');
      expect(await c.call('/svc/order', { ...payload, tickets: 2 }, token)).toEqual(conflict);
      expect(await c.call('/svc/order', { ...payload, licensePlate: 'XYZ' }, token)).toEqual(conflict);
      expect(
        await c.call('/spot/zeroTxn', { idempotencyKey, bookingId: first.result.booking.bookingId }, token),
      ).toEqual(conflict);
      expect(await s.client('park-north').call('/svc/order', { ...payload, offerCode: 'hourly' }, token)).toEqual(
        conflict,
      );
      expect((await c.summary(token)).result.total).toBe(1);
      // Keys belong to the account: another customer's identical key is theirs alone.
      const other = await s.customer();
      const theirs = await c.call<{ booking: ParkingBooking }>('/svc/order', payload, other.token);
      expect(theirs.result.rtn).toBe(1);
      expect(theirs.result.booking.bookingId).not.toBe(first.result.booking.bookingId);
    });

    it('leaves the key unused when the request was refused', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const idempotencyKey = randomUUID();
      const tooShort = stay(s.clock.now(), 3, 0.25, { offerCode: 'flat' });
      expect((await c.call('/svc/order', { idempotencyKey, ...tooShort }, token)).result.problem?.code).toBe(
        'STAY_TOO_SHORT',
      );
      expect(
        (await c.call('/svc/order', { idempotencyKey, ...tooShort, exit: Number(tooShort.entry) + HOUR }, token)).result
          .rtn,
      ).toBe(1);
    });
  });

  describe("another customer's bookings", () => {
    it('are answered exactly as missing ones', async () => {
      const c = s.client();
      const owner = await s.customer();
      const stranger = await s.customer();
      const booking = await c.book(owner.token, stay(s.clock.now(), 2, 1, { offerCode: 'flat' }));
      const empty = { success: true, result: { rtn: 1, list: [], total: 0, pageSize: 10, currPage: 1 } };
      expect(await c.summary(stranger.token, { bookingId: booking.bookingId })).toEqual(empty);
      expect(await c.summary(stranger.token, { bookingId: randomUUID() })).toEqual(empty);
      expect(await c.summary(stranger.token, { reference: booking.reference })).toEqual(empty);
      expect(await c.summary(stranger.token)).toEqual(empty);
      const notFound = refusal('Booking not found', 'BOOKING_NOT_FOUND');
      expect(
        await c.call('/spot/zeroTxn', { idempotencyKey: randomUUID(), bookingId: booking.bookingId }, stranger.token),
      ).toEqual(notFound);
      expect(
        await c.call('/spot/zeroTxn', { idempotencyKey: randomUUID(), bookingId: randomUUID() }, stranger.token),
      ).toEqual(notFound);
      // The owner still finds it, by id or by reference typed in lower case.
      expect((await c.summary(owner.token, { bookingId: booking.bookingId })).result.list).toEqual([booking]);
      expect((await c.summary(owner.token, { reference: booking.reference.toLowerCase() })).result.list).toEqual([
        booking,
      ]);
    });
  });

  describe('bookingSummary', () => {
    it('filters by status, site and booking time, and pages newest entry first', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const madeAt = nowSeconds();
      const late = await c.book(token, stay(s.clock.now(), 9, 1, { offerCode: 'flat' }));
      const early = await c.book(token, stay(s.clock.now(), 2, 1, { offerCode: 'flat' }));
      s.clock.advanceSeconds(60);
      const north = await s.client('park-north').book(token, stay(s.clock.now(), 5, 1));
      const all = await c.summary(token);
      expect(all.result.list.map((b) => b.bookingId)).toEqual([late.bookingId, north.bookingId, early.bookingId]);
      const page2 = await c.summary(token, { pageSize: 2, currPage: 2 });
      expect(page2.result).toMatchObject({ total: 3, pageSize: 2, currPage: 2 });
      expect(page2.result.list.map((b) => b.bookingId)).toEqual([early.bookingId]);
      expect((await c.summary(token, { siteId: 'park-north-site' })).result.list.map((b) => b.bookingId)).toEqual([
        north.bookingId,
      ]);
      expect((await c.summary(token, { dateStart: madeAt, dateEnd: madeAt + 1 })).result.total).toBe(2);
      expect((await c.summary(token, { dateStart: madeAt + 60 })).result.list.map((b) => b.bookingId)).toEqual([
        north.bookingId,
      ]);
      expect((await c.summary(token, { status: ['booked', 'expired'] })).result.total).toBe(0);
      expect((await c.summary(token, { status: ['pending_payment'] })).result.total).toBe(3);
      expect((await c.summary(token, { currPage: 9 })).result).toMatchObject({ list: [], total: 3 });
    });

    it("order 'soonest' pages the soonest entry first (my tickets' upcoming tab); 'latest' is the default", async () => {
      const c = s.client();
      const { token } = await s.customer();
      const late = await c.book(token, stay(s.clock.now(), 9, 1, { offerCode: 'flat' }));
      const early = await c.book(token, stay(s.clock.now(), 2, 1, { offerCode: 'flat' }));
      const middle = await s.client('park-north').book(token, stay(s.clock.now(), 5, 1));
      const ids = (list: { bookingId: string }[]) => list.map((b) => b.bookingId);
      expect(ids((await c.summary(token, { order: 'soonest' })).result.list)).toEqual([
        early.bookingId,
        middle.bookingId,
        late.bookingId,
      ]);
      expect(ids((await c.summary(token, { order: 'latest' })).result.list)).toEqual([
        late.bookingId,
        middle.bookingId,
        early.bookingId,
      ]);
      expect(ids((await c.summary(token)).result.list)).toEqual([late.bookingId, middle.bookingId, early.bookingId]);
      const second = await c.summary(token, { order: 'soonest', pageSize: 2, currPage: 2 });
      expect(ids(second.result.list)).toEqual([late.bookingId]);
      const refused = await c.raw('/ticket/bookingSummary', { order: 'random' }, token);
      expect(refused.statusCode).toBe(400);
    });
  });
});
