import type { PaymentMethod } from '../../../generated/tenant';

/** Cash (200/300) is paid at the counter, never online (docs/rules.md#payment-codes). */
export const CASH_PAYMENT_CODES: readonly number[] = [200, 300];

/** The methods a customer can pay a booking with online: visible and not cash, in the tenant's order. */
export function onlinePaymentMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => method.visible && !CASH_PAYMENT_CODES.includes(method.code));
}

/** What the fee breakdown calls a method's surcharge: its rate, a fixed charge, or none. */
export type SurchargeLabel = { kind: 'rate'; rate: number } | { kind: 'fixed' } | { kind: 'none' };

export function surchargeLabelOf(method: PaymentMethod | undefined): SurchargeLabel {
  if (method?.surchargeType === 'rate' && typeof method.rate === 'number') return { kind: 'rate', rate: method.rate };
  if (method?.surchargeType === 'fixed') return { kind: 'fixed' };
  return { kind: 'none' };
}
