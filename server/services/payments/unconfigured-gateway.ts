/**
 * The gateway of a production server that has none configured: the sandbox approves whatever its
 * page is told, so it is never the default in production. Every payment is refused ('Failed to
 * request payment, please try later'); nothing is ever approved or refunded through it.
 */
import type { PaymentGateway } from './payment-gateway';

export const unconfiguredGateway: PaymentGateway = {
  name: 'none',
  createPayment: () => Promise.reject(new Error('no payment gateway is configured (PAYMENT_GATEWAY)')),
  getPayment: () => Promise.resolve(null),
  startCardRegistration: () => Promise.reject(new Error('no payment gateway is configured (PAYMENT_GATEWAY)')),
  getCardRegistration: () => Promise.resolve(null),
  refund: () => Promise.resolve(null),
  // Nothing is ever created through it, so there is nothing that could be paid.
  cancel: () => Promise.resolve(true),
};
