import type { Database } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { ServiceLogger } from '../shared/service-logger';
import type { BookingPayments } from './booking-payments';
import type { BookingVouchers } from './booking-vouchers';

/** What the parking services run on; built once by the app (server/app.ts). */
export interface ParkingDeps {
  db: Database;
  now: Clock;
  log: ServiceLogger;
  /** Minutes an unpaid booking holds its tickets. */
  holdMinutes: number;
  /** Payments, for top-ups and cancellations. */
  payments: BookingPayments;
  /** Vouchers, for the quote's and the order's discount. */
  vouchers: BookingVouchers;
}

export const DEFAULT_HOLD_MINUTES = 15;
