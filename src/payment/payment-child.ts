import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../flows/payment/payment.machine';

/**
 * The payment machine a parent machine runs as its child 'payment' (booking, top-up, pay-booking),
 * or undefined while it runs none. xstate types each child as any of the parent's actors; the one
 * invoked with id 'payment' is always the payment machine, which is what the cast records.
 */
export function paymentChildOf(snapshot: {
  children: Record<string, unknown>;
}): ActorRefFrom<PaymentMachine> | undefined {
  return snapshot.children.payment as ActorRefFrom<PaymentMachine> | undefined;
}
