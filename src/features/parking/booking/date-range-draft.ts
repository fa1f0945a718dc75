import { messageOf, type Message } from '../../../protocol/message';
import { firstBookingProblem } from '../../../lib/booking-rules';
import type { BookingQuery, CompleteBookingQuery } from './booking-query';
import { DEFAULT_STAY_SECONDS, defaultBookingTimes, entryDateWindow, type BookingTimes } from './booking-window';
import { firstFittingStay, offerProblems } from '../../../lib/offer-conditions';
import type { TicketPool } from './use-ticket-pool';
import { epochOfWallTime, wallTimeOf, type WallTime } from '../../../lib/site-time';

/** What the date-range form holds: wall times at the site, and the ticket count as typed. */
export interface DateRangeDraft {
  offer: string;
  entry: WallTime;
  exit: WallTime;
  tickets: string;
}

/** Why the choice cannot go on: a booking rule or stock message, or a date or time not filled in. */
export type DateRangeProblem = { kind: 'message'; message: Message } | { kind: 'timesMissing' };

const firstOpenOffer = (pool: TicketPool) =>
  (pool.offers.find((o) => o.status === 'available' && o.balance > 0) ?? pool.offers[0])?.offerCode ?? '';

const conditionsOf = (pool: TicketPool, offerCode: string) =>
  pool.offers.find((o) => o.offerCode === offerCode)?.conditions;

/**
 * The times the form suggests for an offer (docs/rules.md#booking-form-defaults): the first stay that
 * meets the booking rules and the offer's conditions (an early bird: the next weekday 6:00 to 19:00),
 * else the plain defaults (a two-hour stay from the first quarter hour the rules allow). With
 * `fromDate` (a site date), the search starts that day when it is later than the first allowed entry.
 */
export function defaultTimesFor(
  offerCode: string,
  pool: TicketPool,
  now: number,
  fromDate: string | null = null,
): BookingTimes {
  const plain = defaultBookingTimes(now, pool.rules);
  const conditions = conditionsOf(pool, offerCode);
  if (!conditions) return plain;
  const lastEntryDate = entryDateWindow(now, pool.rules, pool.timeZone).max;
  const search = (earliestEntry: number) => {
    const fitting = firstFittingStay(conditions, {
      earliestEntry,
      lastEntryDate,
      defaultStaySeconds: DEFAULT_STAY_SECONDS,
      minimumStaySeconds: pool.rules.minimumStayMinutes * 60,
      timeZone: pool.timeZone,
    });
    return fitting !== null &&
      firstBookingProblem({ ...fitting, tickets: 1 }, pool.rules, { now, timeZone: pool.timeZone, conditions }) === null
      ? fitting
      : null;
  };
  const dayStart = fromDate === null ? null : epochOfWallTime({ date: fromDate, time: '00:00' }, pool.timeZone);
  return (dayStart !== null && dayStart > plain.entry ? search(dayStart) : null) ?? search(plain.entry) ?? plain;
}

/**
 * Another offer: the times stay where they meet its conditions, else move to its first fitting stay
 * from the chosen entry day (the customer's day is kept when the offer allows it), else from now.
 */
export function withOffer(draft: DateRangeDraft, offer: string, pool: TicketPool, now: number): DateRangeDraft {
  const choice = draftChoice(draft, pool.timeZone);
  if (choice !== null && offerProblems(choice, conditionsOf(pool, offer), pool.timeZone).length === 0)
    return { ...draft, offer };
  const times = defaultTimesFor(offer, pool, now, draft.entry.date || null);
  return {
    ...draft,
    offer,
    entry: wallTimeOf(times.entry, pool.timeZone),
    exit: wallTimeOf(times.exit, pool.timeZone),
  };
}

/** The form's first values: the URL's choice where it has one (a known offer, both times), else defaults inside the offer's conditions. */
export function initialDraft(query: BookingQuery, pool: TicketPool, now: number): DateRangeDraft {
  const offer =
    query.offer !== null && pool.offers.some((o) => o.offerCode === query.offer) ? query.offer : firstOpenOffer(pool);
  const times =
    query.entry !== null && query.exit !== null
      ? { entry: query.entry, exit: query.exit }
      : defaultTimesFor(offer, pool, now);
  const tickets = query.tickets !== null && query.tickets > 0 ? query.tickets : 1;
  return {
    offer,
    entry: wallTimeOf(times.entry, pool.timeZone),
    exit: wallTimeOf(times.exit, pool.timeZone),
    tickets: String(tickets),
  };
}

/** A new entry moves the exit with it, keeping the stay (as calendars do); a stay that cannot be read is left alone. */
export function withEntry(draft: DateRangeDraft, entry: WallTime, timeZone: string | undefined): DateRangeDraft {
  const before = epochOfWallTime(draft.entry, timeZone);
  const exit = epochOfWallTime(draft.exit, timeZone);
  const after = epochOfWallTime(entry, timeZone);
  if (before === null || exit === null || after === null || exit <= before) return { ...draft, entry };
  return { ...draft, entry, exit: wallTimeOf(after + (exit - before), timeZone) };
}

const TICKETS_PATTERN = /^\s*\d{1,3}\s*$/;

/** The choice as the URL carries it; null while a date or time is missing. Unreadable tickets count as 0 (the rule then says so). */
export function draftChoice(draft: DateRangeDraft, timeZone: string | undefined): CompleteBookingQuery | null {
  const entry = epochOfWallTime(draft.entry, timeZone);
  const exit = epochOfWallTime(draft.exit, timeZone);
  if (entry === null || exit === null) return null;
  return { offer: draft.offer, entry, exit, tickets: TICKETS_PATTERN.test(draft.tickets) ? Number(draft.tickets) : 0 };
}

/**
 * The quick checks before checkout (docs/rules.md#booking-rules, in the server's order), then the stock:
 * a sold-out offer, or fewer tickets left than asked for.
 */
export function dateRangeProblem(draft: DateRangeDraft, pool: TicketPool, now: number): DateRangeProblem | null {
  if (draft.offer === '') return { kind: 'message', message: messageOf('OFFER_REQUIRED') };
  const choice = draftChoice(draft, pool.timeZone);
  if (choice === null) return { kind: 'timesMissing' };
  const conditions = conditionsOf(pool, draft.offer);
  const problem = firstBookingProblem(choice, pool.rules, {
    now,
    timeZone: pool.timeZone,
    ...(conditions ? { conditions } : {}),
  });
  if (problem) return { kind: 'message', message: messageOf(problem.code, problem.params) };
  const offer = pool.offers.find((o) => o.offerCode === draft.offer);
  if (!offer) return { kind: 'message', message: messageOf('OFFER_NOT_FOUND') };
  if (offer.status === 'sold_out' || offer.balance <= 0)
    return { kind: 'message', message: messageOf('SOLD_OUT', { available: 0 }) };
  if (offer.balance < choice.tickets)
    return { kind: 'message', message: messageOf('ONLY_FEW_LEFT', { available: offer.balance }) };
  return null;
}
