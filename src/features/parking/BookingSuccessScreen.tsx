import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { useRequireLogin } from '../../session/use-require-login';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { CheckCircleIcon } from '../../components/icons/CheckCircleIcon';
import { LinkButton } from '../../components/LinkButton';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { BookingFrame } from './booking/BookingFrame';
import { BookingMessageAlert } from './booking/BookingMessageAlert';
import { BOOKING_PARAM, useBookingFromQuery } from '../../queries/use-booking-from-query';
import { BookingReceipt } from './receipt/BookingReceipt';
import { useBookingVoucher } from '../../queries/use-booking-voucher';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/** booking/success: the booking is confirmed; its receipt as the server recorded it (?booking=<id>). */
export default function BookingSuccessScreen() {
  const { t } = useTranslation('parking');
  useRequireLogin();
  const links = useLayoutLinks();
  const { status, booking, reload } = useBookingFromQuery();
  const ticketsHref = links.first(['mytickets']);
  const voucher = useBookingVoucher(status === 'ready' ? booking?.reference : undefined);

  return (
    // 'Booking confirmed' only over a booking: not while it loads, nor when there is none.
    <BookingFrame
      title={t(
        status === 'ready' && booking
          ? 'booking.success.heading'
          : status === 'missing'
            ? 'booking.success.headingMissing'
            : 'booking.success.headingPending',
      )}
    >
      {status === 'loading' && <SectionSkeleton height={420} />}
      {status === 'missing' && (
        <BookingMessageAlert severity="warning">{t('booking.success.missing')}</BookingMessageAlert>
      )}
      {status === 'error' && (
        <BookingMessageAlert
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('booking.action.retry')}
            </Button>
          }
        >
          {t('booking.success.loadFailed')}
        </BookingMessageAlert>
      )}
      {status === 'ready' && booking && (
        <Card>
          <CardContent sx={cardContent}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <CheckCircleIcon color="success" sx={{ fontSize: 36 }} />
              <Typography color="text.secondary" sx={{ textWrap: 'pretty' }}>
                {t('booking.success.intro')}
              </Typography>
            </Box>
            <BookingReceipt booking={booking} voucher={voucher} />
          </CardContent>
        </Card>
      )}
      <Stack spacing={1.5} sx={{ mt: 2.5 }}>
        {/* The pass with its QR code is what the customer needs at the gate: one tap away. */}
        {ticketsHref && status === 'ready' && booking && (
          <LinkButton
            to={`${ticketsHref}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`}
            variant="contained"
            size="large"
            fullWidth
          >
            {t('booking.success.showPass')}
          </LinkButton>
        )}
        {ticketsHref && (
          <LinkButton to={ticketsHref} variant={status === 'ready' ? 'outlined' : 'contained'} size="large" fullWidth>
            {t('booking.success.myTickets')}
          </LinkButton>
        )}
        <LinkButton to={links.home} variant={status === 'ready' ? 'text' : 'outlined'} size="large" fullWidth>
          {t('booking.success.home')}
        </LinkButton>
      </Stack>
    </BookingFrame>
  );
}
