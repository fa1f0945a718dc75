import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageText } from '../../../messages/use-message-text';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useSiteTime } from '../../../tenant/use-site-time';
import { useTenant } from '../../../tenant/use-tenant';
import { bookingQueryString, parseBookingQuery } from './booking-query';
import { entryDateWindow, latestExitDate } from './booking-window';
import { BookingMessageAlert } from './BookingMessageAlert';
import { dateRangeProblem, draftChoice, initialDraft, withEntry, type DateRangeDraft, type DateRangeProblem } from './date-range-draft';
import { DateTimeFields } from './DateTimeFields';
import { nowSeconds } from './now-seconds';
import { OfferField } from './OfferField';
import { stayMinutes } from './stay-length';
import { TicketCountField } from './TicketCountField';
import { epochOfWallTime, type WallTime } from './zoned-time';
import { useDurationText } from '../use-duration-text';
import type { TicketPool } from './use-ticket-pool';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/**
 * The choice of offer, entry, exit and tickets, in the site's time zone, with the quick checks of
 * docs/rules.md#booking-rules; Continue carries the choice to checkout in the URL.
 */
export function DateRangeForm({ pool }: { pool: TicketPool }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const textOf = useMessageText();
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [openedAt] = useState(nowSeconds);
  const [draft, setDraft] = useState(() => initialDraft(parseBookingQuery(params), pool, openedAt));
  // Checked on Continue; from then on every change is checked again, so the message follows the fix.
  const [problem, setProblem] = useState<DateRangeProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const { timeZone, rules } = pool;
  const entryWindow = entryDateWindow(openedAt, rules, timeZone);
  const choice = draftChoice(draft, timeZone);
  const stay = choice ? stayMinutes(choice.entry, choice.exit) : null;
  const durationOf = useDurationText();
  const { dateTime } = useSiteTime();
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

  const problemText = problem === null ? null : problem.kind === 'timesMissing' ? t('booking.dateRange.timesMissing') : textOf(problem.message);

  return (
    <Card>
      <CardContent sx={cardContent}>
        <Stack
          component="form"
          spacing={2.5}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            proceed();
          }}
        >
          <OfferField
            label={t('booking.dateRange.offer')}
            offers={pool.offers}
            value={draft.offer}
            soldOutLabel={t('booking.offers.soldOut')}
            onChange={(offer) => update({ ...draft, offer })}
          />
          <DateTimeFields
            name="entry"
            legend={t('booking.dateRange.entry')}
            dateLabel={t('booking.dateRange.date')}
            timeLabel={t('booking.dateRange.time')}
            value={draft.entry}
            formatted={formattedOf(draft.entry)}
            minDate={entryWindow.min}
            maxDate={entryWindow.max}
            onChange={(entry) => update(withEntry(draft, entry, timeZone))}
          />
          <DateTimeFields
            name="exit"
            legend={t('booking.dateRange.exit')}
            dateLabel={t('booking.dateRange.date')}
            timeLabel={t('booking.dateRange.time')}
            value={draft.exit}
            formatted={formattedOf(draft.exit)}
            minDate={draft.entry.date || entryWindow.min}
            maxDate={latestExitDate(draft.entry.date || entryWindow.max, rules)}
            onChange={(exit) => update({ ...draft, exit })}
          />
          <Typography variant="body2" color="text.secondary" data-testid="stay-summary">
            {stay === null ? t('booking.dateRange.noStay') : t('booking.dateRange.stay', { duration: durationOf(stay) })}
            {' · '}
            {t('booking.dateRange.siteTime', { site: bundle.site.lotName })}
          </Typography>
          <TicketCountField
            label={t('booking.dateRange.tickets')}
            helperText={t('booking.dateRange.ticketsHint', { max: rules.maxTicketsPerBooking })}
            fewerLabel={t('booking.dateRange.fewer')}
            moreLabel={t('booking.dateRange.more')}
            value={draft.tickets}
            max={rules.maxTicketsPerBooking}
            onChange={(tickets) => update({ ...draft, tickets })}
          />
          <BookingMessageAlert>{problemText}</BookingMessageAlert>
          <Button type="submit" variant="contained" size="large" fullWidth>
            {t('booking.dateRange.continue')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
