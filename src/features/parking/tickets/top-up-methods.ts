import type { PaymentMethod } from '../../../generated/tenant';

/** Methods a top-up can be paid with online: the visible ones, cash excluded (it cannot be paid online). */
export function onlinePaymentMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => method.visible && method.paymentType !== 'cash');
}

/** The method chosen first: the one the booking was paid with when it is offered, else the first. */
export function defaultPaymentCode(methods: readonly PaymentMethod[], bookingCode: number | null): number | null {
  return methods.find((method) => method.code === bookingCode)?.code ?? methods[0]?.code ?? null;
}
