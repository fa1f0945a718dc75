import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRulesOf, firstBookingProblem } from './booking-rules';
import {
  firstFittingStay,
  flatPassPrice,
  isFlatPass,
  latestExitAllowed,
  longestStayMinutes,
  offerConditionsProblems,
  offerProblems,
  pricedRange,
  topUpProblems,
  weekdayOf,
  type OfferConditions,
} from './offer-conditions';
import { parkingFee } from './parking-fee';
import { epochOfWallTime, wallTimeOf } from './site-time';

const AUCKLAND = 'Pacific/Auckland';
const EARLY_BIRD: OfferConditions = {
  entryDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  entryFrom: '06:00',
  entryUntil: '09:30',
  latestExit: { time: '19:00' },
};
const EVENING: OfferConditions = { entryFrom: '17:00', latestExit: { time: '03:00', daysAfterEntry: 1 } };
const WEEKEND: OfferConditions = {
  entryDays: ['sat', 'sun'],
  entryFrom: '06:00',
  latestExit: { time: '23:59', weekday: 'sun' },
};

/** An instant on the Auckland clock. */
const at = (date: string, time: string) => epochOfWallTime({ date, time }, AUCKLAND) as number;
const codes = (entry: number, exit: number, conditions: OfferConditions) =>
  offerProblems({ entry, exit }, conditions, AUCKLAND).map((p) => p.code);

// 2026-11-23 is a Monday.
describe('offerProblems', () => {
  it('lets an early bird in between 6:00 and 9:30 on a weekday and out by 19:00', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(codes(at('2026-11-23', '06:00'), at('2026-11-23', '19:00'), EARLY_BIRD)).toEqual([]);
    expect(codes(at('2026-11-23', '09:30'), at('2026-11-23', '17:00'), EARLY_BIRD)).toEqual([]);
  });

  it("refuses the issue's 01:30 early bird and a weekend one, and an exit after 19:00", () => {
    expect(codes(at('2026-11-23', '01:30'), at('2026-11-23', '12:00'), EARLY_BIRD)).toEqual(['OFFER_ENTRY_TIME']);
    expect(codes(at('2026-11-23', '09:45'), at('2026-11-23', '12:00'), EARLY_BIRD)).toEqual(['OFFER_ENTRY_TIME']);
    expect(codes(at('2026-11-28', '07:00'), at('2026-11-28', '12:00'), EARLY_BIRD)).toEqual(['OFFER_ENTRY_DAY']);
    expect(codes(at('2026-11-23', '07:00'), at('2026-11-23', '19:15'), EARLY_BIRD)).toEqual(['OFFER_EXIT_TOO_LATE']);
  });

  it("refuses the issue's 03:45 evening entry; lets it out by 3:00 the next morning", () => {
    expect(codes(at('2026-11-23', '03:45'), at('2026-11-23', '06:00'), EVENING)).toEqual(['OFFER_ENTRY_TIME']);
    expect(codes(at('2026-11-23', '17:00'), at('2026-11-24', '03:00'), EVENING)).toEqual([]);
    expect(codes(at('2026-11-23', '23:00'), at('2026-11-24', '03:30'), EVENING)).toEqual(['OFFER_EXIT_TOO_LATE']);
  });

  it('counts a weekday exit bound from the entry date', () => {
    expect(codes(at('2026-11-28', '06:00'), at('2026-11-29', '23:59'), WEEKEND)).toEqual([]);
    expect(codes(at('2026-11-29', '08:00'), at('2026-11-29', '23:00'), WEEKEND)).toEqual([]);
    expect(codes(at('2026-11-28', '06:00'), at('2026-11-30', '00:30'), WEEKEND)).toEqual(['OFFER_EXIT_TOO_LATE']);
  });

  it('checks the earliest exit and the longest stay', () => {
    const conditions: OfferConditions = { earliestExit: { time: '15:00' }, maximumStayMinutes: 600 };
    expect(codes(at('2026-11-23', '07:00'), at('2026-11-23', '14:00'), conditions)).toEqual(['OFFER_EXIT_TOO_EARLY']);
    expect(
      offerProblems({ entry: at('2026-11-23', '07:00'), exit: at('2026-11-23', '17:30') }, conditions, AUCKLAND),
    ).toEqual([{ code: 'OFFER_STAY_TOO_LONG', params: { minutes: 600 } }]);
  });

  it('says nothing about an offer without conditions', () => {
    expect(offerProblems({ entry: 0, exit: 1 }, undefined, AUCKLAND)).toEqual([]);
  });
});

