import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { needsPaymentPin } from '../../../../flows/parking-replies';
import { paymentStepOf } from '../../../../flows/payment.machine';
import { PaymentStep } from '../../../payment/PaymentStep';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import type { PaymentMethod } from '../../../generated/tenant';
import { bookingSuccessPath } from './pay-paths';

interface BookingPaymentProps {
  bookingId: string;
  method: PaymentMethod;
  /** What is charged with this method (the server charges its own figure). */
  amount: number;
  /** The payer gave up (or the attempt ended): the screen shows the booking again. */
  onCancelled(): void;
  /** The machine's state name, whenever it changes. */
  onStateChange(state: string): void;
}

/**
 * One run of the payment machine for a booking in pending_payment: approved goes to booking success,
 * given up goes back to the booking (a REDIRECT payment leaves for the gateway's page).
 */
export function BookingPayment({ bookingId, method, amount, onCancelled, onStateChange }: BookingPaymentProps) {
  const navigate = useNavigate();
  const successHref = useLayoutLinks().href(bookingSuccessPath(bookingId));
  const machine = usePaymentMachine({ onApproved: () => void navigate(successHref, { replace: true }), onCancelled });
  const [snapshot, , actorRef] = useMachine(machine, {
    input: { purpose: { kind: 'booking', bookingId }, amount, paymentCode: method.code, needsPin: needsPaymentPin(method.code) },
  });
  const state = paymentStepOf(snapshot);
  useEffect(() => onStateChange(state), [state, onStateChange]);

  return <PaymentStep actorRef={actorRef} amount={amount} methodName={method.name} />;
}
