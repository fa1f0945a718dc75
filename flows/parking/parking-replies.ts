import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { ParkingFee } from '../../src/generated/api/parking-fee';
import type { ParkingRefundQuote } from '../../src/generated/api/parking-refund-quote';
import type { ParkingTopupQuote } from '../../src/generated/api/parking-topup-quote';
import type { PaymentPayResult } from '../../src/generated/api/payment-pay.response';
import type { PaymentStatusResult } from '../../src/generated/api/payment-status.response';
import type { ServerReply } from '../accounts/account-replies';

/**
 * The server answers the parking flows read. Every named actor resolves with the response envelope
 * `{ success, result: { rtn, dispMsg?, problem?, ...data } }` (refusals included); a rejected call
 * is a transport failure. Data fields are optional so the generated response types
 * (src/generated/api: payment-pay, payment-status, parking-topup, parking-refund) pass straight through.
 */

export type ParkingReply<TData extends object = Record<never, never>> = ServerReply<TData>;

/** spot/feeCalc: the fee (with the chosen payment method's surcharge) and the tickets left. */
export type QuoteReply = ParkingReply<{ fee?: ParkingFee; balance?: number }>;
/** svc/order and spot/zeroTxn. */
export type BookingReply = ParkingReply<{ booking?: ParkingBooking }>;

/** How the gateway's page is shown (docs/rules.md#pay-ui-types: DIALOG or REDIRECT). */
export type PayUiType = NonNullable<PaymentPayResult['payUiType']>;
/** svc/pay, and parking/bookingTopup when paying: the transaction and where the payer goes. */
/** status 'approved': paid at once (stored value from the customer's wallet card), no gateway page to show. */
export type StartPaymentReply = ParkingReply<{
  payUiType?: PayUiType;
  gatewayUrl?: string;
  txn?: string;
  amount?: number;
  status?: string;
}>;

/** svc/payStatus: what the gateway says of the transaction, and the booking as it now is. */
export type PaymentStatus = NonNullable<PaymentStatusResult['status']>;
/** cardNumber: the masked card that paid, for a payment that is not a booking's (a shop order, a table bill's share, a single pay). */
export type ConfirmPaymentReply = ParkingReply<{
  status?: PaymentStatus;
  booking?: ParkingBooking;
  cardNumber?: string;
}>;
/** The final order read back after an approved payment (the step where the page must not be closed). */
export type SendOrderReply = ParkingReply<{ booking?: ParkingBooking }>;

/** A top-up quote (parking/bookingTopup with quote: true): the charge of moving the exit, surcharge included. */
export type TopUpFee = ParkingTopupQuote;
export type TopUpQuoteReply = ParkingReply<{ quote?: ParkingTopupQuote; booking?: ParkingBooking }>;

/** parking/bookingRefund: the exact refund (quote: true), and the cancellation itself. */
export type RefundQuoteReply = ParkingReply<{ quote?: ParkingRefundQuote; booking?: ParkingBooking }>;
export type CancelReply = RefundQuoteReply;

/** The server did what was asked. */
export function isParkingAccepted(reply: ServerReply): boolean {
  return reply.success && reply.result.rtn > 0;
}

/** Stored-value card payment codes (205/305, docs/rules.md#payment-codes): these need the 4-digit PIN first. */
export const STORED_VALUE_CARD_CODES: readonly number[] = [205, 305];

export const needsPaymentPin = (paymentCode: number | null): boolean =>
  paymentCode !== null && STORED_VALUE_CARD_CODES.includes(paymentCode);
