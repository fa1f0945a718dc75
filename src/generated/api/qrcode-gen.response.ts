/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of qrcode/gen: rtn 1 with what the QR code carries and the pass it is for, or rtn 0 'Unknown pass'.
 */
export interface QrcodeGenResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: QrcodeGenResult;
}
/**
 * rtn 1 with the payload, or rtn 0 with dispMsg and problem.
 */
export interface QrcodeGenResult {
  /**
   * 1: the payload; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  problem?: ParkingProblem;
  /**
   * The QR content: the pass code, byte mode, UTF-8.
   */
  payload?: string;
  /**
   * QR error correction level (spec section 9).
   */
  errorCorrectionLevel?: 'M';
  /**
   * The ticket ('<reference>-<n>').
   */
  ticketNo?: string;
  /**
   * The booking's pre-pay reference.
   */
  reference?: string;
  /**
   * The site the pass opens.
   */
  siteId?: string;
  /**
   * The car park.
   */
  lotName?: string;
  /**
   * Booked entry (seconds).
   */
  entry?: number;
  /**
   * Booked exit (seconds).
   */
  exit?: number;
  /**
   * The booking's status (expired once exit has passed).
   */
  status?: 'booked' | 'topped_up' | 'expired';
  /**
   * '' or 'Ticket expired'.
   */
  statusMessage?: string;
}
/**
 * On a refusal: PASS_UNKNOWN.
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
