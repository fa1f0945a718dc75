/**
 * What a remote payment provider's adapter implements (docs/payment-providers.md). The adapter speaks
 * the provider's documented API and nothing else: the money rules (record before calling, read back
 * before settling, one settlement per payment) live in the payment services around it. A remote
 * provider keeps nothing in our database, so the `db` argument of PaymentGateway is ignored.
 *
 * Ids: an adapter returns the provider's own ids; the router that chooses the provider per tenant and
 * method prefixes them with the provider's name ('windcave:…') before they are stored.
 */
import type { PaymentGateway } from './payment-gateway';

// Defined beside NewGatewayPayment, which carries it; named here too for the adapters.
export type { ProviderPaymentContext } from './payment-gateway';

/** A notification as it arrived: the raw bytes are what signatures are computed over. */
export interface ProviderNotification {
  rawBody: Buffer;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
}

/** What a verified notification is about: the payments and refunds to read back from the provider. */
export interface NotificationFacts {
  /** The provider's payment ids (unprefixed) whose state may have changed. */
  gatewayPaymentIds: string[];
  /** The provider's refund ids (unprefixed) whose state may have changed. */
  refundIds: string[];
  /** The answer the provider expects once the notification is stored (status 200 and, for some, a body). */
  ack: { contentType: string; body: string };
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderGateway extends PaymentGateway {
  /** The provider's name: windcave, omipay, paypal or stripe. */
  readonly name: string;
  /**
   * Checks a notification's signature on its raw bytes before anything else is read; the facts to read
   * back, or null when it is forged or malformed (refused with 400 and logged).
   */
  verifyNotification(notification: ProviderNotification): Promise<NotificationFacts | null>;
  /** The payment the provider holds under our merchant reference (recovery after a crash), null: none. */
  findPaymentByReference?(reference: string, now: Date): Promise<{ gatewayPaymentId: string } | null>;
  /** A refund's state at the provider (null: it does not know it). */
  getRefund(refundId: string, now: Date): Promise<ProviderRefundStatus | null>;
}
