import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageText } from '../../../messages/use-message-text';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { sentenceCase, useOfferTerms } from '../../../tenant/use-offer-terms';
import { useTenant } from '../../../tenant/use-tenant';
import { localeSettingsOf } from '../../../config/locale-settings';
import { isTwelveHourFormat } from '../../../lib/offer-terms';
import { bookingQueryString, parseBookingQuery, type CompleteBookingQuery } from './booking-query';
import { entryDateWindow, latestExitDate } from './booking-window';
import {
  dateRangeProblem,
  draftChoice,
  initialDraft,
  withEntry,
  withOffer,
  type DateRangeDraft,
  type DateRangeProblem,
} from './date-range-draft';
import { nowSeconds } from './now-seconds';
import { stayMinutes } from './stay-length';
import type { TicketPool } from './use-ticket-pool';
import { useChoiceMachine } from './use-booking-machine';
import type { WallTime } from '../../../lib/site-time';

/** What the live price shows: the price (marked while the next loads), that it is on its way, or why there is none. */
export type LivePrice =
  | { kind: 'price'; total: number; tickets: number; pending: boolean }
  | { kind: 'loading' }
  | { kind: 'problem'; text: string }
  | { kind: 'none' };

/**
 * The controller of the date-range form: the draft choice (wall times at the site) and Continue,
 * which carries a choice that passes the checks to checkout in the URL. Every change goes to the
 * booking choice machine (useChoiceMachine), which checks it at once and prices it live; Continue checks
 * the whole choice again, stock included.
 */
export function useDateRangeForm(pool: TicketPool) {
  const { t } = useTranslation('parking');
  const textOf = useMessageText();
  const terms = useOfferTerms();
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  const [openedAt] = useState(nowSeconds);
  const [draft, setDraft] = useState(() => initialDraft(parseBookingQuery(params), pool, openedAt));
  // Checked on Continue; from then on every change is checked again, so the message follows the fix.
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const { timeZone, rules } = pool;
  const entryWindow = entryDateWindow(openedAt, rules, timeZone);
  const choice = draftChoice(draft, timeZone);
  const [snapshot, send] = useChoiceMachine(pool, choice ?? { offer: draft.offer, entry: 0, exit: 0, tickets: 1 });

  /** Tells the machine what changed between two choices (nothing while a date or time is missing). */
  const sendChanges = (before: CompleteBookingQuery | null, after: CompleteBookingQuery | null) => {
    if (after === null) return;
    const now = nowSeconds();
    if (before === null || before.offer !== after.offer) send({ type: 'SET_OFFER', offerCode: after.offer, now });
    if (before === null || before.entry !== after.entry || before.exit !== after.exit)
      send({ type: 'SET_TIMES', entry: after.entry, exit: after.exit, now });
    if (before === null || before.tickets !== after.tickets) send({ type: 'SET_TICKETS', tickets: after.tickets, now });
  };

  // The first choice is priced as the screen opens.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    sendChanges(null, choice);
    // Once, with the choice the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (next: DateRangeDraft) => {
    sendChanges(choice, draftChoice(next, timeZone));
    setDraft(next);
    if (checked) setProblem(dateRangeProblem(next, pool, nowSeconds()));
  };

  const proceed = () => {
    const found = dateRangeProblem(draft, pool, nowSeconds());
    setChecked(true);
    setProblem(found);
    const checkout = links.first(['checkout']);
    if (found || !choice || !checkout) return;
    const query = bookingQueryString(choice);
    const here = links.first(['daterange', 'daterange/home']);
    // Back from checkout returns to this choice, not to the defaults.
    if (here) void navigate(`${here}${query}`, { replace: true });
    void navigate(`${checkout}${query}`);
  };

  const problemText =
    problem === null
      ? null
      : problem.kind === 'timesMissing'
        ? t('booking.dateRange.timesMissing')
        : textOf(problem.message);
  const { estimate, estimatePending, message } = snapshot.context;
  const livePrice = ((): LivePrice => {
    // One message per failure: once Continue has shown why, the price area does not repeat it.
    if (choice === null)
      return problemText === null ? { kind: 'problem', text: t('booking.dateRange.timesMissing') } : { kind: 'none' };
    if (message !== null && !estimatePending)
      return problemText === null ? { kind: 'problem', text: textOf(message) } : { kind: 'none' };
    if (estimate !== null)
      return { kind: 'price', total: estimate.total, tickets: estimate.tickets, pending: estimatePending };
    return estimatePending ? { kind: 'loading' } : { kind: 'none' };
  })();
  const offer = pool.offers.find((o) => o.offerCode === draft.offer);
  const offerTerms = terms.termsOf(offer?.conditions);

  return {
    draft,
    /** The tenant's date format and clock, which the pickers show (docs/rules.md#date-formats). */
    dateFormat: settings.dateFormat,
    twelveHour: isTwelveHourFormat(settings.datetimeFormat),
    entry: { minDate: entryWindow.min, maxDate: entryWindow.max },
    exit: {
      minDate: draft.entry.date || entryWindow.min,
      maxDate: latestExitDate(draft.entry.date || entryWindow.max, rules),
    },
    stay: choice ? stayMinutes(choice.entry, choice.exit) : null,
    /** The chosen offer's conditions in words ('Enter 6:00–9:30 Mon–Fri, leave by 19:00'); null when it has none. */
    offerTerms: offerTerms === '' ? null : sentenceCase(offerTerms),
    livePrice,
    /** Why the choice cannot go on, in words. */
    problem: problemText,
    setOffer: (offerCode: string) => update(withOffer(draft, offerCode, pool, nowSeconds())),
    setEntry: (entry: WallTime) => update(withEntry(draft, entry, timeZone)),
    setExit: (exit: WallTime) => update({ ...draft, exit }),
    setTickets: (tickets: string) => update({ ...draft, tickets }),
    proceed,
  };
}
