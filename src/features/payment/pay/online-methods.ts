import type { PaymentMethod } from '../../../generated/tenant';
import { surchargeFor } from '../../../lib/surcharge';

/** Cash (200/300) cannot be paid online (the server refuses it). */
const CASH_CODES: readonly number[] = [200, 300];

/** The tenant's methods a booking can be paid with online: visible, not cash. */
export function onlinePaymentMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter(
    (method) => method.visible && method.paymentType !== 'cash' && !CASH_CODES.includes(method.code),
  );
}

/** What paying a fee with this method costs: the server replaces the order-time surcharge with the method's own. */
export function totalWith(method: PaymentMethod, fee: number): { surcharge: number; total: number } {
  const surcharge = surchargeFor(method, fee);
  return { surcharge, total: fee + surcharge };
}

/** The method paid with at order time when it can still be used online, else the first one. */
export function initialMethod(methods: readonly PaymentMethod[], paymentCode: number | null): PaymentMethod | null {
  return methods.find((method) => method.code === paymentCode) ?? methods[0] ?? null;
}
