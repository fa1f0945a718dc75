/**
 * What the services tell an operator's counters about money moving (docs/architecture.md#metrics):
 * each payment's settlement and each refund, by kind, provider and outcome. A port, so the payment,
 * wallet and shop services need no metrics library: the app passes the Prometheus counters
 * (server/http/metrics.ts); without them nothing is counted.
 *
 * Counted where the settlement or refund is written, inside its transaction: the database stays the
 * record of the money, the counters say how fast it moves. A commit that fails after the write (the
 * database gone) leaves a count one ahead, which an operator reading rates does not notice.
 */

/** Which payment the count is of: a parking booking's (or its extension's), a wallet top-up, a shop order, a table bill's share, a single pay. */
export type PaymentKind = 'booking' | 'top_up' | 'shop_order' | 'table_bill' | 'single_pay';

/** How a payment ended: paid, declined (or approved for another amount), given up, or approved too late and refunded at once. */
export type PaymentOutcome = 'approved' | 'failed' | 'abandoned' | 'refunded';

/** Whether the provider took the refund; a refused one also rolls its change back (and is counted all the same). */
export type RefundOutcome = 'succeeded' | 'refused';

export interface PaymentMetrics {
  /** A payment settled; `provider` is the gateway's name (sandbox, wallet, windcave, stripe...). */
  paymentSettled(kind: PaymentKind, provider: string, outcome: PaymentOutcome): void;
  /** A refund of `amount` minor units asked of `provider` (wallet: credited back to the card). */
  refundRecorded(kind: PaymentKind, provider: string, outcome: RefundOutcome, amount: number): void;
}

/** Counts nothing: services built without the app's counters (unit tests). */
export const NO_PAYMENT_METRICS: PaymentMetrics = {
  paymentSettled: () => undefined,
  refundRecorded: () => undefined,
};
