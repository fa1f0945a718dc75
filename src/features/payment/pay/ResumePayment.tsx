import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useMachine, useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchBookings } from '../../../api/endpoints/parking';
import { customerKeys } from '../../../queries/query-keys';
import { useTenant } from '../../../tenant/use-tenant';
import { refusalMessage } from '../../../protocol/message-codes';
import type { ActorRefFrom } from 'xstate';
import { paymentStepOf, type PaymentMachine } from '../../../../flows/payment/payment.machine';
import { MessageAlert } from '../../../messages/MessageAlert';
import { useMessageText } from '../../../messages/use-message-text';
import { formatTimeLeft, secondsLeft } from '../../../lib/time-left';
import { useNow } from '../../../state/use-now';
import { PaymentStep } from '../../../payment/PaymentStep';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { usePaymentMethodName } from '../../../tenant/use-tenant-text';
import { ErrorIcon } from '../../../components/icons/ErrorIcon';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { StatusPanel } from '../../../components/StatusPanel';
import type { PaymentStatusResult } from '../../../generated/api/payment-status.response';
import { BookingSummary } from './BookingSummary';
import { PayLinks } from './PayLinks';
import { approvedPath, payBookingPath } from './pay-paths';
import { useBookingsChanged } from '../../../queries/use-bookings-changed';
import { usePaymentRecord } from './use-payment-record';

type Paid = Required<Pick<PaymentStatusResult, 'booking'>> & PaymentStatusResult;

/**
 * Where a payment that did not go through leaves the customer, read afresh from the server: one
 * panel whose title is the payment's message (declined, not completed...), whether the booking is
 * still held (with the time left, counting down) or was released, and the ways on.
 */
function NotThrough({ txn, actorRef }: { txn: string; actorRef: ActorRefFrom<PaymentMachine> }) {
  const { t } = useTranslation('parking');
  const text = useMessageText();
  const message = useSelector(actorRef, (s) => s.context.message);
  const record = usePaymentRecord(txn, 'ended');
  const booking = record.status === 'ready' ? record.result.booking : undefined;
  const held =
    record.status === 'ready' &&
    record.result.purpose === 'booking' &&
    booking?.status === 'pending_payment' &&
    booking.holdExpiresAt !== null;
  const now = useNow(held);
  if (record.status === 'loading') return <SectionSkeleton />;
  // Paying again is possible only for a booking still held for payment (a top-up starts again from My tickets).
  const left = held && booking?.holdExpiresAt ? secondsLeft(booking.holdExpiresAt, now) : null;
  const retry = left !== null && left > 0 && booking ? payBookingPath(booking.bookingId) : undefined;
  let body = '';
  if (left !== null)
    body = left > 0 ? t('payment.pay.stillHeld', { time: formatTimeLeft(left) }) : t('payment.pay.holdLapsed');
  else if (booking?.status === 'released') body = t('payment.step.ticketsReleased');
  return (
    <Box role="alert" data-testid="payment-not-through">
      <StatusPanel
        level={2}
        icon={ErrorIcon}
        title={message === null ? t('payment.pay.afterRedirectTitle') : text(message)}
        body={body}
        action={
          <PayLinks
            {...(retry === undefined ? {} : { retryPath: retry })}
            newBooking={booking?.status === 'released' || left === 0}
          />
        }
      />
    </Box>
  );
}

function Confirming({ txn, paid }: { txn: string; paid: Paid }) {
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const methodNameOf = usePaymentMethodName();
  const { booking } = paid;
  const purpose = paid.purpose ?? 'booking';
  const amount = paid.amount ?? booking.total;
  const methodName = methodNameOf(booking.paymentCode);
  const successHref = links.href(approvedPath(purpose, booking.bookingId));
  const bookingsChanged = useBookingsChanged();
  const machine = usePaymentMachine({
    onApproved: () => {
      bookingsChanged();
      void navigate(successHref, { replace: true });
    },
  });
  const [snapshot, , actorRef] = useMachine(machine, {
    // sendOrder and confirmPayment only need the txn; the purpose names the booking for completeness.
    input: {
      purpose: { kind: 'booking', bookingId: booking.bookingId },
      amount,
      paymentCode: booking.paymentCode ?? 0,
      resumeTxn: txn,
    },
  });
  const state = paymentStepOf(snapshot);

  // After a redirect there is no attempt to retry here: the customer pays again from the booking.
  const over = state === 'failed' || state === 'abandoned' || state === 'cancelled';
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          <BookingSummary booking={booking} secondsLeft={null} />
          {over ? (
            <NotThrough txn={txn} actorRef={actorRef} />
          ) : (
            <PaymentStep actorRef={actorRef} amount={amount} methodName={methodName} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * When pay/{id} names no payment: whether the id is one of the customer's bookings (a link to
 * pay/{bookingId}), which pay?booking= then shows as it is (paid: 'This booking is already paid';
 * held: paid there). Null while unknown or when it is no booking of theirs.
 */
function useBookingNamed(id: string, asked: boolean): 'loading' | 'booking' | 'none' {
  const { bundle } = useTenant();
  const enabled = asked && UUID.test(id);
  const query = useQuery({
    queryKey: [...customerKeys.bookings(bundle.tenant.id, bundle.site.shopCode), 'named', id],
    queryFn: async ({ signal }) => {
      const reply = await fetchBookings(bundle.api.shop, { bookingId: id }, signal);
      return reply.success && reply.result.rtn > 0 && (reply.result.list ?? []).length > 0;
    },
    enabled,
  });
  if (!enabled || query.status === 'error') return 'none';
  if (query.status === 'pending') return 'loading';
  return query.data ? 'booking' : 'none';
}

/** pay/{txn}: back from a REDIRECT gateway, confirms the payment with the server and goes on. */
export function ResumePayment({ txn }: { txn: string }) {
  const { t } = useTranslation('parking');
  const links = useLayoutLinks();
  const record = usePaymentRecord(txn, 'returned');
  const notAPayment = record.status === 'refused' && record.result.problem?.code === 'PAYMENT_NOT_FOUND';
  const named = useBookingNamed(txn, notAPayment);
  if (record.status === 'loading' || named === 'loading') return <SectionSkeleton height={240} />;
  // pay/{bookingId}: the booking's own pay screen says whether it is paid, or pays it.
  if (named === 'booking') return <Navigate to={links.href(payBookingPath(txn))} replace />;
  if (record.status === 'ready' && record.result.booking) return <Confirming txn={txn} paid={record.result as Paid} />;
  if (record.status === 'error')
    return (
      <StatusPanel
        level={2}
        icon={ErrorIcon}
        title={t('payment.pay.loadFailed')}
        body=""
        action={
          <Button variant="contained" onClick={record.reload}>
            {t('payment.pay.reload')}
          </Button>
        }
      />
    );
  const message = record.status === 'refused' ? refusalMessage(record.result, 'PAYMENT_NOT_FOUND') : null;
  return (
    <Stack spacing={2}>
      <MessageAlert message={message} />
      <StatusPanel
        level={2}
        icon={ErrorIcon}
        title={t('payment.pay.afterRedirectTitle')}
        body=""
        action={<PayLinks />}
      />
    </Stack>
  );
}
