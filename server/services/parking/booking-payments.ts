/**
 * What a booking's top-up and cancellation ask of payments: to check a stored-value PIN, to start
 * a gateway payment, and to refund what was paid. Parking defines this port and payments
 * implements it (PaymentServices.forBookings); the app wires the two, so parking never imports
 * payments.
 */
import type { PaymentMethod } from '../../../src/generated/tenant';
import type { Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import type { PaymentPurpose, PaymentRecord, PayUiType } from '../../db/repositories/payment-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';

/** A payment for a booking (or its top-up) to start at the gateway and record. */
export interface BookingPaymentRequest {
  shop: ShopMatch;
  identity: SessionIdentity;
  bookingId: string;
  purpose: PaymentPurpose;
  /** The method paid with: a stored-value one debits the customer's own wallet card. */
  method: PaymentMethod | undefined;
  paymentCode: number;
  /** Shown on the gateway's page, e.g. "Parking ABCD-EFGH". */
  description: string;
  amount: number;
  fee: number;
  surcharge: number;
  /** A top-up's exit, before and after; null for a booking's payment. */
  extendFrom: Date | null;
  extendTo: Date | null;
  /** The app layout the gateway sends the customer back to (default shop). */
  returnLayout: string | undefined;
  /** After this the payment can no longer be approved. */
  expiresAt: Date;
  /** A saved card's gateway token: charged at once instead of opening the gateway's page. */
  savedCardToken?: string;
  now: Date;
}

export interface StartedBookingPayment {
  txn: string;
  payUiType: PayUiType;
  gatewayUrl: string;
  returnUrl: string;
  /** 'approved': paid already (stored value); the app confirms instead of opening gatewayUrl. */
  status?: 'approved';
}

export interface BookingPayments {
  /**
   * The refusal of a stored-value PIN that was sent and is wrong (or locked), null otherwise.
   * Checked, and counted, before the call's transaction, which would roll the count back.
   */
  checkPinIfGiven(
    identity: SessionIdentity,
    method: PaymentMethod | undefined,
    pin: string | undefined,
  ): Promise<Refusal | null>;
  /** Creates the payment at the gateway and records it (pending), in the call's transaction; refuses when the gateway fails. */
  start(
    tx: Queryable,
    request: BookingPaymentRequest,
    refuse: (answer: Refusal) => never,
  ): Promise<StartedBookingPayment>;
  /** Refunds `amount` across these approved payments, in their order, at the gateway and in our records. */
  refund(tx: Queryable, payments: readonly PaymentRecord[], amount: number, now: Date): Promise<void>;
}
