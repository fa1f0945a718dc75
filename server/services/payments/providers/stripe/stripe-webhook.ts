/**
 * What a verified Stripe event is about (docs/payment-providers.md#stripe-webhooks). The event is
 * only a hint: the payment or refund it names is read back from Stripe before anything changes.
 * Events we do not act on are still acknowledged, so Stripe does not retry them for days.
 */
import type Stripe from 'stripe';
import type { NotificationFacts } from '../../provider-gateway';

export const STRIPE_ACK = { contentType: 'application/json', body: '{"received":true}' } as const;

export function stripeNotificationFacts(event: Stripe.Event): NotificationFacts {
  const payments: string[] = [];
  const refunds: string[] = [];
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      // A setup session saves a card; the customer's return confirms it, no payment to read.
      if (event.data.object.mode === 'payment') payments.push(event.data.object.id);
      break;
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      // A Checkout payment is read through its session (the id we store), named by its own events.
      if (event.data.object.metadata['source'] !== 'checkout') payments.push(event.data.object.id);
      break;
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      refunds.push(event.data.object.id);
      break;
    default:
      break;
  }
  return { gatewayPaymentIds: payments, refundIds: refunds, ack: { ...STRIPE_ACK } };
}
