import { messageOf, type Message } from '../../../protocol/messages';
import { firstBookingProblem } from '../../../lib/booking-rules';
import type { BookingQuery, CompleteBookingQuery } from './booking-query';
import { defaultBookingTimes } from './booking-window';
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

const firstOpenOffer = (pool: TicketPool) => (pool.offers.find((o) => o.status === 'available' && o.balance > 0) ?? pool.offers[0])?.offerCode ?? '';

/** The form's first values: the URL's choice where it has one (a known offer, both times), else defaults. */
export function initialDraft(query: BookingQuery, pool: TicketPool, now: number): DateRangeDraft {
  const offer = query.offer !== null && pool.offers.some((o) => o.offerCode === query.offer) ? query.offer : firstOpenOffer(pool);
  const times = query.entry !== null && query.exit !== null ? { entry: query.entry, exit: query.exit } : defaultBookingTimes(now, pool.rules);
  const tickets = query.tickets !== null && query.tickets > 0 ? query.tickets : 1;
  return { offer, entry: wallTimeOf(times.entry, pool.timeZone), exit: wallTimeOf(times.exit, pool.timeZone), tickets: String(tickets) };
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
  const problem = firstBookingProblem(choice, pool.rules, { now, timeZone: pool.timeZone });
  if (problem) return { kind: 'message', message: messageOf(problem.code, problem.params) };
  const offer = pool.offers.find((o) => o.offerCode === draft.offer);
  if (!offer) return { kind: 'message', message: messageOf('OFFER_NOT_FOUND') };
  if (offer.status === 'sold_out' || offer.balance <= 0) return { kind: 'message', message: messageOf('SOLD_OUT', { available: 0 }) };
  if (offer.balance < choice.tickets) return { kind: 'message', message: messageOf('ONLY_FEW_LEFT', { available: offer.balance }) };
  return null;
}
