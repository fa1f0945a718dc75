/**
 * When a ticket offer may be used (docs/rules.md#offer-conditions): the entry days and window, the
 * earliest and latest exit, the longest stay, as car parks state their early bird, evening and
 * weekend rates. Pure and shared: the server's quote and order refuse a stay that breaks them (through
 * booking-rules.ts), the date & time screen says why and starts inside them. Every condition is read
 * on the site's wall clock (its IANA zone).
 */
import type { OfferConditions, OfferExitBound, Tariff } from '../generated/tenant';
import {
  clockMinutes,
  entryFromOf,
  entryUntilOf,
  isFlatPass,
  longestStayMinutes,
  WEEKDAYS,
  type Weekday,
} from './offer-pass';
import { addDays, epochOfWallTime, wallTimeOf } from './site-time';

export type { OfferConditions, OfferExitBound };
export {
  clockMinutes,
  entryDaysOf,
  flatPassPrice,
  isFlatPass,
  longestStayMinutes,
  WEEKDAYS,
  type Weekday,
} from './offer-pass';

const SECONDS_PER_MINUTE = 60;
const NO_PARAMS: Record<string, never> = {};

/** Each way a stay can break an offer's conditions, in the order they are checked. */
export type OfferProblem =
  | { code: 'OFFER_ENTRY_DAY'; params: Record<string, never> }
  | { code: 'OFFER_ENTRY_TIME'; params: Record<string, never> }
  | { code: 'OFFER_EXIT_TOO_EARLY'; params: Record<string, never> }
  | { code: 'OFFER_EXIT_TOO_LATE'; params: Record<string, never> }
  | { code: 'OFFER_STAY_TOO_LONG'; params: { minutes: number } };

export const OFFER_PROBLEM_ORDER: readonly OfferProblem['code'][] = [
  'OFFER_ENTRY_DAY',
  'OFFER_ENTRY_TIME',
  'OFFER_EXIT_TOO_EARLY',
  'OFFER_EXIT_TOO_LATE',
  'OFFER_STAY_TOO_LONG',
];

/** The day of the week of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sun';
}

/** The date an exit bound falls on for an entry on `entryDate`. */
export function exitBoundDate(bound: OfferExitBound, entryDate: string): string {
  if (bound.weekday === undefined) return addDays(entryDate, bound.daysAfterEntry ?? 0);
  const from = WEEKDAYS.indexOf(weekdayOf(entryDate));
  const to = WEEKDAYS.indexOf(bound.weekday);
  return addDays(entryDate, (to - from + 7) % 7);
}

/** The instant of an exit bound for an entry on `entryDate` (seconds); null for a malformed date. */
export function exitBoundAt(bound: OfferExitBound, entryDate: string, timeZone: string | undefined): number | null {
  return epochOfWallTime({ date: exitBoundDate(bound, entryDate), time: bound.time }, timeZone);
}

/** Every condition the stay breaks, in OFFER_PROBLEM_ORDER; empty when the offer may be used for it (or has no conditions). */
export function offerProblems(
  stay: { entry: number; exit: number },
  conditions: OfferConditions | undefined,
  timeZone: string | undefined,
): OfferProblem[] {
  if (!conditions) return [];
  const problems: OfferProblem[] = [];
  const entryWall = wallTimeOf(stay.entry, timeZone);
  if (conditions.entryDays && !conditions.entryDays.includes(weekdayOf(entryWall.date)))
    problems.push({ code: 'OFFER_ENTRY_DAY', params: NO_PARAMS });
  const entryMinute = clockMinutes(entryWall.time);
  if (entryMinute < clockMinutes(entryFromOf(conditions)) || entryMinute > clockMinutes(entryUntilOf(conditions))) {
    problems.push({ code: 'OFFER_ENTRY_TIME', params: NO_PARAMS });
  }
  const earliest = conditions.earliestExit && exitBoundAt(conditions.earliestExit, entryWall.date, timeZone);
  if (typeof earliest === 'number' && stay.exit < earliest)
    problems.push({ code: 'OFFER_EXIT_TOO_EARLY', params: NO_PARAMS });
  const latest = conditions.latestExit && exitBoundAt(conditions.latestExit, entryWall.date, timeZone);
  if (typeof latest === 'number' && stay.exit > latest)
    problems.push({ code: 'OFFER_EXIT_TOO_LATE', params: NO_PARAMS });
  const longest = conditions.maximumStayMinutes;
  if (longest !== undefined && stay.exit - stay.entry > longest * SECONDS_PER_MINUTE)
    problems.push({ code: 'OFFER_STAY_TOO_LONG', params: { minutes: longest } });
  return problems;
}

/**
 * The stay as it is priced: a flat pass is one period even where a clock change makes its night an
 * hour longer than the wall clock says, so its exit is counted at most one period after entry.
 */
export function pricedRange(
  tariff: Pick<Tariff, 'periodMinutes'>,
  conditions: OfferConditions | undefined,
  stay: { entry: number; exit: number },
) {
  if (!isFlatPass(tariff, conditions)) return stay;
  return { entry: stay.entry, exit: Math.min(stay.exit, stay.entry + tariff.periodMinutes * SECONDS_PER_MINUTE) };
}

