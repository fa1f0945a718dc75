/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingProblem} from './parking-problem';

/**
 * Answer of eventInBatch: rtn 1 with one outcome per event, in order.
 */
export interface ParkingGateEventsResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: ParkingGateEventsResult;
}
/**
 * rtn 1 with the outcomes.
 */
export interface ParkingGateEventsResult {
  /**
   * 1: processed (see each outcome).
   */
  rtn: number;
  /**
   * Why the call was refused, in English with its parameters filled in (see problem).
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: ParkingProblem;
  /**
   * Outcome of each event, in the order sent.
   */
  list?: ParkingGateEventOutcome[];
}
/**
 * What became of one event.
 */
export interface ParkingGateEventOutcome {
  /**
   * The event.
   */
  eventId: string;
  /**
   * accepted or refused.
   */
  outcome: 'accepted' | 'refused';
  /**
   * True when this event id was received before: the first outcome is repeated and nothing changes.
   */
  duplicate: boolean;
  /**
   * Why it was refused.
   */
  dispMsg?: string;
  /**
   * Message code of the refusal (ParkingProblem codes).
   */
  code?:
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
   * The ticket the pass belongs to.
   */
  ticketNo?: string;
  /**
   * Pre-pay reference of its booking.
   */
  reference?: string;
}
