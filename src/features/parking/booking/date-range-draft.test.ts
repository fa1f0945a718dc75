import { describe, expect, it } from 'vitest';
import { bookingRulesOf } from '../../../lib/booking-rules';
import type { TicketPoolEntry } from '../../../generated/api/ticket-load-ticket-pool.response';
import {
  dateRangeProblem,
  draftChoice,
  initialDraft,
  withEntry,
  withOffer,
  type DateRangeDraft,
} from './date-range-draft';
import type { TicketPool } from './use-ticket-pool';

const ZONE = 'Pacific/Auckland';
// 2026-11-21 08:07 in Auckland.
const NOW = Date.UTC(2026, 10, 20, 19, 7) / 1000;
const offer = (code: string, balance: number, status: TicketPoolEntry['status'] = 'available'): TicketPoolEntry => ({
  offerCode: code,
  name: code,
  description: '',
  tariff: { periodMinutes: 60, pricePerPeriod: 650, dailyMaximum: 3900, flatFee: 0 },
  capacity: 150,
  balance,
  maxTicketsAtOnce: 4,
  status,
});
const POOL: TicketPool = {
  timeZone: ZONE,
  rules: bookingRulesOf({ bookingBeforeDay: 14 }),
  offers: [offer('early-bird', 0, 'sold_out'), offer('hourly', 3)],
};
const draft = (overrides: Partial<DateRangeDraft> = {}): DateRangeDraft => ({
  offer: 'hourly',
  entry: { date: '2026-11-21', time: '10:00' },
  exit: { date: '2026-11-21', time: '12:00' },
  tickets: '1',
  ...overrides,
});
const empty = { offer: null, entry: null, exit: null, tickets: null };

describe('initialDraft', () => {
  it('defaults to the first offer on sale, the next allowed quarter hour and two hours, at the site', () => {
    expect(initialDraft(empty, POOL, NOW)).toEqual(
      draft({ entry: { date: '2026-11-21', time: '08:45' }, exit: { date: '2026-11-21', time: '10:45' } }),
    );
  });

  it("keeps the URL's choice", () => {
    const entry = Date.UTC(2026, 10, 21, 21, 0) / 1000;
    expect(initialDraft({ offer: 'early-bird', entry, exit: entry + 3600, tickets: 3 }, POOL, NOW)).toEqual(
      draft({
        offer: 'early-bird',
        entry: { date: '2026-11-22', time: '10:00' },
        exit: { date: '2026-11-22', time: '11:00' },
        tickets: '3',
      }),
    );
  });

  it('ignores an offer the site does not have', () => {
    expect(initialDraft({ ...empty, offer: 'nope' }, POOL, NOW).offer).toBe('hourly');
  });
});

describe('withEntry', () => {
  it('moves the exit with the entry', () => {
    expect(withEntry(draft(), { date: '2026-11-22', time: '23:30' }, ZONE)).toMatchObject({
      entry: { date: '2026-11-22', time: '23:30' },
      exit: { date: '2026-11-23', time: '01:30' },
    });
  });

  it('leaves an unreadable stay alone', () => {
    expect(
      withEntry(draft({ exit: { date: '', time: '' } }), { date: '2026-11-22', time: '09:00' }, ZONE).exit,
    ).toEqual({ date: '', time: '' });
  });
});

describe('dateRangeProblem', () => {
  const message = (d: DateRangeDraft) => {
    const problem = dateRangeProblem(d, POOL, NOW);
    return problem?.kind === 'message' ? problem.message : problem;
  };

  it('passes a good choice', () => {
    expect(dateRangeProblem(draft(), POOL, NOW)).toBeNull();
    expect(draftChoice(draft(), ZONE)).toEqual({
      offer: 'hourly',
      entry: Date.UTC(2026, 10, 20, 21) / 1000,
      exit: Date.UTC(2026, 10, 20, 23) / 1000,
      tickets: 1,
    });
  });

  it('says what is wrong, in the order of the rules', () => {
    expect(message(draft({ entry: { date: '2026-11-21', time: '07:00' } }))).toEqual({ code: 'ENTRY_IN_PAST' });
    expect(message(draft({ exit: { date: '2026-11-21', time: '10:15' } }))).toEqual({
      code: 'STAY_TOO_SHORT',
      params: { span: 30 },
    });
    expect(message(draft({ exit: { date: '2026-11-21', time: '09:00' } }))).toEqual({ code: 'EXIT_NOT_AFTER_ENTRY' });
    expect(message(draft({ tickets: '5' }))).toEqual({ code: 'TICKETS_OVER_BOOKING_MAX', params: { max: 4 } });
    expect(message(draft({ tickets: 'x' }))).toEqual({ code: 'TICKETS_NONE' });
    expect(message(draft({ entry: { date: '2026-11-21', time: '08:20' } }))).toEqual({
      code: 'ENTRY_TOO_SOON',
      params: { minutes: 30 },
    });
    expect(
      message(draft({ entry: { date: '2026-12-06', time: '10:00' }, exit: { date: '2026-12-06', time: '12:00' } })),
    ).toEqual({
      code: 'ENTRY_TOO_FAR_AHEAD',
      params: { day: 14 },
    });
  });

  it('asks for a date and time when one is missing', () => {
    expect(dateRangeProblem(draft({ exit: { date: '2026-11-21', time: '' } }), POOL, NOW)).toEqual({
      kind: 'timesMissing',
    });
    expect(message(draft({ offer: '' }))).toEqual({ code: 'OFFER_REQUIRED' });
  });

  it('checks the stock', () => {
    expect(message(draft({ offer: 'early-bird' }))).toEqual({ code: 'SOLD_OUT', params: { available: 0 } });
    expect(message(draft({ tickets: '4' }))).toEqual({ code: 'ONLY_FEW_LEFT', params: { available: 3 } });
  });
});

