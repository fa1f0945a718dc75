import { describe, expect, it } from 'vitest';
import { refundRuleText } from './refund-rule';

describe('refundRuleText', () => {
  it('explains a full refund with the deadline of the policy', () => {
    expect(refundRuleText({ rule: 'full', refundPercent: 100, cancellationFee: 0 }, 120)).toEqual({
      key: 'full',
      values: { minutes: 120 },
    });
  });
  it('says when the cancellation fee is taken off a full refund', () => {
    expect(refundRuleText({ rule: 'full', refundPercent: 100, cancellationFee: 100 }, 120)).toEqual({
      key: 'fullLessFee',
      values: { minutes: 120 },
    });
  });
  it('explains a full refund without a policy', () => {
    expect(refundRuleText({ rule: 'full', refundPercent: 100, cancellationFee: 0 }, null)).toEqual({
      key: 'fullAnyTime',
      values: {},
    });
  });
  it('explains a late cancellation with its percentage, and the fee when there is one', () => {
    expect(refundRuleText({ rule: 'late', refundPercent: 50, cancellationFee: 0 }, 120)).toEqual({
      key: 'late',
      values: { percent: 50, minutes: 120 },
    });
    expect(refundRuleText({ rule: 'late', refundPercent: 50, cancellationFee: 100 }, 120)).toEqual({
      key: 'lateLessFee',
      values: { percent: 50, minutes: 120 },
    });
  });
  it('explains that nothing paid is nothing refunded', () => {
    expect(refundRuleText({ rule: 'unpaid', refundPercent: 0, cancellationFee: 100 }, 120)).toEqual({
      key: 'unpaid',
      values: {},
    });
  });
});
