/**
 * The parking services the routes call, bound to their dependencies once. Routes stay thin: they
 * pick the shop or tenant (URL) and the session (Authorization) and hand the validated payload over.
 */
import type { Database } from '../../db/database';
import type { SecretSource } from '../../tenants/secret-value';
import { systemClock, type Clock } from '../clock';
import { orderBooking } from './booking-order';
import { bookingSummary } from './booking-summary';
import { quoteStay } from './fee-quote';
import { receiveGateEvents } from './gate-events';
import { DEFAULT_HOLD_MINUTES, type ParkingDeps, type ParkingLogger } from './parking-deps';
import { loadTicketPool } from './ticket-pool';
import { confirmZeroAmount } from './zero-amount-confirmation';

export interface ParkingOptions {
  /** Time source of every parking rule (default: the accounts clock, else the system clock). */
  now?: Clock;
  /** Minutes an unpaid booking holds its tickets (default 15). */
  holdMinutes?: number;
  /** Where tenant secrets (the gate key) are read: default process.env. */
  secrets?: SecretSource;
}

type Bound<F> = F extends (deps: ParkingDeps, ...rest: infer A) => infer R ? (...rest: A) => R : never;

export interface ParkingServices {
  deps: ParkingDeps;
  /** Read by the gate events route for the tenant's gate key. */
  secrets: SecretSource;
  loadTicketPool: Bound<typeof loadTicketPool>;
  quote: Bound<typeof quoteStay>;
  order: Bound<typeof orderBooking>;
  summary: Bound<typeof bookingSummary>;
  confirmZeroAmount: Bound<typeof confirmZeroAmount>;
  gateEvents: Bound<typeof receiveGateEvents>;
}

export function createParkingServices(db: Database, log: ParkingLogger, options: ParkingOptions = {}): ParkingServices {
  const holdMinutes = options.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) throw new RangeError(`holdMinutes must be a whole number of minutes >= 1, got ${holdMinutes}`);
  const deps: ParkingDeps = { db, now: options.now ?? systemClock, log, holdMinutes };
  return {
    deps,
    secrets: options.secrets ?? process.env,
    loadTicketPool: (...args) => loadTicketPool(deps, ...args),
    quote: (...args) => quoteStay(deps, ...args),
    order: (...args) => orderBooking(deps, ...args),
    summary: (...args) => bookingSummary(deps, ...args),
    confirmZeroAmount: (...args) => confirmZeroAmount(deps, ...args),
    gateEvents: (...args) => receiveGateEvents(deps, ...args),
  };
}
