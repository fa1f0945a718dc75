import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { TicketIcon } from '../../../components/icons/TicketIcon';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { useBookingFromQuery } from '../../../queries/use-booking-from-query';
import { useBookingsChanged } from '../../../queries/use-bookings-changed';
import { BookingPayment } from './BookingPayment';
import { BookingSummary } from './BookingSummary';
import { MethodPicker } from './MethodPicker';
import { PayLinks } from './PayLinks';
import { usePendingBooking } from './use-pending-booking';

/** A booking that is not waiting for payment: why, and where to go. */
function NotPayable({ booking }: { booking: ParkingBooking }) {
  const { t } = useTranslation('parking');
  return (
    <StatusPanel
      level={2}
      icon={TicketIcon}
      title={t('payment.pay.notPendingTitle')}
      body={
        <span data-testid="pay-not-pending">
          {t(`payment.pay.status.${booking.status}`, { defaultValue: booking.statusMessage })}
        </span>
      }
      action={<PayLinks newBooking={booking.status === 'released' || booking.status === 'cancelled'} />}
    />
  );
}

function PendingBooking({ booking, onPaymentEnded }: { booking: ParkingBooking; onPaymentEnded(): void }) {
  const { t } = useTranslation('parking');
  const { money } = useSiteLocale();
  const pending = usePendingBooking(booking, onPaymentEnded);
  const { payment, charge } = pending;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          {payment !== null ? (
            <BookingPayment
              booking={booking}
              actorRef={payment.actorRef}
              amount={payment.amount}
              methodName={payment.methodName}
            />
          ) : (
            <>
              <BookingSummary booking={booking} {...(charge ? { charge } : {})} secondsLeft={pending.secondsLeft} />
              {pending.methods.length === 0 ? (
                <StatusPanel
                  level={2}
                  icon={ErrorIcon}
                  title={t('payment.pay.notPendingTitle')}
                  body={t('payment.pay.noMethods')}
                  action={<PayLinks />}
                />
              ) : (
                <>
                  <MethodPicker
                    methods={pending.methods}
                    value={pending.method}
                    onChange={(method) => pending.selectMethod(method.code)}
                  />
                  <Button variant="contained" size="large" disabled={!pending.canPay} onClick={pending.pay}>
                    {t('payment.pay.payButton', { amount: charge === undefined ? '' : money(charge.total) })}
                  </Button>
                </>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** pay?booking=<id>: pays a booking still in pending_payment (e.g. 'Pay now' in My tickets). */
export function PayBooking() {
  const { t } = useTranslation('parking');
  const { status, booking, reload } = useBookingFromQuery();
  // A payment that ended (paid, or not) changed the booking: it, and every list showing it, is read afresh.
  const bookingsChanged = useBookingsChanged();
  if (status === 'loading') return <SectionSkeleton height={240} />;
  if (status === 'error')
    return (
      <StatusPanel
        level={2}
        icon={ErrorIcon}
        title={t('payment.pay.loadFailed')}
        body=""
        action={
          <Button variant="contained" onClick={reload}>
            {t('payment.pay.reload')}
          </Button>
        }
      />
    );
  if (booking === null)
    return (
      <StatusPanel
        level={2}
        icon={TicketIcon}
        title={t('payment.pay.notFoundTitle')}
        body={t('payment.pay.notFound')}
        action={<PayLinks />}
      />
    );
  if (booking.status !== 'pending_payment') return <NotPayable booking={booking} />;
  return <PendingBooking key={booking.bookingId} booking={booking} onPaymentEnded={bookingsChanged} />;
}
