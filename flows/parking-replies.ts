import type { ParkingBooking } from '../src/generated/api/parking-booking';
import type { ParkingFee } from '../src/generated/api/parking-fee';
import type { ServerReply } from './account-replies';
import type { ParkingProblemRef } from './parking-messages';

/**
 * The server answers the parking flows read. Every named actor resolves with the response envelope
 * `{ success, result: { rtn, dispMsg?, problem?, ...data } }` (refusals included); a rejected call
 * is a transport failure. Data fields are optional so the generated response types pass straight
 * through, and the payment ones stay loose while those endpoints are being written: the machines
 * depend on these names, not on the endpoints' shapes.
 */

export type ParkingReply<TData extends object = Record<never, never>> = ServerReply<{ problem?: ParkingProblemRef } & TData>;

/** spot/feeCalc: the fee (with the chosen payment method's surcharge) and the tickets left. */
export type QuoteReply = ParkingReply<{ fee?: ParkingFee; balance?: number }>;
/** svc/order and spot/zeroTxn. */
export type BookingReply = ParkingReply<{ booking?: ParkingBooking }>;

/** How the gateway's page is shown (spec section 9: pay UI types DIALOG and REDIRECT). */
export type PayUiType = 'DIALOG' | 'REDIRECT';
export type StartPaymentReply = ParkingReply<{ payUiType?: PayUiType; gatewayUrl?: string; txn?: string }>;

export type PaymentStatus = 'approved' | 'declined' | 'pending' | 'abandoned';
export type ConfirmPaymentReply = ParkingReply<{ status?: PaymentStatus; cardNumber?: string }>;
/** The final order sent after an approved payment (the step where the page must not be closed). */
export type SendOrderReply = ParkingReply<{ booking?: ParkingBooking }>;

/** A top-up quote: the charge of moving the exit, surcharge included. */
export interface TopUpFee {
  exit: number;
  newExit: number;
  periods: number;
  amount: number;
  surcharge: number;
  total: number;
}
export type TopUpQuoteReply = ParkingReply<{ fee?: TopUpFee }>;

/** The exact refund of a cancellation, before the customer confirms it. */
export type RefundQuoteReply = ParkingReply<{ refund?: number }>;
export type CancelReply = ParkingReply<{ booking?: ParkingBooking; refund?: number }>;

/** The server did what was asked. */
export function isParkingAccepted(reply: ServerReply): boolean {
  return reply.success && reply.result.rtn > 0;
}

/** Stored-value card payment codes (spec section 9: 205/305): these need the 4-digit PIN first. */
export const STORED_VALUE_CARD_CODES: readonly number[] = [205, 305];

export const needsPaymentPin = (paymentCode: number | null): boolean => paymentCode !== null && STORED_VALUE_CARD_CODES.includes(paymentCode);
