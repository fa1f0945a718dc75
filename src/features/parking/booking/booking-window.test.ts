import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBookingProblem, DEFAULT_BOOKING_RULES } from '../../../lib/booking-rules';
import {
  DEFAULT_ENTRY_SLACK_SECONDS,
  DEFAULT_STAY_SECONDS,
  defaultBookingTimes,
  entryDateWindow,
  latestExitDate,
} from './booking-window';
import { wallTimeOf } from '../../../lib/site-time';

const AUCKLAND = 'Pacific/Auckland';

describe('defaultBookingTimes', () => {
  it('is the next quarter hour at least bookingBeforeTime minutes ahead, for two hours', () => {
    const now = Date.UTC(2026, 10, 20, 19, 7, 12) / 1000; // 08:07:12 in Auckland
    const { entry, exit } = defaultBookingTimes(now, { bookingBeforeTime: 30 });
    expect(wallTimeOf(entry, AUCKLAND)).toEqual({ date: '2026-11-21', time: '08:45' });
    expect(exit - entry).toBe(DEFAULT_STAY_SECONDS);
  });

  it('leaves a few minutes to reach checkout before the entry is too soon', () => {
    const now = Date.UTC(2026, 10, 20, 19, 0) / 1000;
    expect(defaultBookingTimes(now, { bookingBeforeTime: 30 }).entry).toBe(now + 45 * 60);
    expect(defaultBookingTimes(now - 300, { bookingBeforeTime: 30 }).entry).toBe(now + 30 * 60);
  });

  it('always passes the booking rules, in any zone (rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('UTC', AUCKLAND, 'America/New_York', 'Asia/Kathmandu'),
        (now, bookingBeforeTime, bookingBeforeDay, timeZone) => {
          const rules = { ...DEFAULT_BOOKING_RULES, bookingBeforeTime, bookingBeforeDay, minimumStayMinutes: 120 };
          const { entry, exit } = defaultBookingTimes(now, rules);
          expect(entry % 900).toBe(0);
          expect(entry - now).toBeGreaterThanOrEqual(bookingBeforeTime * 60 + DEFAULT_ENTRY_SLACK_SECONDS);
          expect(entry - now).toBeLessThan(bookingBeforeTime * 60 + DEFAULT_ENTRY_SLACK_SECONDS + 900);
          expect(firstBookingProblem({ entry, exit, tickets: 1 }, rules, { now, timeZone })).toBeNull();
        },
      ),
    );
  });
});

describe('entryDateWindow', () => {
  it('runs from today at the site to bookingBeforeDay days ahead', () => {
    // 11:30 on 20 Nov UTC is already 00:30 on 21 Nov in Auckland.
    const now = Date.UTC(2026, 10, 20, 11, 30) / 1000;
    expect(entryDateWindow(now, { bookingBeforeDay: 14 }, AUCKLAND)).toEqual({ min: '2026-11-21', max: '2026-12-05' });
    expect(entryDateWindow(now, { bookingBeforeDay: 1 }, 'UTC')).toEqual({ min: '2026-11-20', max: '2026-11-21' });
  });
});

describe('latestExitDate', () => {
  it('is maximumBookingDays after the entry date', () => {
    expect(latestExitDate('2026-11-28', { maximumBookingDays: 7 })).toBe('2026-12-05');
  });
});
