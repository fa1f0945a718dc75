/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {MessageCode} from './message-code';
import type {Problem} from './problem';

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
   * Why the call was refused: the English of problem, its parameters filled in.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
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
   * Message code of the refusal (a code of the message catalogue).
   */
  code?: MessageCode;
  /**
   * The ticket the pass belongs to.
   */
  ticketNo?: string;
  /**
   * Pre-pay reference of its booking.
   */
  reference?: string;
}
