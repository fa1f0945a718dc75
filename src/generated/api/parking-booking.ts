/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {TenantText} from '../tenant';

/**
 * A booking of one or more parking tickets, always the signed-in customer's own.
 */
export interface ParkingBooking {
  /**
   * Id of the booking (UUID).
   */
  bookingId: string;
  /**
   * Pre-pay reference number: XXXX-XXXX of digits 2-9 and letters without I and O; unique.
   */
  reference: string;
  /**
   * Site of the carpark.
   */
  siteId: string;
  /**
   * Shop code of the site.
   */
  shopCode: string;
  /**
   * Carpark name, as when booked.
   */
  lotName: string;
  /**
   * Carpark address, as when booked.
   */
  address: string;
  /**
   * IANA time zone of the site (times are shown in it).
   */
  timeZone: string;
  /**
   * The ticket offer.
   */
  offerCode: string;
  /**
   * Name of the offer, as when booked.
   */
  offerName: string;
  /**
   * The offer's name as the tenant wrote it when booked: one text, or text per language (shown in the reader's language, docs/rules.md#booked-offer); null for bookings made before names were kept so.
   */
  offerNames: TenantText | null;
  /**
   * Number of tickets.
   */
  tickets: number;
  /**
   * Entry, seconds since the epoch.
   */
  entry: number;
  /**
   * Exit, seconds since the epoch.
   */
  exit: number;
  /**
   * The latest exit the offer's conditions allow this booking (seconds): how far a top-up can extend it; null when they bound none (docs/rules.md#top-up-rules).
   */
  latestExit: number | null;
  /**
   * pending_payment (tickets held until holdExpiresAt), booked, topped_up, cancelled, expired (the time is over), released (not paid in time).
   */
  status: 'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released';
  /**
   * What to show beside the status: '' or e.g. 'Ticket expired', 'Not paid in time', 'This booking was cancelled'.
   */
  statusMessage: string;
  /**
   * The fee before surcharge (ParkingFee.amount).
   */
  fee: number;
  /**
   * Surcharge of the chosen payment method.
   */
  surcharge: number;
  /**
   * fee + surcharge.
   */
  total: number;
  /**
   * The payment method chosen at order time; null when none.
   */
  paymentCode: number | null;
  /**
   * Overstay charges recorded by the gates (sum over the passes).
   */
  penalty: number;
  /**
   * Amount refunded (0 until refunds exist).
   */
  refund: number;
  /**
   * Masked card number of the payment; '' until paid by card.
   */
  cardNumber: string;
  /**
   * Card holder of the payment; '' until paid by card.
   */
  cardHolder: string;
  /**
   * Licence plate given at order time ('' when none).
   */
  licensePlate: string;
  /**
   * While pending_payment: when the unpaid hold ends and the tickets go back to the pool; otherwise null.
   */
  holdExpiresAt: number | null;
  /**
   * Seconds of the hold left when the server answered (by its own clock); null unless pending_payment. The browser counts down from this, so a phone whose clock is wrong still shows the right time (docs/rules.md#server-clock).
   */
  holdSecondsLeft: number | null;
  /**
   * When the booking was made.
   */
  createdAt: number;
  /**
   * When it became booked (paid or zero-amount confirmed); null before.
   */
  confirmedAt: number | null;
  /**
   * One pass per ticket, for the gates.
   */
  passes: ParkingPass[];
}
/**
 * One ticket of the booking.
 */
export interface ParkingPass {
  /**
   * Ticket number: the reference and the ticket's position, e.g. K7QM-4XR2-1.
   */
  ticketNo: string;
  /**
   * The QR content the gates read: random and unguessable. '' unless the booking is booked, topped_up or expired.
   */
  passCode: string;
  /**
   * Whether the vehicle is inside (last gate event was an entry).
   */
  inside: boolean;
  /**
   * Time of the last accepted entry, or null.
   */
  lastEntry: number | null;
  /**
   * Time of the last accepted exit, or null.
   */
  lastExit: number | null;
  /**
   * Overstay charge of this ticket.
   */
  penalty: number;
}
