import type { ParkingDeps } from '../parking/parking-deps';
import type { PaymentGateway } from './payment-gateway';

/** The sandbox's stored-value test card (payment codes 205/305): its number and four-digit PIN. */
export interface StoredValueTestCard {
  cardNumber: string;
  cardHolder: string;
  pin: string;
}

export const DEFAULT_STORED_VALUE_CARD: StoredValueTestCard = { cardNumber: '6035990000001234', cardHolder: 'SANDBOX STORED VALUE', pin: '2468' };

export interface PaymentDeps extends ParkingDeps {
  gateway: PaymentGateway;
  storedValueCard: StoredValueTestCard;
}
