/** The payment services the routes call, bound to their dependencies once (as parking-services.ts). */
import type { BookingPayments } from '../parking';
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { refundBookingPayments, startBookingPayment } from './booking-payment';
import { refused } from '../../../src/protocol';
import type { PaymentBase, PaymentDeps, StoredValuePayments } from './payment-deps';
import type { PaymentGateway } from './payment-gateway';
import { startPayment } from './payment-start';
import { paymentStatus, recheckPendingPayments, settleByGatewayPaymentId } from './payment-status';
import { abandonEnteredCard, saveEnteredCard, sandboxCardPage, type EnteredCard } from './sandbox-cards';
import { decideSandbox, sandboxGateway, sandboxPaymentPage } from './sandbox-gateway';
import { loadSavedCards, savedCardAction } from './saved-cards';
import { checkPinIfGiven } from './stored-value-pin';

export interface PaymentOptions {
  /** Default: the built-in sandbox gateway. */
  gateway?: PaymentGateway;
  /** Stored-value payments, refunds and points (the wallet; the app wires it). Default: no wallet. */
  storedValue?: StoredValuePayments;
  /** Further pending payments the re-check job settles (the wallet's top-ups). */
  recheckOthers?: () => Promise<number>;
  /** The remote providers' reconciliation, run by the re-check job first. */
  reconcileProviders?: () => Promise<number>;
  /** How often the re-check job runs (default PAYMENT_RECHECK_INTERVAL_MS; PAYMENT_RECHECK_SECONDS). */
  recheckIntervalMs?: number;
}

/** Without a wallet nobody holds a stored-value card, and payments earn no points. */
const NO_WALLET: StoredValuePayments = {
  verifyPin: async () => refused('WALLET_NO_STORED_VALUE_CARD'),
  debit: async (_tx, _debit, refuse) => refuse(refused('WALLET_NO_STORED_VALUE_CARD')),
  credit: async (_tx, payment) => {
    throw new Error(`no wallet to credit the refund of payment ${payment.txn}`);
  },
  earnPoints: async () => {},
  reversePoints: async () => {},
};

const PAYMENT_OPERATIONS = {
  pay: startPayment,
  status: paymentStatus,
  recheckPending: recheckPendingPayments,
  settleByGatewayPaymentId,
  /** The sandbox gateway's hosted page: the payment and whether it can still be decided. */
  sandboxPayment: sandboxPaymentPage,
  /** The sandbox gateway's hosted page: a button. */
  decideSandbox,
  /** account/loadCcUser and account/actionCcUser. */
  savedCards: loadSavedCards,
  savedCardAction,
  /** The sandbox gateway's card-entry page: the registration and whether a card can still be entered. */
  sandboxCard: (deps: PaymentDeps, id: string) => sandboxCardPage(deps.db, id, deps.now()),
  /** The card-entry page's Save and Cancel. */
  saveSandboxCard: (deps: PaymentDeps, id: string, entry: EnteredCard) =>
    saveEnteredCard(deps.db, id, entry, deps.now()),
  abandonSandboxCard: (deps: PaymentDeps, id: string) => abandonEnteredCard(deps.db, id, deps.now()),
};

export interface PaymentServices extends BoundOperations<PaymentDeps, typeof PAYMENT_OPERATIONS> {
  /** What the operations run on, for the app's background jobs; routes call the operations. */
  deps: PaymentDeps;
  /** Parking's top-up and cancellation pay and refund through this (the port of parking/booking-payments.ts). */
  forBookings: BookingPayments;
}

export function createPaymentServices(base: PaymentBase, options: PaymentOptions = {}): PaymentServices {
  const deps: PaymentDeps = {
    ...base,
    gateway: options.gateway ?? sandboxGateway,
    storedValue: options.storedValue ?? NO_WALLET,
    ...(options.recheckOthers ? { recheckOthers: options.recheckOthers } : {}),
    ...(options.reconcileProviders ? { reconcileProviders: options.reconcileProviders } : {}),
  };
  return {
    deps,
    ...bindDeps(deps, PAYMENT_OPERATIONS),
    forBookings: bindDeps(deps, { checkPinIfGiven, start: startBookingPayment, refund: refundBookingPayments }),
  };
}

export const PAYMENT_RECHECK_INTERVAL_MS = 60_000;

/** Re-checks pending payments every minute until `stop()` (the app calls it on close). */
export function startPaymentRecheck(
  services: PaymentServices,
  intervalMs = PAYMENT_RECHECK_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    services
      .recheckPending()
      .then(
        (settled) => {
          if (settled > 0) services.deps.log.info({ settled }, 're-checked pending payments');
        },
        (error: unknown) => services.deps.log.warn({ err: error }, 're-checking pending payments failed'),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
