/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of svc/pay: rtn 1 with the payment started (open gatewayUrl as payUiType says, then ask svc/payStatus), or rtn 0 with dispMsg and problem.
 */
export interface PaymentPayResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: PaymentPayResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface PaymentPayResult {
  /**
   * 1: started; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: ParkingProblem | PaymentProblem;
  /**
   * The payment's transaction id (the app's pay/{txn}).
   */
  txn?: string;
  /**
   * What is charged, minor units.
   */
  amount?: number;
  booking?: ParkingBooking;
  /**
   * DIALOG: open gatewayUrl in a dialog (iframe or popup) and poll svc/payStatus; REDIRECT: navigate to it; the gateway returns to /{layout}/{shop}/pay/{txn}.
   */
  payUiType?: 'DIALOG' | 'REDIRECT';
  /**
   * The gateway's payment page (the sandbox's is /sandbox/pay/{id}, on this server).
   */
  gatewayUrl?: string;
  /**
   * The app page the gateway returns to.
   */
  returnUrl?: string;
}
/**
 * Why a parking call was refused: a code of src/protocol/parking-messages.ts (or the catalogue's TICKET_EXPIRED) with the numbers its message shows.
 */
export interface ParkingProblem {
  /**
   * Message code (docs/parking-api.md).
   */
  code:
    | 'EXIT_NOT_AFTER_ENTRY'
    | 'STAY_TOO_SHORT'
    | 'ENTRY_IN_PAST'
    | 'SPAN_TOO_LONG'
    | 'TICKETS_NONE'
    | 'TICKETS_OVER_BOOKING_MAX'
    | 'ENTRY_TOO_FAR_AHEAD'
    | 'ENTRY_TOO_SOON'
    | 'SITE_NOT_FOUND'
    | 'OFFER_NOT_FOUND'
    | 'PAYMENT_METHOD_NOT_FOUND'
    | 'SOLD_OUT'
    | 'ONLY_FEW_LEFT'
    | 'TOO_MANY_AT_ONCE'
    | 'IDEMPOTENCY_CONFLICT'
    | 'BOOKING_NOT_FOUND'
    | 'PAYMENT_REQUIRED'
    | 'BOOKING_CANCELLED'
    | 'NOT_PAID_IN_TIME'
    | 'PASS_UNKNOWN'
    | 'TICKET_NOT_PAID'
    | 'TICKET_NOT_VALID_YET'
    | 'EVENT_ID_REUSED'
    | 'TICKET_EXPIRED';
  /**
   * Values of the message's {{params}}, e.g. { span: 30 }.
   */
  params: {
    [k: string]: number;
  };
}
/**
 * Why a payment call was refused, (codes and English in src/protocol/parking-messages.ts).
 */
export interface PaymentProblem {
  /**
   * Message code (docs/parking-api.md, Payment).
   */
  code:
    | 'PAYMENT_NOT_NEEDED'
    | 'ALREADY_PAID'
    | 'PIN_REQUIRED'
    | 'PIN_INVALID'
    | 'PIN_LOCKED'
    | 'PAYMENT_NOT_FOUND'
    | 'GATEWAY_UNAVAILABLE'
    | 'TOPUP_NOT_AVAILABLE'
    | 'TOPUP_TOO_SHORT'
    | 'CANCEL_NOT_ALLOWED'
    | 'REFUND_CHANGED';
  /**
   * Numbers the message shows (TOPUP_TOO_SHORT, PIN_LOCKED: minutes).
   */
  params: {
    [k: string]: number;
  };
}
/**
 * The booking as it now is.
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
