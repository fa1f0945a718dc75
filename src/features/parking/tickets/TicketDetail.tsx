import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import { LinkButton } from '../../../components/LinkButton';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { BOOKING_PARAM, useBookingFromQuery } from '../../../queries/use-booking-from-query';
import { BookingReceipt } from '../receipt/BookingReceipt';
import { BookingUnavailable } from './BookingUnavailable';
import { canCancel, canPayNow, canTopUp, passesWithQr, statusChipOf } from './booking-status';
import { CancelPanel } from './CancelPanel';
import { AddTicketToWallet } from './AddTicketToWallet';
import { PassQrCode } from './PassQrCode';
import { TopUpPanel } from './TopUpPanel';
import { OfflineNote } from '../../../offline/OfflineNote';
import { formatTimeLeft } from '../../../lib/time-left';
import { useServerNow } from '../../../state/use-now';
import { offlineExpiry } from '../../../queries/offline-bookings';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/** `savedAt`: the booking is the phone's copy (offline): marked so, and nothing that needs the server is offered. */
function BookingDetail({ booking, savedAt }: { booking: ParkingBooking; savedAt: number | null }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const [panel, setPanel] = useState<'topUp' | 'cancel' | null>(null);
  const close = useCallback(() => setPanel(null), []);
  // Ticks while the booking waits for its payment: the time left to pay counts down.
  const nowSeconds = Math.floor(useServerNow(booking.status === 'pending_payment') / 1000);
  const topUpRules = bundle.tenant.booking?.topUp;
  const passes = passesWithQr(booking);
  const note = statusChipOf(booking.status).noteKey;
  const online = savedAt === null;
  const payable = online && canPayNow(booking, nowSeconds);
  const topUp =
    online && topUpRules !== undefined && canTopUp(booking, nowSeconds, true, topUpRules.minimumIntervalMinutes);
  const cancel = online && canCancel(booking, nowSeconds);

  return (
    <Stack
      spacing={2}
      data-testid="ticket-detail"
      data-booking-id={booking.bookingId}
      data-offline={online ? undefined : 'true'}
    >
      {savedAt !== null && <OfflineNote savedAt={savedAt} />}
      {note && (
        <Alert severity={statusChipOf(booking.status).severity} data-testid="ticket-note">
          {t(`tickets.${note}`)}
        </Alert>
      )}
      {passes.length > 0 && (
        <Card component="section" aria-labelledby="passes-heading">
          <CardContent sx={cardContent}>
            <Typography id="passes-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('tickets.pass.heading', { count: passes.length })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {booking.status === 'expired' ? t('tickets.pass.expiredHint') : t('tickets.pass.hint')}
            </Typography>
            <Stack spacing={3}>
              {passes.map((pass) => (
                <Stack key={pass.ticketNo} spacing={1.5}>
                  <PassQrCode
                    passCode={pass.passCode}
                    ticketNo={pass.ticketNo}
                    expiresAt={offlineExpiry(booking)}
                    expired={booking.status === 'expired'}
                    plate={booking.licensePlate}
                  />
                  {online && booking.status !== 'expired' && <AddTicketToWallet passCode={pass.passCode} />}
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
      {payable && booking.holdExpiresAt !== null && (
        <Typography variant="body2" color="warning.dark" data-testid="ticket-time-left">
          {t('tickets.payWithin', { time: formatTimeLeft(booking.holdExpiresAt - nowSeconds) })}
        </Typography>
      )}
      {(payable || topUp || cancel) && (
        <Stack direction="row" spacing={1.5} sx={{ '& > *': { flex: 1 } }}>
          {payable && (
            <LinkButton
              variant="contained"
              size="large"
              to={`${links.href('pay')}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`}
            >
              {t('tickets.payNow')}
            </LinkButton>
          )}
          {topUp && (
            <Button variant="contained" size="large" onClick={() => setPanel('topUp')}>
              {t('tickets.topUp.open')}
            </Button>
          )}
          {cancel && (
            <Button
              variant="outlined"
              color="error"
              size="large"
              onClick={() => setPanel('cancel')}
              sx={{ bgcolor: 'background.paper' }}
            >
              {t('tickets.cancel.open')}
            </Button>
          )}
        </Stack>
      )}
      <Card>
        <CardContent sx={cardContent}>
          <BookingReceipt booking={booking} />
        </CardContent>
      </Card>
      {panel === 'topUp' && topUpRules && <TopUpPanel booking={booking} rules={topUpRules} onClose={close} />}
      {panel === 'cancel' && <CancelPanel booking={booking} onClose={close} />}
    </Stack>
  );
}

/** One booking of the customer, named by ?booking= (linkable; another customer's id is 'not found'). */
export function TicketDetail() {
  const { t } = useTranslation('parking');
  const links = useLayoutLinks();
  const { status, booking, reload, savedAt } = useBookingFromQuery();
  const listHref = links.href('mytickets');

  let body;
  if (status === 'loading') body = <SectionSkeleton height={480} />;
  else if (status === 'ready' && booking) body = <BookingDetail booking={booking} savedAt={savedAt} />;
  else
    body = (
      <BookingUnavailable
        reason={status === 'error' ? 'error' : 'missing'}
        onRetry={reload}
        level={2}
        backLabel={t('tickets.backToList')}
      />
    );

  return (
    <Box>
      {(status === 'loading' || status === 'ready') && (
        <Button component={RouterLink} to={listHref} size="small" sx={{ mb: 1, ml: -1 }}>
          ← {t('tickets.backToList')}
        </Button>
      )}
      {body}
    </Box>
  );
}
