/**
 * The parking services the routes call, bound to their dependencies once. Routes stay thin: they
 * pick the shop or tenant (URL) and the session (Authorization) and hand the validated payload over.
 */
import type { Database } from '../../db/database';
import type { SecretSource } from '../../tenants/secret-value';
import { systemClock, type Clock } from '../shared/clock';
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { ServiceLogger } from '../shared/service-logger';
import type { BookingPayments } from './booking-payments';
import type { BookingVouchers } from './booking-vouchers';
import { orderBooking } from './booking-order';
import { bookingSummary } from './booking-summary';
import { bookingRefund } from './cancellation';
import { quoteStay } from './fee-quote';
import { receiveGateEvents } from './gate-events';
import { DEFAULT_HOLD_MINUTES, type ParkingDeps } from './parking-deps';
import { passQrPayload } from './pass-qr';
import { loadTicketPool } from './ticket-pool';
import { bookingTopUp } from './top-up';
import { confirmZeroAmount } from './zero-amount-confirmation';

export interface ParkingOptions {
  /** Time source of every parking rule (default: the accounts clock, else the system clock). */
  now?: Clock;
  /** Minutes an unpaid booking holds its tickets (default 15). */
  holdMinutes?: number;
  /** Where tenant secrets (the gate key) are read: default process.env. */
  secrets?: SecretSource;
}

/** Without vouchers wired in, no voucher applies ('Failed to get a discount'). */
const NO_VOUCHERS: BookingVouchers = {
  quote: () => Promise.resolve({ ok: false }),
  lock: () => Promise.resolve({ ok: false }),
  apply: () => Promise.reject(new Error('no vouchers')),
};

const PARKING_OPERATIONS = {
  loadTicketPool,
  quote: quoteStay,
  order: orderBooking,
  summary: bookingSummary,
  confirmZeroAmount,
  gateEvents: receiveGateEvents,
  passQr: passQrPayload,
  topUp: bookingTopUp,
  refund: bookingRefund,
};

export interface ParkingServices extends BoundOperations<ParkingDeps, typeof PARKING_OPERATIONS> {
  /** What the operations run on, for the app's background jobs; routes call the operations. */
  deps: ParkingDeps;
  /** Read by the gate events route for the tenant's gate key. */
  secrets: SecretSource;
}

/**
 * `payments`: how top-ups and cancellations pay and refund (PaymentServices.forBookings);
 * `vouchers`: the discount of a customer's voucher at quote and order (vouchers/booking-vouchers.ts).
 */
export function createParkingServices(
  db: Database,
  log: ServiceLogger,
  payments: BookingPayments,
  options: ParkingOptions = {},
  vouchers: BookingVouchers = NO_VOUCHERS,
): ParkingServices {
  const holdMinutes = options.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1)
    throw new RangeError(`holdMinutes must be a whole number of minutes >= 1, got ${holdMinutes}`);
  const deps: ParkingDeps = { db, now: options.now ?? systemClock, log, holdMinutes, payments, vouchers };
  return {
    deps,
    secrets: options.secrets ?? process.env,
    ...bindDeps(deps, PARKING_OPERATIONS),
  };
}
