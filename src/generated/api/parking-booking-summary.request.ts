/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/ticket/bookingSummary, before packaging: the signed-in customer's bookings in the shop's tenant, latest entry first unless order says soonest. Every filter is optional. Needs Authorization: Bearer <session token>.
 */
export interface ParkingBookingSummaryRequest {
  /**
   * Only this booking.
   */
  bookingId?: string;
  /**
   * Only the booking with this pre-pay reference number.
   */
  reference?: string;
  /**
   * Only bookings of this site.
   */
  siteId?: string;
  /**
   * Only bookings in one of these statuses.
   *
   * @maxItems 6
   */
  status?:
    | []
    | ['pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released']
    | [
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released'
      ]
    | [
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released'
      ]
    | [
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released'
      ]
    | [
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released'
      ]
    | [
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released',
        'pending_payment' | 'booked' | 'topped_up' | 'cancelled' | 'expired' | 'released'
      ];
  /**
   * Only bookings made at or after this time (seconds).
   */
  dateStart?: number;
  /**
   * Only bookings made before this time (seconds).
   */
  dateEnd?: number;
  /**
   * 'latest' (default): latest entry first, as the past tab reads; 'soonest': soonest entry first, as the upcoming tab reads (docs/rules.md#my-tickets).
   */
  order?: 'latest' | 'soonest';
  /**
   * Bookings per page (default 10).
   */
  pageSize?: number;
  /**
   * Page, from 1 (default 1).
   */
  currPage?: number;
}
