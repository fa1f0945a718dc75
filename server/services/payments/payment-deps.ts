import type { Database } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { ServiceLogger } from '../shared/service-logger';
import type { PaymentGateway } from './payment-gateway';

/** The sandbox's stored-value test card (payment codes 205/305): its number and four-digit PIN. */
export interface StoredValueTestCard {
  cardNumber: string;
  cardHolder: string;
  pin: string;
}

export const DEFAULT_STORED_VALUE_CARD: StoredValueTestCard = { cardNumber: '6035990000001234', cardHolder: 'SANDBOX STORED VALUE', pin: '2468' };

/** What the payments run on: the database, clock and log the app gives every service. */
export interface PaymentBase {
  db: Database;
  now: Clock;
  log: ServiceLogger;
}

/** What the payment services run on; built once by the app (server/app.ts). */
export interface PaymentDeps extends PaymentBase {
  gateway: PaymentGateway;
  storedValueCard: StoredValueTestCard;
}
