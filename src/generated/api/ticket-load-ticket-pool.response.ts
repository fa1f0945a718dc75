/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {OfferConditions} from '../tenant';
import type {ParkingTariff} from './parking-tariff';
import type {Problem} from './problem';

/**
 * Answer of loadTicketPool: rtn 1 with the site's offers and their balance, or rtn 0 'Site not found' / 'This ticket offer is not available'.
 */
export interface TicketLoadTicketPoolResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: TicketLoadTicketPoolResult;
}
/**
 * rtn 1 with the list, or rtn 0 with dispMsg and problem.
 */
export interface TicketLoadTicketPoolResult {
  /**
   * 1: listed; 0: refused.
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
   * The site.
   */
  siteId?: string;
  /**
   * IANA time zone the site's times are shown and validated in.
   */
  timeZone?: string;
  bookingRules?: ParkingBookingRules;
  /**
   * The offers, in config order.
   */
  list?: TicketPoolEntry[];
}
/**
 * The booking rules in force (tenant settings over the defaults).
 */
export interface ParkingBookingRules {
  /**
   * Entry at most this many calendar days ahead (site zone).
   */
  bookingBeforeDay: number;
  /**
   * Book at least this many minutes before entry.
   */
  bookingBeforeTime: number;
  /**
   * Minimum stay in minutes.
   */
  minimumStayMinutes: number;
  /**
   * A booking spans fewer than this many days.
   */
  maximumBookingDays: number;
  /**
   * Most tickets in one booking.
   */
  maxTicketsPerBooking: number;
}
/**
 * An offer and its pool.
 */
export interface TicketPoolEntry {
  /**
   * Offer code.
   */
  offerCode: string;
  /**
   * Name shown to the customer.
   */
  name: string;
  /**
   * One line about the offer ('' when none).
   */
  description: string;
  /**
   * Price.
   */
  tariff: ParkingTariff;
  /**
   * When the offer may be used (entry days and times, exit bounds, longest stay); absent when any time will do.
   */
  conditions?: OfferConditions;
  /**
   * Tickets in the pool (config).
   */
  capacity: number;
  /**
   * Tickets available now (never below 0).
   */
  balance: number;
  /**
   * Most tickets of this offer one customer may hold at once; null: no limit.
   */
  maxTicketsAtOnce: number | null;
  /**
   * available, or sold_out when the balance is 0.
   */
  status: 'available' | 'sold_out';
}
