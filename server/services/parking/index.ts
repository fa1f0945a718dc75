/**
 * What other domains may use of parking. Payments imports parking only through this file: the
 * booking as the customer sees it, release on read, and the port parking's top-up and
 * cancellation call payments through (which payments implements).
 */
export { bookingView } from './booking-view';
export { settleDuePools } from './pool-settlement';
export type { BookingPaymentRequest, BookingPayments, StartedBookingPayment } from './booking-payments';
export type { BookingVouchers, VoucherDiscountAnswer } from './booking-vouchers';
