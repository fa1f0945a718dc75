/**
 * What a voucher takes off a parking fee (docs/vouchers-and-invitations.md#discount): a pure rule
 * shared by the quote and the order, in integer minor units. A percentage is rounded down to the
 * minor unit and capped by maxDiscount; an amount is taken as it is; neither ever exceeds the fee,
 * so the fee after the discount is never negative. Below minSpend the voucher does not apply.
 */
import type { VoucherDiscountRule } from '../generated/tenant';

export type VoucherDiscountOutcome =
  { applies: true; discount: number } | { applies: false; reason: 'below-min-spend' | 'invalid-rule' | 'invalid-fee' };

const isAmount = (value: number | undefined): boolean =>
  value === undefined || (Number.isSafeInteger(value) && value >= 0);

export function voucherDiscount(rule: VoucherDiscountRule, fee: number): VoucherDiscountOutcome {
  if (!Number.isSafeInteger(fee) || fee < 0) return { applies: false, reason: 'invalid-fee' };
  const { percentOff, amountOff, maxDiscount, minSpend } = rule;
  if (
    (percentOff === undefined) === (amountOff === undefined) ||
    !isAmount(amountOff) ||
    !isAmount(maxDiscount) ||
    !isAmount(minSpend)
  ) {
    return { applies: false, reason: 'invalid-rule' };
  }
  if (percentOff !== undefined && (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100))
    return { applies: false, reason: 'invalid-rule' };
  if (minSpend !== undefined && fee < minSpend) return { applies: false, reason: 'below-min-spend' };
  // fee * percent stays exact: fees are far below 2^53 / 100.
  const raw = percentOff !== undefined ? Math.floor((fee * percentOff) / 100) : (amountOff ?? 0);
  const capped = maxDiscount !== undefined && percentOff !== undefined ? Math.min(raw, maxDiscount) : raw;
  return { applies: true, discount: Math.min(capped, fee) };
}
