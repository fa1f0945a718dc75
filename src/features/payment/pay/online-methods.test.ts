import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../generated/tenant';
import { initialMethod, onlinePaymentMethods, totalWith } from './online-methods';

const method = (
  code: PaymentMethod['code'],
  paymentType: PaymentMethod['paymentType'],
  extra: { visible?: boolean; rate?: number } = {},
): PaymentMethod => ({
  name: `m${code}`,
  code,
  paymentType,
  visible: extra.visible ?? true,
  provider: 'none',
  ...(extra.rate === undefined ? {} : { surchargeType: 'rate' as const, rate: extra.rate }),
});

describe('online payment methods', () => {
  const card = method(201, 'card', { rate: 1.5 });
  const stored = method(205, 'storedValue');
  const methods = [method(200, 'cash'), card, method(204, 'paypal', { visible: false }), stored, method(300, 'card')];

  it('offers the visible ones that are not cash', () => {
    expect(onlinePaymentMethods(methods).map((m) => m.code)).toEqual([201, 205]);
  });

  it('adds the method’s own surcharge, rounded once', () => {
    expect(totalWith(card, 1300)).toEqual({ surcharge: 20, total: 1320 });
    expect(totalWith(stored, 1300)).toEqual({ surcharge: 0, total: 1300 });
  });

  it('starts with the method chosen at order time when it is offered', () => {
    const offered = onlinePaymentMethods(methods);
    expect(initialMethod(offered, 205)).toBe(stored);
    expect(initialMethod(offered, 200)).toBe(card);
    expect(initialMethod(offered, null)).toBe(card);
    expect(initialMethod([], 201)).toBeNull();
  });
});
