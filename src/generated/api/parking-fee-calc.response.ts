/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of feeCalc: rtn 1 with the fee svc/order would charge now and the pool balance, or rtn 0 with dispMsg and problem (offer or payment method not available, a booking rule).
 */
export interface ParkingFeeCalcResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingFeeCalcResult;
}
/**
 * rtn 1 with fee, or rtn 0 with dispMsg and problem.
 */
export interface ParkingFeeCalcResult {
  /**
   * 1: quoted; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English with its parameters filled in (see problem).
   */
  dispMsg?: string;
  problem?: ParkingProblem;
  fee?: ParkingFee;
  /**
   * Tickets of the offer available now (the quote does not refuse for lack of tickets).
   */
  balance?: number;
  /**
   * IANA time zone of the site.
   */
  timeZone?: string;
}
/**
 * On a refusal: the code and params of dispMsg, for translation.
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
 * The fee.
 */
export interface ParkingFee {
  /**
   * The ticket offer.
   */
  offerCode: string;
  /**
   * Entry, seconds since the epoch.
   */
  entry: number;
  /**
   * Exit, seconds since the epoch.
   */
  exit: number;
  /**
   * Number of tickets.
   */
  tickets: number;
  /**
   * Periods the stay starts (before the daily cap).
   */
  periods: number;
  /**
   * Charge of the periods for one ticket, after the daily cap.
   */
  periodCharge: number;
  /**
   * Flat fee per ticket.
   */
  flatFee: number;
  /**
   * periodCharge + flatFee.
   */
  perTicket: number;
  /**
   * perTicket × tickets: the fee before surcharge.
   */
  amount: number;
  /**
   * The payment method whose surcharge is included; null when none was given.
   */
  paymentCode: number | null;
  /**
   * Surcharge of the payment method, computed once on the amount (rate rounded half up).
   */
  surcharge: number;
  /**
   * amount + surcharge: what the customer pays.
   */
  total: number;
}
