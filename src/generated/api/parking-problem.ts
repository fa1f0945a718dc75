/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

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
    | 'PRICE_CHANGED'
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
