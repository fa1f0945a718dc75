import type { Refusal } from '../../../src/protocol';
import type { Database, Queryable } from '../../db/database';
import type { PaymentRecord } from '../../db/repositories/payment-repository';
import type { SessionIdentity } from '../accounts';
import type { Clock } from '../shared/clock';
import type { PaymentMetrics } from '../shared/payment-metrics';
import type { ServiceLogger } from '../shared/service-logger';
import type { PaymentGateway } from './payment-gateway';

/** A payment as the wallet sees it. */
export type PaidPayment = Pick<PaymentRecord, 'txn' | 'tenantId' | 'siteId' | 'accountId' | 'amount'>;

/** A stored-value payment to take from the customer's own card. */
export interface StoredValueDebit extends PaidPayment {
  /** Shown in the card's history (the booking reference). */
  reason: string;
  now: Date;
}

/**
 * What payments ask of the wallet (docs/wallet.md#paying): payment codes 205/305 debit the
 * customer's own stored-value card after its 6-digit wallet PIN; refunds credit it back; every
 * approved payment earns the tenant's points and a refund takes its share back. The wallet
 * implements this port (server/services/wallet/stored-value-payments.ts); the app wires it.
 */
export interface StoredValuePayments {
  /**
   * The refusal of a wrong (or locked) PIN of the customer's stored-value card, null when right.
   * Counted outside the call's transaction, which would roll the count back with its refusal.
   */
  verifyPin(identity: SessionIdentity, pin: string): Promise<Refusal | null>;
  /** Debits the card in the payment's transaction (with its history row); refuses when the balance is short. */
  debit(tx: Queryable, debit: StoredValueDebit, refuse: (answer: Refusal) => never): Promise<{ cardNumber: string }>;
  /** Credits `amount` of a stored-value payment back to the card that paid it, in the refund's transaction. */
  credit(tx: Queryable, payment: PaidPayment, amount: number, now: Date): Promise<void>;
  /** The points an approved payment earns, by the tenant's programmes. */
  earnPoints(tx: Queryable, payment: PaidPayment, now: Date): Promise<void>;
  /** The points a refund of `refunded` takes back from those the payment earned. */
  reversePoints(tx: Queryable, payment: PaidPayment, refunded: number, now: Date): Promise<void>;
}

/** The name stored with payments paid from a wallet card (payments.gateway). */
export const WALLET_GATEWAY = 'wallet';

/** What the payments run on: the database, clock and log the app gives every service. */
export interface PaymentBase {
  db: Database;
  now: Clock;
  log: ServiceLogger;
  /** The operator's counters of settlements and refunds (server/http/metrics.ts); none when absent. */
  metrics?: PaymentMetrics;
}

/** What the payment services run on; built once by the app (server/app.ts). */
export interface PaymentDeps extends PaymentBase {
  gateway: PaymentGateway;
  storedValue: StoredValuePayments;
  /** Further pending payments the re-check job settles (the wallet's top-ups); how many it settled. */
  recheckOthers?: () => Promise<number>;
  /** The remote providers' reconciliation the re-check job runs first (gateway-router.ts); how many moved on. */
  reconcileProviders?: () => Promise<number>;
}
