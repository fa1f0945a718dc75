import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { ChevronRightIcon } from '../../../components/icons/ChevronRightIcon';
import { LinkButton } from '../../../components/LinkButton';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { BookingStatusChip } from './BookingStatusChip';
import { canPayNow, statusChipOf } from './booking-status';
import { useBookingFormat } from './use-booking-format';
import { formatTimeLeft } from '../../../lib/time-left';
import { useOfferName } from '../../../tenant/use-tenant-text';

/** One booking in My tickets: where, which offer, when, how many, what it cost, its status. */
export function TicketCard({ booking, nowSeconds }: { booking: ParkingBooking; nowSeconds: number }) {
  const { t } = useTranslation('parking');
  const offerName = useOfferName();
  const { money, dateTime } = useBookingFormat();
  const links = useLayoutLinks();
  const note = statusChipOf(booking.status).noteKey;
  const payable = canPayNow(booking, nowSeconds);
  const inactive = booking.status === 'cancelled' || booking.status === 'expired' || booking.status === 'released';

  return (
    <Card component="li" data-testid="ticket-card" data-booking-id={booking.bookingId} sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={RouterLink}
        to={{ search: `?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}` }}
      >
        <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {/* The status above the name, so a long car park name keeps the card's full width. */}
            <Box sx={{ mb: 0.75 }}>
              <BookingStatusChip status={booking.status} />
            </Box>
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {booking.lotName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {offerName(booking)} · {booking.reference}
            </Typography>
            <Typography
              variant="body2"
              sx={{ mt: 1, fontWeight: 500, color: inactive ? 'text.secondary' : 'text.primary' }}
              data-testid="ticket-times"
            >
              {dateTime(booking.entry, booking.timeZone)} → {dateTime(booking.exit, booking.timeZone)}
            </Typography>
            {booking.licensePlate !== '' && (
              <Typography variant="body2" color="text.secondary" data-testid="ticket-plate">
                {t('tickets.pass.plate', { plate: booking.licensePlate })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {t('tickets.card.tickets', { count: booking.tickets })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {money(booking.total)}
              </Typography>
            </Box>
            {note && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t(`tickets.${note}`)}
              </Typography>
            )}
            {/* Paid before it was cancelled (by card, or a wallet such as WeChat Pay that names no card): its refund. */}
            {booking.status === 'cancelled' && (booking.cardNumber !== '' || booking.confirmedAt !== null) && (
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="ticket-refund">
                {booking.refund > 0
                  ? t('tickets.card.refunded', { amount: money(booking.refund) })
                  : t('tickets.card.notRefunded')}
              </Typography>
            )}
          </Box>
          <ChevronRightIcon color="action" />
        </CardContent>
      </CardActionArea>
      {payable && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="warning.dark" data-testid="ticket-time-left">
            {booking.holdExpiresAt !== null
              ? t('tickets.payWithin', { time: formatTimeLeft(booking.holdExpiresAt - nowSeconds) })
              : ''}
          </Typography>
          <LinkButton
            variant="contained"
            size="small"
            to={`${links.href('pay')}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`}
          >
            {t('tickets.payNow')}
          </LinkButton>
        </CardActions>
      )}
    </Card>
  );
}
