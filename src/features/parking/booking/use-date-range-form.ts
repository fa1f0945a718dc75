import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageText } from '../../../messages/use-message-text';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useSiteTime } from '../../../tenant/use-site-time';
import { bookingQueryString, parseBookingQuery } from './booking-query';
import { entryDateWindow, latestExitDate } from './booking-window';
import { dateRangeProblem, draftChoice, initialDraft, withEntry, type DateRangeDraft, type DateRangeProblem } from './date-range-draft';
import { nowSeconds } from './now-seconds';
import { stayMinutes } from './stay-length';
import type { TicketPool } from './use-ticket-pool';
import { epochOfWallTime, type WallTime } from '../../../lib/site-time';

/**
 * The controller of the date-range form: the draft choice (wall times at the site), its checks, and
 * Continue, which carries a choice that passes them to checkout in the URL. A form rather than a
 * process: the booking machine starts at checkout, with the choice the URL carries.
 */
export function useDateRangeForm(pool: TicketPool) {
  const { t } = useTranslation('parking');
  const textOf = useMessageText();
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { dateTime } = useSiteTime();
  const [openedAt] = useState(nowSeconds);
  const [draft, setDraft] = useState(() => initialDraft(parseBookingQuery(params), pool, openedAt));
  // Checked on Continue; from then on every change is checked again, so the message follows the fix.
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const { timeZone, rules } = pool;
  const entryWindow = entryDateWindow(openedAt, rules, timeZone);
  const choice = draftChoice(draft, timeZone);
  const formattedOf = (wall: WallTime) => {
    const at = epochOfWallTime(wall, timeZone);
    return at === null ? null : dateTime(at);
  };

  const update = (next: DateRangeDraft) => {
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

  return {
    draft,
    entry: { formatted: formattedOf(draft.entry), minDate: entryWindow.min, maxDate: entryWindow.max },
    exit: { formatted: formattedOf(draft.exit), minDate: draft.entry.date || entryWindow.min, maxDate: latestExitDate(draft.entry.date || entryWindow.max, rules) },
    stay: choice ? stayMinutes(choice.entry, choice.exit) : null,
    /** Why the choice cannot go on, in words. */
    problem: problem === null ? null : problem.kind === 'timesMissing' ? t('booking.dateRange.timesMissing') : textOf(problem.message),
    setOffer: (offer: string) => update({ ...draft, offer }),
    setEntry: (entry: WallTime) => update(withEntry(draft, entry, timeZone)),
    setExit: (exit: WallTime) => update({ ...draft, exit }),
    setTickets: (tickets: string) => update({ ...draft, tickets }),
    proceed,
  };
}
