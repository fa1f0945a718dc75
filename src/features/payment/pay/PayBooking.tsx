import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { TicketIcon } from '../../../components/icons/TicketIcon';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { PaymentMethod } from '../../../generated/tenant';
import { useBookingFromQuery } from '../../../queries/use-booking-from-query';
import { BookingPayment } from './BookingPayment';
import { BookingSummary } from './BookingSummary';
import { MethodPicker } from './MethodPicker';
import { initialMethod, onlinePaymentMethods, totalWith } from './online-methods';
import { PayLinks } from './PayLinks';
import { secondsLeft } from './time-left';
import { useNow } from './use-now';

/** Payment states where the time left to pay no longer matters: released, or paid. */
const HOLD_SETTLED = new Set(['abandoned', 'orderSend', 'orderSendFailed', 'approved']);

/** A booking that is not waiting for payment: why, and where to go. */
function NotPayable({ booking }: { booking: ParkingBooking }) {
  const { t } = useTranslation('parking');
  return (
    <StatusPanel
      level={2}
      icon={TicketIcon}
      title={t('payment.pay.notPendingTitle')}
      body={<span data-testid="pay-not-pending">{t(`payment.pay.status.${booking.status}`, { defaultValue: booking.statusMessage })}</span>}
      action={<PayLinks newBooking={booking.status === 'released' || booking.status === 'cancelled'} />}
    />
  );
}

function PendingBooking({ booking, onPaymentEnded }: { booking: ParkingBooking; onPaymentEnded(): void }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const { money } = useSiteLocale();
  const methods = useMemo(() => onlinePaymentMethods(bundle.tenant.payment.methods), [bundle.tenant.payment.methods]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(() => initialMethod(methods, booking.paymentCode));
  // Each press of Pay runs a fresh machine (its input is read once).
  const [run, setRun] = useState<{ round: number; method: PaymentMethod; amount: number } | null>(null);
  const [runState, setRunState] = useState('');
  const showHold = booking.holdExpiresAt !== null && !(run !== null && HOLD_SETTLED.has(runState));
  const now = useNow(showHold);
  const left = booking.holdExpiresAt === null || !showHold ? null : secondsLeft(booking.holdExpiresAt, now);
  const charge = chosen === null ? undefined : totalWith(chosen, booking.fee);
  const ended = useCallback(() => {
    setRun(null);
    setRunState('');
    onPaymentEnded();
  }, [onPaymentEnded]);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          <BookingSummary booking={booking} {...(run === null && charge ? { charge } : {})} secondsLeft={left} />
          {run !== null ? (
            <BookingPayment key={run.round} bookingId={booking.bookingId} method={run.method} amount={run.amount} onCancelled={ended} onStateChange={setRunState} />
          ) : methods.length === 0 ? (
            <StatusPanel level={2} icon={ErrorIcon} title={t('payment.pay.notPendingTitle')} body={t('payment.pay.noMethods')} action={<PayLinks />} />
          ) : (
            <>
              <MethodPicker methods={methods} value={chosen} onChange={setChosen} />
              <Button
                variant="contained"
                size="large"
                disabled={chosen === null || charge === undefined || left === 0}
                onClick={() => {
                  if (chosen !== null && charge !== undefined) setRun((last) => ({ round: (last?.round ?? 0) + 1, method: chosen, amount: charge.total }));
                }}
              >
                {t('payment.pay.payButton', { amount: charge === undefined ? '' : money(charge.total) })}
              </Button>
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
  if (booking === null) return <StatusPanel level={2} icon={TicketIcon} title={t('payment.pay.notFoundTitle')} body={t('payment.pay.notFound')} action={<PayLinks />} />;
  if (booking.status !== 'pending_payment') return <NotPayable booking={booking} />;
  return <PendingBooking key={booking.bookingId} booking={booking} onPaymentEnded={reload} />;
}
