import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../generated/tenant';
import { onlinePaymentMethods, surchargeLabelOf } from './payment-methods';

const method = (code: PaymentMethod['code'], overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  name: `m${code}`,
  paymentType: 'card',
  code,
  visible: true,
  provider: 'sandbox',
  ...overrides,
});

describe('onlinePaymentMethods', () => {
  it('keeps visible methods other than cash, in order', () => {
    const methods = [method(200), method(205), method(201), method(204, { visible: false }), method(300), method(202)];
    expect(onlinePaymentMethods(methods).map((m) => m.code)).toEqual([205, 201, 202]);
  });
});

describe('surchargeLabelOf', () => {
  it('names the rate, a fixed charge, or none', () => {
    expect(surchargeLabelOf(method(201, { surchargeType: 'rate', rate: 1.5 }))).toEqual({ kind: 'rate', rate: 1.5 });
    expect(surchargeLabelOf(method(201, { surchargeType: 'fixed', surcharge: 50 }))).toEqual({ kind: 'fixed' });
    expect(surchargeLabelOf(method(201, { surchargeType: 'none' }))).toEqual({ kind: 'none' });
    expect(surchargeLabelOf(undefined)).toEqual({ kind: 'none' });
  });
});
