import { digitsPattern, PAYMENT_PIN_LENGTH } from '../../src/lib/limits';

/** Payment verification (stored-value card) needs the card's wallet PIN, PAYMENT_PIN_LENGTH digits (docs/rules.md#payment-pin). */
export const PAYMENT_PIN_PATTERN = digitsPattern(PAYMENT_PIN_LENGTH);
export const isPaymentPin = (pin: string): boolean => PAYMENT_PIN_PATTERN.test(pin);
