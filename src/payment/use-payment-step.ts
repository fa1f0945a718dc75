import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { paymentStepOf, type PaymentMachine } from '../../flows/payment/payment.machine';
import { useLeaveGuard } from './use-leave-guard';

type PaymentSnapshot = SnapshotFrom<PaymentMachine>;
const selectProcessing = (s: PaymentSnapshot) => s.hasTag('processing');
const selectDoNotClose = (s: PaymentSnapshot) => s.hasTag('doNotClose');
const selectMessage = (s: PaymentSnapshot) => s.context.message;
const selectGatewayUrl = (s: PaymentSnapshot) => s.context.gatewayUrl;
const selectCanRetry = (s: PaymentSnapshot) => s.can({ type: 'RETRY' });
// The stored-value verification child while the payment is in pinEntry (it shows its own steps).
const selectVerification = (s: PaymentSnapshot) => s.children.storedValueVerification;

/**
 * The controller of PaymentStep: what the payment machine's view shows, read from the running
 * payment (its own actor, or the child of booking or top-up), and the events it sends. While the
 * machine says the page must not be closed, the browser asks before leaving.
 */
export function usePaymentStep(actorRef: ActorRefFrom<PaymentMachine>) {
  const step = useSelector(actorRef, paymentStepOf);
  const processing = useSelector(actorRef, selectProcessing);
  const doNotClose = useSelector(actorRef, selectDoNotClose);
  const message = useSelector(actorRef, selectMessage);
  const gatewayUrl = useSelector(actorRef, selectGatewayUrl);
  const canRetry = useSelector(actorRef, selectCanRetry);
  const verification = useSelector(actorRef, selectVerification);
  useLeaveGuard(doNotClose);
  const send = useMemo(
    () => ({
      submitPin: (pin: string) => actorRef.send({ type: 'SUBMIT_PIN', pin }),
      payerReturned: () => actorRef.send({ type: 'PAYER_RETURNED' }),
      payerClosed: () => actorRef.send({ type: 'PAYER_CLOSED' }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      checkAgain: () => actorRef.send({ type: 'CHECK_AGAIN' }),
      showReceipt: () => actorRef.send({ type: 'SHOW_RECEIPT' }),
      cancel: () => actorRef.send({ type: 'CANCEL' }),
    }),
    [actorRef],
  );
  return { step, processing, message, gatewayUrl, canRetry, verification, send };
}

export type PaymentStepView = ReturnType<typeof usePaymentStep>;
