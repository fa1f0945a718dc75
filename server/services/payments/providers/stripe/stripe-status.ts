/**
 * How Stripe's states read as ours (docs/payment-providers.md#stripe). Pure: the adapter fetches,
 * these decide. A payment is approved only when Stripe says it is paid in the amount and currency we
 * asked; another currency reads as amount -1 so settlement refuses it as a mismatch.
 */
import type { GatewayPaymentStatus } from '../../payment-gateway';
import type { ProviderRefundStatus } from '../../provider-gateway';

/** Stripe adds states over time: the types say which we know; an unknown one reads as pending. */
export type StripeSessionStatus = 'open' | 'complete' | 'expired' | (string & {}) | null;
export type StripeSessionPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required' | (string & {});
export type StripeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
  | (string & {});

/** A PaymentIntent charged off-session (a saved card): it either succeeded or it did not. */
export function intentStatus(status: StripeIntentStatus): GatewayPaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'approved';
    case 'canceled':
      return 'abandoned';
    case 'requires_payment_method':
      // Off-session: the card was declined (a new card would be needed, which nobody will enter).
      return 'declined';
    default:
      return 'pending';
  }
}

/**
 * A Checkout Session. Complete and paid: approved. Complete and unpaid: an asynchronous method
 * (Alipay, WeChat Pay) whose PaymentIntent decides. Expired: abandoned. Open: pending.
 */
export function sessionStatus(
  status: StripeSessionStatus,
  paymentStatus: StripeSessionPaymentStatus,
  intent: StripeIntentStatus | null,
): GatewayPaymentStatus {
  if (status === 'expired') return 'abandoned';
  if (status !== 'complete') return 'pending';
  if (paymentStatus === 'paid') return intent === null || intent === 'succeeded' ? 'approved' : 'pending';
  if (paymentStatus === 'no_payment_required') return 'declined';
  if (intent === 'succeeded') return 'approved';
  if (intent === 'canceled') return 'abandoned';
  return intent === 'requires_payment_method' ? 'declined' : 'pending';
}

/** The amount to compare with ours: Stripe's, or -1 when it was paid in another currency. */
export function reportedAmount(amount: number | null, currency: string | null, expected: string): number {
  if (amount === null || currency === null) return -1;
  return currency.toUpperCase() === expected.toUpperCase() ? amount : -1;
}

export function refundStatus(status: string | null): ProviderRefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** Stripe's card brand codes as a customer reads them. */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    unionpay: 'UnionPay',
    jcb: 'JCB',
    discover: 'Discover',
    diners: 'Diners Club',
  };
  return names[brand] ?? brand;
}

/** Stripe tells us the last four digits only; the rest are stars, as long as a card number. */
export function cardNumberOf(last4: string | null | undefined): string {
  return last4 ? `************${last4}` : '';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Stripe keeps a Checkout Session open between 30 minutes and 24 hours. Ours may be shorter (a
 * booking hold): Stripe's then ends later than ours, and we expire the session ourselves at ours.
 * Seconds since the epoch on the real clock (Stripe's), which a demo clock may be set apart from.
 *
 * The value is part of the create's parameters, and Stripe refuses a retry under the same
 * idempotency key whose parameters differ: so it is computed from our expiry alone, not from the
 * moment of the call (the difference between the clocks counts in whole hours).
 */
export function stripeExpiresAt(ourExpiry: Date, ourNow: Date, realNowMs: number): number {
  const skew = Math.round((realNowMs - ourNow.getTime()) / HOUR_MS) * HOUR_MS;
  const wanted = ourExpiry.getTime() + skew + 61 * MINUTE_MS;
  const earliest = realNowMs + 31 * MINUTE_MS;
  const latest = Math.floor(realNowMs / HOUR_MS) * HOUR_MS + 23 * HOUR_MS;
  return Math.floor(Math.min(Math.max(wanted, earliest), latest) / 1000);
}
