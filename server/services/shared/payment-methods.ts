/** Reading the tenant's payment methods: what a booking, a top-up or a payment may be paid with. */
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';

/** The tenant's visible payment method with this code. */
export function visiblePaymentMethod(tenant: Tenant, code: number): PaymentMethod | undefined {
  return tenant.payment.methods.find((method) => method.code === code && method.visible);
}

/** A stored-value card (by its type, or by the stored-value codes 205 and 305): paid with the card's PIN. */
export function isStoredValue(method: PaymentMethod): boolean {
  return method.paymentType === 'storedValue' || method.code === 205 || method.code === 305;
}
