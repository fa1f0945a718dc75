/**
 * The adapter every payment gateway implements (docs/rules.md#payment-providers). The default is the built-in
 * sandbox (sandbox-gateway.ts). Calls take the caller's database connection: the sandbox keeps
 * its records there, so they commit or roll back with ours; a remote gateway ignores it.
 */
import type { PayUiType } from '../../../src/generated/tenant';
import type { Queryable } from '../../db/database';

/** What we asked of the provider, beyond the amount (docs/payment-providers.md#what-we-send). */
export interface ProviderPaymentContext {
  /** Our merchant reference: the payment's txn. Unique; sent where the provider takes one. */
  reference: string;
  /** The key the provider de-duplicates creates by, where it takes one; the same on every retry. */
  idempotencyKey: string;
  /** ISO 4217, the tenant's currency ('AUD'). */
  currency: string;
  /** What the customer pays with: chooses the provider's product (Omipay and Stripe: wechat or alipay). */
  paymentType: 'card' | 'wechat' | 'alipay' | 'paypal';
  /** Where the provider's notification (webhook) for this payment goes: /payments/notify/{provider}/{tenant}. */
  notificationUrl: string;
}

export type GatewayPaymentStatus = 'pending' | 'approved' | 'declined' | 'abandoned';

/**
 * A payment to create. Beside the amount it carries what a remote provider needs (ProviderPaymentContext:
 * our merchant reference, the idempotency key, the currency, the kind of payment, where its notification
 * goes) and the payment method's code, by which the router chooses the provider (gateway-router.ts).
 */
export interface NewGatewayPayment extends ProviderPaymentContext {
  /** The tenant (the gateway's merchant). */
  merchant: string;
  /** The tenant's payment method paid with (its provider takes the payment). */
  paymentCode: number;
  /** Shown on the gateway's page, e.g. "Parking ABCD-EFGH". */
  description: string;
  /** Minor units, > 0. */
  amount: number;
  /** Where the gateway's page sends the customer back (REDIRECT). */
  returnUrl: string;
  /** DIALOG: the page is shown in a dialog and tells the customer to close it; REDIRECT: it sends them to returnUrl. */
  payUiType: PayUiType;
  /** A saved card's token (docs/vouchers-and-invitations.md#saved-cards): charged at once, no page for the payer. */
  savedCardToken?: string;
  /** Stored-value card payments: the card charged (its PIN was checked before). */
  storedValueCard?: { cardNumber: string; cardHolder: string };
  /** After this the payment can no longer be approved. */
  expiresAt: Date;
  now: Date;
}

export interface GatewayPayment {
  gatewayPaymentId: string;
  status: GatewayPaymentStatus;
  amount: number;
  /** The full card number as the gateway reports it ('' until approved); we store it masked. */
  cardNumber: string;
  cardHolder: string;
  /**
   * The currency the provider took the amount in (ISO 4217), where it reports one: the router refuses
   * to settle a payment in another currency than asked (the sandbox has none).
   */
  currency?: string;
}

/** A card registration: the gateway's card-entry page turns a card into a token (we never see the number). */
export interface NewCardRegistration {
  merchant: string;
  /** Where the page sends the customer back (REDIRECT); relative to `origin`. */
  returnUrl: string;
  /**
   * The address the customer's browser used (https://host): a remote provider needs an absolute
   * return URL. A public URL the server is configured with wins over it.
   */
  origin?: string;
  payUiType: PayUiType;
  expiresAt: Date;
  now: Date;
}

export type CardRegistrationStatus = 'pending' | 'saved' | 'abandoned';

/** What the gateway says about a registration; `card` once saved. */
export interface CardRegistration {
  status: CardRegistrationStatus;
  card: {
    token: string;
    maskedNumber: string;
    brand: string;
    expiryMonth: number;
    expiryYear: number;
    holder: string;
  } | null;
}

/** A created payment: its id, the page the customer approves it on, and the gateway that holds it. */
export interface CreatedGatewayPayment {
  gatewayPaymentId: string;
  url: string;
  /** A saved card charged at once (no page for the payer). */
  charged?: boolean;
  /** The name stored with the payment (payments.gateway) when it is not this gateway's own: the router's chosen provider. */
  gateway?: string;
}

export interface PaymentGateway {
  /** The name stored with each payment (payments.gateway). */
  readonly name: string;
  /** Creates the payment; the page (relative or absolute URL) the customer approves it on. */
  createPayment(db: Queryable, payment: NewGatewayPayment): Promise<CreatedGatewayPayment>;
  /** Starts a card registration; its card-entry page (relative or absolute URL). */
  startCardRegistration(
    db: Queryable,
    registration: NewCardRegistration,
  ): Promise<{ registrationId: string; url: string }>;
  /**
   * How the registration ended (null: the gateway does not know it). `merchant` (the tenant whose
   * shop confirms) tells a gateway that routes per tenant where the registration was started.
   */
  getCardRegistration(
    db: Queryable,
    registrationId: string,
    now: Date,
    merchant?: string,
  ): Promise<CardRegistration | null>;
  /** What the gateway says about the payment now (null: it does not know it). */
  getPayment(db: Queryable, gatewayPaymentId: string, now: Date): Promise<GatewayPayment | null>;
  /**
   * Cancels a payment nobody has paid yet, so it can never be approved (docs/rules.md#one-payment-method).
   * true: it cannot be paid any more (cancelled now, or declined, abandoned or expired before);
   * false: it was approved already, or the gateway does not know it.
   */
  cancel(db: Queryable, gatewayPaymentId: string, now: Date): Promise<boolean>;
  /** Refunds `amount` of an approved payment once per key; the refund id, or null when refused. */
  refund(
    db: Queryable,
    gatewayPaymentId: string,
    amount: number,
    idempotencyKey: string,
    now: Date,
  ): Promise<string | null>;
}
