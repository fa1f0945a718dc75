import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { omipayPaymentStatus, omipayPlatform, omipayRefundNumber, omipayRefundStatus } from './omipay-status';

describe('omipay states', () => {
  it('reads only PAID as approved; an unknown state waits', () => {
    expect(omipayPaymentStatus('PAID')).toBe('approved');
    expect(omipayPaymentStatus('PAYING')).toBe('pending');
    expect(omipayPaymentStatus('FAILED')).toBe('declined');
    expect(omipayPaymentStatus('CLOSED')).toBe('abandoned');
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(!['PAID', 'FAILED', 'CLOSED'].includes(code));
        expect(omipayPaymentStatus(code)).toBe('pending');
      }),
    );
    // Case matters: 'paid' is not Omipay's word for paid.
    expect(omipayPaymentStatus('paid')).toBe('pending');
  });

  it('reads a refund as done or failed only on those words; anything else is asked again', () => {
    expect(omipayRefundStatus('SUCCESS')).toBe('succeeded');
    expect(omipayRefundStatus('FAILED')).toBe('failed');
    expect(omipayRefundStatus('REFUNDING')).toBe('pending');
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(code !== 'SUCCESS' && code !== 'FAILED');
        expect(omipayRefundStatus(code)).toBe('pending');
      }),
    );
  });

  it('sends WeChat Pay and Alipay to their platforms and takes nothing else', () => {
    expect(omipayPlatform('wechat')).toBe('WECHATPAY');
    expect(omipayPlatform('alipay')).toBe('ALIPAY');
    expect(omipayPlatform('card')).toBeNull();
    expect(omipayPlatform('paypal')).toBeNull();
  });

  it('gives one refund number per key, one Omipay can take', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), fc.string({ minLength: 1, maxLength: 200 }), (a, b) => {
        const na = omipayRefundNumber(a);
        expect(na).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
        expect(omipayRefundNumber(a)).toBe(na);
        if (a !== b) expect(omipayRefundNumber(b)).not.toBe(na);
      }),
    );
    expect(omipayRefundNumber('refund-booking-42')).toBe('refund-booking-42');
  });
});
