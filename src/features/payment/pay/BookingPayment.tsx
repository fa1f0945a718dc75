import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { paymentStepOf, type PaymentMachine } from '../../../../flows/payment/payment.machine';
import { PaymentStep } from '../../../payment/PaymentStep';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { BookingSummary } from './BookingSummary';
import { secondsLeft } from '../../../lib/time-left';
import { useNow } from '../../../state/use-now';

/** Payment states where the time left to pay no longer matters: paid. (An abandoned payment leaves the booking held.) */
const HOLD_SETTLED = new Set(['orderSend', 'orderSendFailed', 'approved']);

interface BookingPaymentProps {
  booking: ParkingBooking;
  actorRef: ActorRefFrom<PaymentMachine>;
  /** What is charged with the chosen method (the server charges its own figure). */
  amount: number;
  methodName: string;
}

/** The payment of a booking held for payment, under way: the booking with the time left to pay, and the payment step. */
export function BookingPayment({ booking, actorRef, amount, methodName }: BookingPaymentProps) {
  const step = useSelector(actorRef, paymentStepOf);
  // Abandoned: the payment step says how long the tickets stay held, so the summary does not say it twice.
  const showHold = booking.holdExpiresAt !== null && !HOLD_SETTLED.has(step) && step !== 'abandoned';
  const now = useNow(showHold);
  const left = booking.holdExpiresAt === null || !showHold ? null : secondsLeft(booking.holdExpiresAt, now);
  return (
    <>
      <BookingSummary booking={booking} secondsLeft={left} />
      <PaymentStep actorRef={actorRef} amount={amount} methodName={methodName} holdEndsAt={booking.holdExpiresAt} />
    </>
  );
}
