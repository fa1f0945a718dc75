import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import {
  DAY,
  HOUR,
  MINUTE,
  OFFERS,
  START_SECONDS,
  startParkingSuite,
  stay,
  type ParkingSuite,
} from './support/parking-kit';

const refusal = (dispMsg: string, code: string, params: Record<string, number> = {}) => ({
  success: true,
  result: { rtn: 0, dispMsg, problem: { code, params } },
});

describeOnDrivers('parking quotes and booking rules', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('loadTicketPool', () => {
    it("lists the site's offers in config order with tariff, capacity, balance and limits", async () => {
      const pool = await s.client().call('/cloud/parkco/ticket/loadTicketPool', { siteId: 'park-central-site' });
      expect(pool.result).toMatchObject({
        rtn: 1,
        siteId: 'park-central-site',
        timeZone: 'Pacific/Auckland',
        bookingRules: {
          bookingBeforeDay: 2,
          bookingBeforeTime: 30,
          minimumStayMinutes: 30,
          maximumBookingDays: 3,
          maxTicketsPerBooking: 4,
        },
      });
      expect(pool.result.list).toEqual([
        {
          offerCode: 'hourly',
          name: 'Hourly',
          description: '',
          tariff: { periodMinutes: 60, pricePerPeriod: 650, dailyMaximum: 3900, flatFee: 0 },
          capacity: 10,
          balance: 10,
          maxTicketsAtOnce: 3,
          status: 'available',
        },
        expect.objectContaining({ offerCode: 'free', balance: 3, maxTicketsAtOnce: null }),
        expect.objectContaining({ offerCode: 'last', balance: 1 }),
        expect.objectContaining({
          offerCode: 'flat',
          description: 'Daily with a booking fee',
          tariff: { periodMinutes: 1440, pricePerPeriod: 3500, dailyMaximum: null, flatFee: 150 },
        }),
      ]);
    });

    it('answers one offer, and refuses an unknown site or offer', async () => {
      const c = s.client();
      const one = await c.call<{ list: unknown[] }>('/cloud/parkco/ticket/loadTicketPool', {
        siteId: 'park-central-site',
        offerCode: 'last',
      });
      expect(one.result.list).toEqual([expect.objectContaining({ offerCode: 'last' })]);
      expect(await c.call('/cloud/parkco/ticket/loadTicketPool', { siteId: 'nowhere' })).toEqual(
        refusal('Site not found', 'SITE_NOT_FOUND'),
      );
      expect(
        await c.call('/cloud/parkco/ticket/loadTicketPool', { siteId: 'park-central-site', offerCode: 'nope' }),
      ).toEqual(refusal('This ticket offer is not available', 'OFFER_NOT_FOUND'));
      // Another tenant's site is not this tenant's.
      expect(
        await s.client('aes-park').call('/cloud/aesparkco/ticket/loadTicketPool', { siteId: 'park-central-site' }),
      ).toEqual(refusal('Site not found', 'SITE_NOT_FOUND'));
    });
  });

  describe('feeCalc', () => {
    it('quotes whole periods, the daily cap, tickets and the surcharge computed once', async () => {
      const c = s.client();
      const quote = await c.call('/spot/feeCalc', stay(s.clock.now(), 2, 2.5, { tickets: 2, paymentCode: 201 }));
      const entry = START_SECONDS + 2 * HOUR;
      expect(quote).toEqual({
        success: true,
        result: {
          rtn: 1,
          fee: {
            offerCode: 'hourly',
            entry,
            exit: entry + 2.5 * HOUR,
            tickets: 2,
            periods: 3,
            periodCharge: 1950,
            flatFee: 0,
            perTicket: 1950,
            amount: 3900,
            paymentCode: 201,
            // 1.5% of 3900 is 58.5: rounded half up, once, on the amount.
            surcharge: 59,
            total: 3959,
          },
          balance: 10,
          timeZone: 'Pacific/Auckland',
        },
      });
      const capped = await c.call<{ fee: { periodCharge: number } }>('/spot/feeCalc', stay(s.clock.now(), 1, 30));
      expect(capped.result.fee.periodCharge).toBe(3900 + 6 * 650);
    });

    it('answers the same under /feeCalc/parking, defaulting to one ticket and no surcharge', async () => {
      const c = s.client();
      const payload = stay(s.clock.now(), 3, 1, { offerCode: 'flat', tickets: undefined });
      const a = await c.call('/spot/feeCalc', payload);
      const b = await c.call('/feeCalc/parking', payload);
      expect(a).toEqual(b);
      expect(a.result).toMatchObject({
        rtn: 1,
        fee: { tickets: 1, periods: 1, perTicket: 3650, amount: 3650, paymentCode: null, surcharge: 0, total: 3650 },
      });
      const cash = await c.call('/feeCalc/parking', { ...payload, paymentCode: 200 });
      expect(cash.result).toMatchObject({ fee: { surcharge: 50, total: 3700 } });
    });

    it('refuses an unknown offer and a payment method that is not offered', async () => {
      const c = s.client();
      expect(await c.call('/spot/feeCalc', stay(s.clock.now(), 2, 1, { offerCode: 'valet' }))).toEqual(
        refusal('This ticket offer is not available', 'OFFER_NOT_FOUND'),
      );
      expect(await c.call('/spot/feeCalc', stay(s.clock.now(), 2, 1, { paymentCode: 202 }))).toEqual(
        refusal('This payment method is not available', 'PAYMENT_METHOD_NOT_FOUND'),
      );
      expect(await c.call('/spot/feeCalc', stay(s.clock.now(), 2, 1, { paymentCode: 305 }))).toEqual(
        refusal('This payment method is not available', 'PAYMENT_METHOD_NOT_FOUND'),
      );
    });

    it('refuses by the same booking rules as the order', async () => {
      expect(await s.client().call('/spot/feeCalc', stay(s.clock.now(), 2, 0.25))).toEqual(
        refusal('Minimum stay of 30 minutes', 'STAY_TOO_SHORT', { span: 30 }),
      );
    });

    it('works through the aes packaging of another tenant', async () => {
      const quote = await s.client('aes-park').call('/spot/feeCalc', stay(s.clock.now(), 2, 1, { offerCode: 'last' }));
      expect(quote.result).toMatchObject({ rtn: 1, fee: { amount: 800 }, balance: 1 });
    });
  });

  describe('svc/order refuses each booking rule with its message, holding nothing', () => {
    const now = () => START_SECONDS;
    const cases: Array<[string, () => Record<string, unknown>, ReturnType<typeof refusal>]> = [
      [
        'exit before entry',
        () => ({ entry: now() + 3 * HOUR, exit: now() + 2 * HOUR }),
        refusal('Exit time must be later than entry time', 'EXIT_NOT_AFTER_ENTRY'),
      ],
      [
        'exit equal to entry',
        () => ({ entry: now() + 3 * HOUR, exit: now() + 3 * HOUR }),
        refusal('Exit time must be later than entry time', 'EXIT_NOT_AFTER_ENTRY'),
      ],
      [
        'too short',
        () => ({ entry: now() + 2 * HOUR, exit: now() + 2 * HOUR + 29 * MINUTE }),
        refusal('Minimum stay of 30 minutes', 'STAY_TOO_SHORT', { span: 30 }),
      ],
      [
        'past entry',
        () => ({ entry: now() - MINUTE, exit: now() + 2 * HOUR }),
        refusal('Entry time cannot be earlier than now', 'ENTRY_IN_PAST'),
      ],
      [
        'span too long',
        () => ({ entry: now() + HOUR, exit: now() + HOUR + 3 * DAY }),
        refusal('A booking must span fewer than 3 days', 'SPAN_TOO_LONG', { day: 3 }),
      ],
      [
        'no tickets',
        () => ({ entry: now() + 2 * HOUR, exit: now() + 3 * HOUR, tickets: 0 }),
        refusal('Number of tickets must be greater than zero', 'TICKETS_NONE'),
      ],
      [
        'too many tickets',
        () => ({ entry: now() + 2 * HOUR, exit: now() + 3 * HOUR, tickets: 5 }),
        refusal('At most 4 tickets per booking', 'TICKETS_OVER_BOOKING_MAX', { max: 4 }),
      ],
      [
        // 00:00 on Friday 7 March in Auckland is three calendar days after Tuesday 4 March.
        'beyond bookingBeforeDay',
        () => ({ entry: Date.parse('2031-03-06T11:00:00Z') / 1000, exit: Date.parse('2031-03-06T13:00:00Z') / 1000 }),
        refusal('Entry can be booked at most 2 days ahead', 'ENTRY_TOO_FAR_AHEAD', { day: 2 }),
      ],
      [
        'too close to entry',
        () => ({ entry: now() + 29 * MINUTE, exit: now() + 3 * HOUR }),
        refusal('Please book at least 30 minutes before entry', 'ENTRY_TOO_SOON', { minutes: 30 }),
      ],
    ];

    it.each(cases)('%s', async (_name, times, expected) => {
      const c = s.client();
      const { token } = await s.customer();
      expect(await c.order(token, { offerCode: 'last', tickets: 1, ...times() })).toEqual(expected);
      expect(await c.balance('parkco', 'park-central-site', 'last')).toBe(OFFERS.last.capacity);
    });

    it('takes the last minute of the last day ahead', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const entry = Date.parse('2031-03-06T10:59:00Z') / 1000;
      const booking = await c.book(token, { offerCode: 'flat', entry, exit: entry + HOUR, tickets: 1 });
      expect(booking).toMatchObject({ status: 'pending_payment', entry });
    });
  });

  describe('malformed payloads', () => {
    it('answer 400 naming the field, before any rule', async () => {
      const c = s.client();
      const { token } = await s.customer();
      const base = { idempotencyKey: 'a-good-key-0123456789', ...stay(s.clock.now(), 2, 1) };
      const bad = async (payload: object, message: string | RegExp) => {
        const res = await c.raw('/svc/order', payload, token);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().result.dispMsg).toMatch(message);
      };
      await bad({ ...base, idempotencyKey: 'short' }, /^idempotencyKey: /);
      await bad({ ...base, idempotencyKey: 'has spaces in the key 123' }, /^idempotencyKey: /);
      await bad({ ...base, tickets: 51 }, /^tickets: /);
      await bad({ ...base, entry: 1.5 }, 'entry: must be an integer');
      await bad({ ...base, accountId: 'someone-else' }, 'accountId: is not allowed');
      const { idempotencyKey: _omitted, ...withoutKey } = base;
      await bad(withoutKey, 'idempotencyKey: is required');
    });

    it('answer 404 for an unknown shop and 401 without a session', async () => {
      const res = await s.t.app.inject({ method: 'POST', url: '/s/no-such-shop/api/spot/feeCalc', payload: {} });
      expect(res.statusCode).toBe(404);
      for (const path of ['/svc/order', '/ticket/bookingSummary', '/spot/zeroTxn']) {
        const unauthenticated = await s.client().raw(path, {});
        expect(unauthenticated.statusCode, path).toBe(401);
        expect(unauthenticated.json()).toEqual({
          success: false,
          result: { rtn: -1, dispMsg: 'Login expired', problem: { code: 'LOGIN_EXPIRED', params: {} } },
        });
      }
    });

    it("refuse another tenant's session with 401", async () => {
      const other = await s.customer('aesparkco');
      expect((await s.client().raw('/ticket/bookingSummary', {}, other.token)).statusCode).toBe(401);
    });
  });
});
