import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../generated/tenant';
import { defaultPaymentCode, onlinePaymentMethods } from './top-up-methods';

const method = (
  code: PaymentMethod['code'],
  paymentType: PaymentMethod['paymentType'],
  visible = true,
): PaymentMethod => ({
  name: `m${code}`,
  code,
  paymentType,
  visible,
  provider: 'sandbox',
});

describe('top-up payment methods', () => {
  const methods = [method(200, 'cash'), method(201, 'card'), method(204, 'paypal', false), method(205, 'storedValue')];

  it('offers the visible methods that are not cash', () => {
    expect(onlinePaymentMethods(methods).map((m) => m.code)).toEqual([201, 205]);
  });

  it("picks the booking's own method when offered, else the first", () => {
    const online = onlinePaymentMethods(methods);
    expect(defaultPaymentCode(online, 205)).toBe(205);
    expect(defaultPaymentCode(online, 200)).toBe(201);
    expect(defaultPaymentCode(online, null)).toBe(201);
    expect(defaultPaymentCode([], 201)).toBeNull();
  });
});