describe("an offer's conditions on the form (docs/rules.md#offer-conditions)", () => {
  const early: TicketPoolEntry = {
    ...offer('early-bird', 20),
    tariff: { periodMinutes: 780, pricePerPeriod: 1800, dailyMaximum: null, flatFee: 0 },
    conditions: {
      entryDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      entryFrom: '06:00',
      entryUntil: '09:30',
      latestExit: { time: '19:00' },
    },
  };
  const pool: TicketPool = { ...POOL, offers: [early, offer('hourly', 3)] };

  it('start an early bird inside its window: Saturday morning suggests Monday 6:00 to 19:00', () => {
    expect(initialDraft({ ...empty, offer: 'early-bird' }, pool, NOW)).toEqual(
      draft({
        offer: 'early-bird',
        entry: { date: '2026-11-23', time: '06:00' },
        exit: { date: '2026-11-23', time: '19:00' },
      }),
    );
  });

  it('move the times into the window of a newly chosen offer, and keep times that fit it', () => {
    expect(withOffer(draft(), 'early-bird', pool, NOW)).toEqual(
      draft({
        offer: 'early-bird',
        entry: { date: '2026-11-23', time: '06:00' },
        exit: { date: '2026-11-23', time: '19:00' },
      }),
    );
    const monday = draft({
      offer: 'hourly',
      entry: { date: '2026-11-23', time: '07:00' },
      exit: { date: '2026-11-23', time: '09:00' },
    });
    expect(withOffer(monday, 'early-bird', pool, NOW)).toEqual({ ...monday, offer: 'early-bird' });
    expect(withOffer(monday, 'hourly', pool, NOW)).toEqual(monday);
  });

  it("keep the customer's entry day when the new offer allows it, whatever the time of day now", () => {
    // Wednesday 13:00 chosen on Saturday: the early bird moves to Wednesday's window, not to Monday's.
    const wednesday = draft({
      entry: { date: '2026-11-25', time: '13:00' },
      exit: { date: '2026-11-25', time: '15:00' },
    });
    expect(withOffer(wednesday, 'early-bird', pool, NOW)).toEqual(
      draft({
        offer: 'early-bird',
        entry: { date: '2026-11-25', time: '06:00' },
        exit: { date: '2026-11-25', time: '19:00' },
      }),
    );
    // Chosen on the morning of that day, inside the window: the first quarter hour the rules allow, that day.
    const wednesdayMorning = Date.UTC(2026, 10, 24, 19, 7) / 1000; // 08:07 in Auckland
    expect(withOffer(wednesday, 'early-bird', pool, wednesdayMorning).entry.date).toBe('2026-11-25');
    // A Saturday the offer does not allow: the next day it does.
    const saturday = draft({
      entry: { date: '2026-11-28', time: '13:00' },
      exit: { date: '2026-11-28', time: '15:00' },
    });
    expect(withOffer(saturday, 'early-bird', pool, NOW).entry).toEqual({ date: '2026-11-30', time: '06:00' });
    // A day past the booking window: the first fitting stay from now.
    const far = draft({ entry: { date: '2027-01-20', time: '13:00' }, exit: { date: '2027-01-20', time: '15:00' } });
    expect(withOffer(far, 'early-bird', pool, NOW).entry).toEqual({ date: '2026-11-23', time: '06:00' });
  });

  it('say why an early bird at 01:30 cannot be booked', () => {
    const night = draft({
      offer: 'early-bird',
      entry: { date: '2026-11-23', time: '01:30' },
      exit: { date: '2026-11-23', time: '12:00' },
    });
    expect(dateRangeProblem(night, pool, NOW)).toEqual({ kind: 'message', message: { code: 'OFFER_ENTRY_TIME' } });
  });
});
