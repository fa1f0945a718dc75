import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import { withBookingClocks } from '../server-clock';
import type { TicketLoadTicketPoolRequest } from '../../generated/api/ticket-load-ticket-pool.request';
import type { TicketLoadTicketPoolResult } from '../../generated/api/ticket-load-ticket-pool.response';
import type { ParkingFeeCalcRequest } from '../../generated/api/parking-fee-calc.request';
import type { ParkingFeeCalcResult } from '../../generated/api/parking-fee-calc.response';
import type { ParkingOrderRequest } from '../../generated/api/parking-order.request';
import type { ParkingOrderResult } from '../../generated/api/parking-order.response';
import type { ParkingZeroTxnRequest } from '../../generated/api/parking-zero-txn.request';
import type { ParkingZeroTxnResult } from '../../generated/api/parking-zero-txn.response';
import type { ParkingBookingSummaryRequest } from '../../generated/api/parking-booking-summary.request';
import type { ParkingBookingSummaryResult } from '../../generated/api/parking-booking-summary.response';
import type { ParkingTopupRequest } from '../../generated/api/parking-topup.request';
import type { ParkingTopupResult } from '../../generated/api/parking-topup.response';
import type { ParkingRefundRequest } from '../../generated/api/parking-refund.request';
import type { ParkingRefundResult } from '../../generated/api/parking-refund.response';
import type { QrcodeGenRequest } from '../../generated/api/qrcode-gen.request';
import type { QrcodeGenResult } from '../../generated/api/qrcode-gen.response';

/**
 * The parking calls (docs/parking-api.md). Each resolves with the response envelope, refusals
 * included (rtn <= 0 with `problem`): the flows and screens read those themselves. A rejection is a
 * transport failure the client has already reported. `cloud` is the tenant's cloud base, `shop`
 * the shop's own base (TenantApi of ./tenant-api). Answers with bookings teach the server's clock
 * (../server-clock.ts) on the way.
 */

export const PARKING_PATHS = {
  ticketPool: '/ticket/loadTicketPool',
  passQr: '/qrcode/gen',
  feeCalc: '/api/spot/feeCalc',
  order: '/api/svc/order',
  zeroTxn: '/api/spot/zeroTxn',
  bookingSummary: '/api/ticket/bookingSummary',
  topUp: '/api/parking/bookingTopup',
  refund: '/api/parking/bookingRefund',
} as const;

/** The site's ticket offers with what is left of each (no session needed). */
export function loadTicketPool(
  cloud: ApiClient,
  request: TicketLoadTicketPoolRequest,
  signal?: AbortSignal,
): Promise<ApiEnvelope<TicketLoadTicketPoolResult>> {
  return cloud.post<TicketLoadTicketPoolResult>(PARKING_PATHS.ticketPool, request, {
    suppressLoading: true,
    ...(signal ? { signal } : {}),
  });
}

/** The fee of a choice, exactly what an order would charge now (no session needed). */
export function quoteParkingFee(
  shop: ApiClient,
  request: ParkingFeeCalcRequest,
): Promise<ApiEnvelope<ParkingFeeCalcResult>> {
  return shop.post<ParkingFeeCalcResult>(PARKING_PATHS.feeCalc, request);
}

/** Books: holds the tickets for payment (status pending_payment). Idempotent by key. */
export function placeParkingOrder(
  shop: ApiClient,
  request: ParkingOrderRequest,
): Promise<ApiEnvelope<ParkingOrderResult>> {
  return shop.post<ParkingOrderResult>(PARKING_PATHS.order, request).then(withBookingClocks);
}

/** Confirms a zero-amount booking without payment. Idempotent by key. */
export function confirmZeroAmountBooking(
  shop: ApiClient,
  request: ParkingZeroTxnRequest,
): Promise<ApiEnvelope<ParkingZeroTxnResult>> {
  return shop.post<ParkingZeroTxnResult>(PARKING_PATHS.zeroTxn, request).then(withBookingClocks);
}

/** The signed-in customer's bookings (filters optional; another customer's id answers an empty list). */
export function fetchBookings(
  shop: ApiClient,
  request: ParkingBookingSummaryRequest,
  signal?: AbortSignal,
): Promise<ApiEnvelope<ParkingBookingSummaryResult>> {
  return shop
    .post<ParkingBookingSummaryResult>(PARKING_PATHS.bookingSummary, request, signal ? { signal } : {})
    .then(withBookingClocks);
}

/** Top-up: `quote: true` prices a later exit and changes nothing; otherwise starts its payment (idempotency key required). */
export function topUpBooking(shop: ApiClient, request: ParkingTopupRequest): Promise<ApiEnvelope<ParkingTopupResult>> {
  return shop.post<ParkingTopupResult>(PARKING_PATHS.topUp, request).then(withBookingClocks);
}

/** Cancel: `quote: true` says the exact refund and changes nothing; otherwise cancels and refunds `amount`. */
export function cancelBooking(
  shop: ApiClient,
  request: ParkingRefundRequest,
): Promise<ApiEnvelope<ParkingRefundResult>> {
  return shop.post<ParkingRefundResult>(PARKING_PATHS.refund, request).then(withBookingClocks);
}

/** What the pass's QR code carries, with the ticket it opens (the tenant's session). */
export function fetchPassQr(
  cloud: ApiClient,
  request: QrcodeGenRequest,
  signal?: AbortSignal,
): Promise<ApiEnvelope<QrcodeGenResult>> {
  return cloud.post<QrcodeGenResult>(PARKING_PATHS.passQr, request, signal ? { signal } : {});
}
