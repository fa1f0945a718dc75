import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useTenant } from '../../../tenant/use-tenant';
import { BookingMessageAlert } from './BookingMessageAlert';
import { DateTimeFields } from './DateTimeFields';
import { LivePriceBox } from './LivePriceBox';
import { OfferField } from './OfferField';
import { TicketCountField } from './TicketCountField';
import { useDurationText } from '../use-duration-text';
import type { TicketPool } from './use-ticket-pool';
import { useDateRangeForm } from './use-date-range-form';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/**
 * The choice of offer, entry, exit and tickets, in the site's time zone, with the quick checks of
 * docs/rules.md#booking-rules (useDateRangeForm); Continue carries the choice to checkout in the URL.
 */
export function DateRangeForm({ pool }: { pool: TicketPool }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const durationOf = useDurationText();
  const form = useDateRangeForm(pool);
  const { draft, stay } = form;
  const { rules } = pool;

  return (
    <Card>
      <CardContent sx={cardContent}>
        <Stack
          component="form"
          spacing={2.5}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.proceed();
          }}
        >
          <OfferField
            label={t('booking.dateRange.offer')}
            offers={pool.offers}
            value={draft.offer}
            soldOutLabel={t('booking.offers.soldOut')}
            helperText={form.offerTerms}
            onChange={form.setOffer}
          />
          <DateTimeFields
            name="entry"
            legend={t('booking.dateRange.entry')}
            dateLabel={t('booking.dateRange.date')}
            timeLabel={t('booking.dateRange.time')}
            value={draft.entry}
            minDate={form.entry.minDate}
            maxDate={form.entry.maxDate}
            dateFormat={form.dateFormat}
            twelveHour={form.twelveHour}
            onChange={form.setEntry}
          />
          <DateTimeFields
            name="exit"
            legend={t('booking.dateRange.exit')}
            dateLabel={t('booking.dateRange.date')}
            timeLabel={t('booking.dateRange.time')}
            value={draft.exit}
            minDate={form.exit.minDate}
            maxDate={form.exit.maxDate}
            dateFormat={form.dateFormat}
            twelveHour={form.twelveHour}
            onChange={form.setExit}
          />
          <Typography variant="body2" color="text.secondary" data-testid="stay-summary">
            {stay === null
              ? t('booking.dateRange.noStay')
              : t('booking.dateRange.stay', { duration: durationOf(stay) })}
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
            onChange={form.setTickets}
          />
          <LivePriceBox price={form.livePrice} />
          <BookingMessageAlert>{form.problem}</BookingMessageAlert>
          <Button type="submit" variant="contained" size="large" fullWidth>
            {t('booking.dateRange.continue')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