describe('the booking rules with an offer', () => {
  const now = at('2026-11-22', '20:00');
  const rules = bookingRulesOf({ bookingBeforeDay: 14 });
  it('report the offer condition after the general rules', () => {
    const stay = { entry: at('2026-11-23', '01:30'), exit: at('2026-11-23', '12:00'), tickets: 1 };
    expect(firstBookingProblem(stay, rules, { now, timeZone: AUCKLAND, conditions: EARLY_BIRD })).toEqual({
      code: 'OFFER_ENTRY_TIME',
      params: {},
    });
    expect(firstBookingProblem(stay, rules, { now, timeZone: AUCKLAND })).toBeNull();
    expect(
      firstBookingProblem({ ...stay, exit: stay.entry }, rules, { now, timeZone: AUCKLAND, conditions: EARLY_BIRD })
        ?.code,
    ).toBe('EXIT_NOT_AFTER_ENTRY');
  });
});

describe('flat passes', () => {
  it('knows the longest stay the conditions allow', () => {
    expect(longestStayMinutes(EARLY_BIRD)).toBe(13 * 60);
    expect(longestStayMinutes(EVENING)).toBe(10 * 60);
    expect(longestStayMinutes(WEEKEND)).toBe(42 * 60 - 1);
    expect(longestStayMinutes({ maximumStayMinutes: 1440 })).toBe(1440);
    expect(longestStayMinutes({ entryFrom: '17:00' })).toBeNull();
    expect(longestStayMinutes(undefined)).toBeNull();
  });

  it('are the offers whose stays all fit one period', () => {
    expect(isFlatPass({ periodMinutes: 780 }, EARLY_BIRD)).toBe(true);
    expect(isFlatPass({ periodMinutes: 2520 }, WEEKEND)).toBe(true);
    expect(isFlatPass({ periodMinutes: 60 }, EARLY_BIRD)).toBe(false);
    expect(isFlatPass({ periodMinutes: 60 }, undefined)).toBe(false);
    expect(flatPassPrice({ pricePerPeriod: 1800, dailyMaximum: null, flatFee: 0 })).toBe(1800);
    expect(flatPassPrice({ pricePerPeriod: 1800, dailyMaximum: 1500, flatFee: 100 })).toBe(1600);
  });

  it('cost one period even on the night a clock change makes an hour longer', () => {
    // Auckland goes back from 3:00 to 2:00 on 2026-04-05: 17:00 to 3:00 is eleven hours that night.
    const entry = at('2026-04-04', '17:00');
    const exit = at('2026-04-05', '03:00');
    expect(exit - entry).toBe(11 * 3600);
    const tariff = { periodMinutes: 600, pricePerPeriod: 1200 };
    expect(parkingFee(tariff, { entry, exit }).valid && parkingFee(tariff, { entry, exit })).toMatchObject({
      fee: { periods: 2 },
    });
    expect(parkingFee(tariff, pricedRange(tariff, EVENING, { entry, exit }))).toMatchObject({
      fee: { periods: 1, amount: 1200 },
    });
  });

  it('property: any stay that meets a pass is priced as one period', () => {
    const conditions = fc.constantFrom(EARLY_BIRD, EVENING, WEEKEND);
    fc.assert(
      fc.property(
        conditions,
        fc.integer({ min: 0, max: 400 * 96 }),
        fc.integer({ min: 1, max: 48 * 4 }),
        (c, quarter, quarters) => {
          const entry = at('2026-01-01', '00:00') + quarter * 900;
          const exit = entry + quarters * 900;
          fc.pre(offerProblems({ entry, exit }, c, AUCKLAND).length === 0);
          const longest = longestStayMinutes(c) as number;
          const tariff = { periodMinutes: longest + 1, pricePerPeriod: 999 };
          const fee = parkingFee(tariff, pricedRange(tariff, c, { entry, exit }));
          expect(fee).toMatchObject({ valid: true, fee: { periods: 1, amount: 999 } });
        },
      ),
    );
  });
});

