import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDrivers } from './support/describe-on-drivers';
import { CONDITIONED_OFFERS, HOUR, startParkingSuite, type ParkingSuite } from './support/parking-kit';

/** An instant on the Auckland clock (NZDT, UTC+13, in March 2031). */
const auckland = (date: string, time: string) => Date.parse(`${date}T${time}:00+13:00`) / 1000;

const refusal = (dispMsg: string, code: string, params: Record<string, number> = {}) => ({
  success: true,
  result: { rtn: 0, dispMsg, problem: { code, params } },
});

// The suite's now is 09:00 on Tuesday 4 March 2031 in Auckland; entries may be up to Thursday 6 March.
describeOnDrivers("an offer's conditions (docs/rules.md#offer-conditions)", (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('are listed with the offer in the ticket pool', async () => {
    const pool = await s
      .client('park-north')
      .call<{ list: Array<{ offerCode: string; conditions?: unknown }> }>('/cloud/parkco/ticket/loadTicketPool', {
        siteId: 'park-north-site',
      });
    expect(pool.result.list.find((o) => o.offerCode === 'early')?.conditions).toEqual(
      CONDITIONED_OFFERS.early.conditions,
    );
    expect(pool.result.list.find((o) => o.offerCode === 'hourly')).not.toHaveProperty('conditions');
  });

  it('price an early bird inside its window as one flat period', async () => {
    const quote = await s.client('park-north').call('/spot/feeCalc', {
      offerCode: 'early',
      entry: auckland('2031-03-05', '07:00'),
      exit: auckland('2031-03-05', '18:30'),
      tickets: 1,
    });
    expect(quote.result).toMatchObject({ rtn: 1, fee: { periods: 1, amount: 1800 } });
  });

  const cases: Array<[string, string, number, number, ReturnType<typeof refusal>]> = [
    [
      "an early bird entering at 01:30 (the issue's booking)",
      'early',
      auckland('2031-03-05', '01:30'),
      auckland('2031-03-05', '12:00'),
      refusal("The entry time is outside this ticket's entry times", 'OFFER_ENTRY_TIME'),
    ],
    [
      'an early bird leaving after 19:00',
      'early',
      auckland('2031-03-05', '07:00'),
      auckland('2031-03-05', '19:30'),
      refusal('The exit time is later than this ticket allows', 'OFFER_EXIT_TOO_LATE'),
    ],
    [
      "an evening entering at 03:45 (the issue's booking)",
      'evening',
      auckland('2031-03-05', '03:45'),
      auckland('2031-03-05', '06:00'),
      refusal("The entry time is outside this ticket's entry times", 'OFFER_ENTRY_TIME'),
    ],
    [
      'an evening leaving after 3:00 the next morning',
      'evening',
      auckland('2031-03-05', '18:00'),
      auckland('2031-03-06', '03:15'),
      refusal('The exit time is later than this ticket allows', 'OFFER_EXIT_TOO_LATE'),
    ],
  ];

  describe('refuse a quote with the reason', () => {
    it.each(cases)('%s', async (_name, offerCode, entry, exit, expected) => {
      expect(await s.client('park-north').call('/spot/feeCalc', { offerCode, entry, exit, tickets: 1 })).toEqual(
        expected,
      );
      expect(await s.client('park-north').call('/feeCalc/parking', { offerCode, entry, exit })).toEqual(expected);
    });
  });

  describe('refuse an order with the reason, holding nothing', () => {
    it.each(cases)('%s', async (_name, offerCode, entry, exit, expected) => {
      const c = s.client('park-north');
      const { token } = await s.customer();
      expect(await c.order(token, { offerCode, entry, exit, tickets: 1 })).toEqual(expected);
      expect(await c.balance('parkco', 'park-north-site', offerCode)).toBe(5);
    });
  });

  it('order an evening inside its conditions', async () => {
    const c = s.client('park-north');
    const { token } = await s.customer();
    const entry = auckland('2031-03-05', '17:30');
    const booking = await c.book(token, { offerCode: 'evening', entry, exit: entry + 9 * HOUR, tickets: 1 });
    expect(booking).toMatchObject({ status: 'pending_payment', entry, total: 1200 });
  });
});
