/**
 * What other domains may use of payments (docs/architecture.md#server-layers): the gateway adapter,
 * the stored-value port the wallet implements, and the saved card a shop payment charges.
 */
export type { CreatedGatewayPayment, PaymentGateway } from './payment-gateway';
export { providerContext } from './provider-context';
export { paymentProviderGaps } from './provider-gaps';
export type { StoredValueDebit, StoredValuePayments } from './payment-deps';
export { savedCardToCharge } from './saved-cards';
export type { GatewayRouter } from './gateway-router';
export { refundsOwed } from './refunds-owed';