describe('offerProblems, properties', () => {
  const clock = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const dayList = fc.subarray(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, { minLength: 1 });
  const instant = fc.integer({ min: at('2026-01-01', '00:00'), max: at('2027-01-01', '00:00') });

  it('an entry is refused for its time exactly when its wall clock lies outside the window', () => {
    fc.assert(
      fc.property(clock, clock, instant, (a, b, entry) => {
        const [entryFrom, entryUntil] = a <= b ? [a, b] : [b, a];
        const refused = codes(entry, entry + 3600, { entryFrom, entryUntil }).includes('OFFER_ENTRY_TIME');
        const time = wallTimeOf(entry, AUCKLAND).time;
        expect(refused).toBe(time < entryFrom || time > entryUntil);
      }),
    );
  });

  it('an entry is refused for its day exactly when its weekday at the site is not listed', () => {
    fc.assert(
      fc.property(dayList, instant, (entryDays, entry) => {
        const refused = codes(entry, entry + 3600, {
          entryDays: [...entryDays] as OfferConditions['entryDays'],
        }).includes('OFFER_ENTRY_DAY');
        expect(refused).toBe(!entryDays.includes(weekdayOf(wallTimeOf(entry, AUCKLAND).date)));
      }),
    );
  });

  it('a later exit never mends a latest-exit problem, an earlier one never mends an earliest-exit problem', () => {
    fc.assert(
      fc.property(
        clock,
        fc.integer({ min: 0, max: 2 }),
        instant,
        fc.integer({ min: 1, max: 3 * 96 }),
        fc.integer({ min: 1, max: 96 }),
        (time, days, entry, q, more) => {
          const latest: OfferConditions = { latestExit: { time, daysAfterEntry: days } };
          const exit = entry + q * 900;
          if (codes(entry, exit, latest).includes('OFFER_EXIT_TOO_LATE'))
            expect(codes(entry, exit + more * 900, latest)).toContain('OFFER_EXIT_TOO_LATE');
          const earliest: OfferConditions = { earliestExit: { time, daysAfterEntry: days } };
          if (codes(entry, exit, earliest).includes('OFFER_EXIT_TOO_EARLY'))
            expect(codes(entry, exit - more * 900, earliest)).toContain('OFFER_EXIT_TOO_EARLY');
        },
      ),
    );
  });

  it('the first fitting stay meets the conditions and starts no earlier than allowed', () => {
    const conditions = fc.record(
      {
        entryDays: dayList.map((d) => [...d] as OfferConditions['entryDays']),
        entryFrom: fc.constantFrom('00:00', '05:30', '06:00', '17:00'),
        entryUntil: fc.constantFrom('09:30', '23:59'),
        latestExit: fc.record({ time: clock, daysAfterEntry: fc.integer({ min: 0, max: 1 }) }),
        maximumStayMinutes: fc.integer({ min: 30, max: 3000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(conditions, instant, (c, now) => {
        const earliestEntry = Math.ceil(now / 900) * 900;
        const lastEntryDate = wallTimeOf(earliestEntry + 14 * 86_400, AUCKLAND).date;
        const stay = firstFittingStay(c, {
          earliestEntry,
          lastEntryDate,
          defaultStaySeconds: 7200,
          minimumStaySeconds: 1800,
          timeZone: AUCKLAND,
        });
        if (stay === null) return;
        expect(stay.entry).toBeGreaterThanOrEqual(earliestEntry);
        expect(stay.exit - stay.entry).toBeGreaterThanOrEqual(1800);
        expect(offerProblems(stay, c, AUCKLAND)).toEqual([]);
      }),
    );
  });
});

describe('firstFittingStay', () => {
  const search = (now: number) => ({
    earliestEntry: now,
    lastEntryDate: '2026-12-31',
    defaultStaySeconds: 7200,
    minimumStaySeconds: 1800,
    timeZone: AUCKLAND,
  });
  it('starts an early bird at 6:00 on the next weekday and leaves at 19:00', () => {
    // Saturday evening: Monday morning is the first early bird.
    expect(firstFittingStay(EARLY_BIRD, search(at('2026-11-28', '20:00')))).toEqual({
      entry: at('2026-11-30', '06:00'),
      exit: at('2026-11-30', '19:00'),
    });
    // Monday 7:15: the same morning, from now.
    expect(firstFittingStay(EARLY_BIRD, search(at('2026-11-23', '07:15')))).toEqual({
      entry: at('2026-11-23', '07:15'),
      exit: at('2026-11-23', '19:00'),
    });
  });

  it('starts an evening at 17:00 and leaves at 3:00; a plain offer keeps the default stay', () => {
    expect(firstFittingStay(EVENING, search(at('2026-11-23', '03:45')))).toEqual({
      entry: at('2026-11-23', '17:00'),
      exit: at('2026-11-24', '03:00'),
    });
    expect(firstFittingStay(undefined, search(at('2026-11-23', '03:45')))).toEqual({
      entry: at('2026-11-23', '03:45'),
      exit: at('2026-11-23', '05:45'),
    });
  });

  it('finds nothing when no day up to the last entry date fits', () => {
    expect(firstFittingStay(WEEKEND, { ...search(at('2026-11-23', '08:00')), lastEntryDate: '2026-11-25' })).toBeNull();
  });
});

describe('offerConditionsProblems (tenants:check)', () => {
  it('refuses a window that crosses midnight and conditions no stay fits', () => {
    expect(offerConditionsProblems({ entryFrom: '17:00', entryUntil: '02:00' }).map((p) => p.pointer)).toEqual([
      '/entryUntil',
    ]);
    expect(
      offerConditionsProblems({ entryFrom: '17:00', latestExit: { time: '16:00' } }).map((p) => p.pointer),
    ).toEqual(['/latestExit']);
    expect(offerConditionsProblems(EARLY_BIRD)).toEqual([]);
    expect(offerConditionsProblems(undefined)).toEqual([]);
  });
});

describe('top-ups keep the conditions the pass was sold with (docs/rules.md#top-up-rules)', () => {
  const entry = at('2026-11-23', '07:00');

  it('an early bird extends to 19:00 that day and no further; an evening pass to 03:00 the next day', () => {
    expect(latestExitAllowed(EARLY_BIRD, entry, AUCKLAND)).toBe(at('2026-11-23', '19:00'));
    expect(latestExitAllowed(EVENING, at('2026-11-23', '18:00'), AUCKLAND)).toBe(at('2026-11-24', '03:00'));
    expect(topUpProblems({ entry, exit: at('2026-11-23', '19:00') }, EARLY_BIRD, AUCKLAND)).toEqual([]);
    expect(topUpProblems({ entry, exit: at('2026-11-23', '19:30') }, EARLY_BIRD, AUCKLAND).map((p) => p.code)).toEqual([
      'OFFER_EXIT_TOO_LATE',
    ]);
  });

  it('the longest stay bounds it too, whichever comes first; no conditions, no bound', () => {
    const short: OfferConditions = { ...EARLY_BIRD, maximumStayMinutes: 240 };
    expect(latestExitAllowed(short, entry, AUCKLAND)).toBe(entry + 240 * 60);
    expect(topUpProblems({ entry, exit: entry + 300 * 60 }, short, AUCKLAND).map((p) => p.code)).toEqual([
      'OFFER_STAY_TOO_LONG',
    ]);
    expect(latestExitAllowed(null, entry, AUCKLAND)).toBeNull();
    expect(latestExitAllowed({ entryFrom: '06:00' }, entry, AUCKLAND)).toBeNull();
    expect(topUpProblems({ entry, exit: entry + 99 * 3600 }, null, AUCKLAND)).toEqual([]);
  });

  it('only exit conditions count: a pass booked in its window is not refused a top-up for its entry', () => {
    // Entered 05:00 (outside the window, e.g. a staff-made booking): the extension is judged on its exit only.
    expect(
      topUpProblems({ entry: at('2026-11-23', '05:00'), exit: at('2026-11-23', '18:00') }, EARLY_BIRD, AUCKLAND),
    ).toEqual([]);
  });

  it('property: an exit is refused exactly when it is later than latestExitAllowed', () => {
    const conditions = fc.record(
      {
        latestExit: fc.record({
          time: fc.constantFrom('03:00', '12:30', '19:00', '23:59'),
          daysAfterEntry: fc.integer({ min: 0, max: 2 }),
        }),
        maximumStayMinutes: fc.integer({ min: 15, max: 72 * 60 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        conditions,
        fc.integer({ min: 0, max: 60 * 24 * 14 }),
        fc.integer({ min: 1, max: 60 * 24 * 5 }),
        (c, entryMinute, stayMinutes) => {
          const start = at('2026-11-23', '00:00') + entryMinute * 60;
          const exit = start + stayMinutes * 60;
          const latest = latestExitAllowed(c, start, AUCKLAND);
          const refused = topUpProblems({ entry: start, exit }, c, AUCKLAND).length > 0;
          expect(refused).toBe(latest !== null && exit > latest);
        },
      ),
    );
  });
});
