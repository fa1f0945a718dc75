import type { ParkingRefundQuote } from '../../../generated/api/parking-refund-quote';

/** The sentence explaining a refund quote: its key under `tickets.cancel.rule` and its values. */
export interface RefundRuleText {
  key: 'full' | 'fullLessFee' | 'fullAnyTime' | 'late' | 'lateLessFee' | 'unpaid';
  values: { minutes?: number; percent?: number };
}

/**
 * Why the refund is what it is (docs/parking-api.md, Cancel and refund): in full when cancelled at
 * least `fullRefundMinutesBefore` minutes before entry, else the late percentage; the cancellation
 * fee, when there is one, is taken off either way (its amount is a line of its own). Without a
 * policy every cancellation is refunded in full.
 */
export function refundRuleText(
  quote: Pick<ParkingRefundQuote, 'rule' | 'refundPercent' | 'cancellationFee'>,
  fullRefundMinutesBefore: number | null,
): RefundRuleText {
  if (quote.rule === 'unpaid') return { key: 'unpaid', values: {} };
  const minutes = fullRefundMinutesBefore === null ? {} : { minutes: fullRefundMinutesBefore };
  if (quote.rule === 'late')
    return {
      key: quote.cancellationFee > 0 ? 'lateLessFee' : 'late',
      values: { percent: quote.refundPercent, ...minutes },
    };
  if (fullRefundMinutesBefore === null) return { key: 'fullAnyTime', values: {} };
  return { key: quote.cancellationFee > 0 ? 'fullLessFee' : 'full', values: { minutes: fullRefundMinutesBefore } };
}