export interface FittingSearch {
  /** The earliest entry the booking rules allow (seconds, already on a quarter hour). */
  earliestEntry: number;
  /** The last entry date the rules allow ('YYYY-MM-DD' at the site). */
  lastEntryDate: string;
  /** The stay to suggest when the conditions bound no exit (seconds). */
  defaultStaySeconds: number;
  /** The shortest stay the rules allow (seconds). */
  minimumStaySeconds: number;
  timeZone: string | undefined;
}

/**
 * The first stay that fits the conditions, for the date & time screen's defaults: the first
 * allowed entry day from the earliest entry, entering as early as the window and the rules allow, and
 * leaving at the latest exit the offer allows (else after the default stay, within its longest stay
 * and after its earliest exit). Null when no day up to `lastEntryDate` fits.
 */
export function firstFittingStay(
  conditions: OfferConditions | undefined,
  search: FittingSearch,
): { entry: number; exit: number } | null {
  const { earliestEntry, lastEntryDate, timeZone } = search;
  const fallback = { entry: earliestEntry, exit: earliestEntry + search.defaultStaySeconds };
  if (!conditions) return fallback;
  const firstDate = wallTimeOf(earliestEntry, timeZone).date;
  for (let date = firstDate, day = 0; date <= lastEntryDate && day <= 366; date = addDays(date, 1), day += 1) {
    const opens = epochOfWallTime({ date, time: entryFromOf(conditions) }, timeZone);
    const closes = epochOfWallTime({ date, time: entryUntilOf(conditions) }, timeZone);
    if (opens === null || closes === null) continue;
    const entry = Math.max(opens, earliestEntry);
    if (entry > closes) continue;
    let exit = conditions.latestExit
      ? (exitBoundAt(conditions.latestExit, date, timeZone) ?? entry)
      : entry + search.defaultStaySeconds;
    if (conditions.maximumStayMinutes !== undefined)
      exit = Math.min(exit, entry + conditions.maximumStayMinutes * SECONDS_PER_MINUTE);
    const earliest = conditions.earliestExit ? exitBoundAt(conditions.earliestExit, date, timeZone) : null;
    if (earliest !== null && exit < earliest) exit = earliest;
    if (exit - entry < search.minimumStaySeconds) continue;
    if (offerProblems({ entry, exit }, conditions, timeZone).length === 0) return { entry, exit };
  }
  return null;
}

/** What a tenant file's conditions must also meet (tenants:check): an entry window in order, and room for a stay. */
export function offerConditionsProblems(
  conditions: OfferConditions | undefined,
): { pointer: string; message: string }[] {
  if (!conditions) return [];
  const out: { pointer: string; message: string }[] = [];
  if (clockMinutes(entryUntilOf(conditions)) < clockMinutes(entryFromOf(conditions))) {
    out.push({
      pointer: '/entryUntil',
      message: `must not be earlier than entryFrom (${entryFromOf(conditions)}): an entry window does not cross midnight; say 'leave by' the next day with latestExit.daysAfterEntry`,
    });
  }
  const longest = longestStayMinutes(conditions);
  if (longest !== null && longest <= 0) {
    out.push({
      pointer: '/latestExit',
      message: 'is not after the earliest entry on any allowed day: no stay fits these conditions',
    });
  }
  return out;
}

/**
 * The latest exit the conditions allow a stay entering at `entry` (seconds): the earlier of the
 * latest exit bound on the entry date and the longest stay; null when they bound neither. A top-up
 * moves only the exit, so this is how far a pass can be extended (docs/rules.md#top-up-rules).
 */
export function latestExitAllowed(
  conditions: OfferConditions | null | undefined,
  entry: number,
  timeZone: string | undefined,
): number | null {
  if (!conditions) return null;
  const bounds: number[] = [];
  if (conditions.latestExit) {
    const latest = exitBoundAt(conditions.latestExit, wallTimeOf(entry, timeZone).date, timeZone);
    if (latest !== null) bounds.push(latest);
  }
  if (conditions.maximumStayMinutes !== undefined)
    bounds.push(entry + conditions.maximumStayMinutes * SECONDS_PER_MINUTE);
  return bounds.length === 0 ? null : Math.min(...bounds);
}

const EXIT_PROBLEMS: ReadonlySet<OfferProblem['code']> = new Set(['OFFER_EXIT_TOO_LATE', 'OFFER_STAY_TOO_LONG']);

/**
 * What a later exit breaks of the conditions the pass was sold with: only the exit's own conditions
 * (latest exit, longest stay), since a top-up keeps the entry the booking was checked with.
 */
export function topUpProblems(
  stay: { entry: number; exit: number },
  conditions: OfferConditions | null | undefined,
  timeZone: string | undefined,
): OfferProblem[] {
  return offerProblems(stay, conditions ?? undefined, timeZone).filter((problem) => EXIT_PROBLEMS.has(problem.code));
}
