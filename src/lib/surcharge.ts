/**
 * The surcharge of a payment method on an amount, computed ONCE on the whole amount (never per
 * ticket or per line, so rounding happens once). Rule: a rate is applied as amount × rate / 100
 * and rounded half up to a whole minor unit, the rate being read to 4 decimals; a fixed surcharge
 * is added as is; nothing is added to a zero amount.
 */

import type { PaymentMethod } from '../generated/tenant';

/** The surcharge fields of a payment method: a fixed amount in minor units, or a percent rate. */
export type SurchargeTerms = Pick<PaymentMethod, 'surchargeType' | 'surcharge' | 'rate'>;

// The rate in millionths of the amount: percent × 10^4, so 4 decimals of a percent stay exact.
const RATE_SCALE = 10_000;
const PER_MILLION = 100 * RATE_SCALE;

export function surchargeFor(terms: SurchargeTerms, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be a whole number of minor units >= 0, got ${amount}`);
  if (amount === 0) return 0;
  switch (terms.surchargeType ?? 'none') {
    case 'fixed':
      return terms.surcharge ?? 0;
    case 'rate': {
      const scaledRate = Math.round((terms.rate ?? 0) * RATE_SCALE);
      const product = amount * scaledRate;
      if (!Number.isSafeInteger(product)) throw new RangeError(`amount ${amount} is too large for a rate surcharge`);
      // Half up: add half a unit, then drop the remainder (integer arithmetic; nothing is negative).
      const halfUp = product + PER_MILLION / 2;
      return (halfUp - (halfUp % PER_MILLION)) / PER_MILLION;
    }
    default:
      return 0;
  }
}

/**
 * The part of a paid surcharge that stays with a payment when only `kept` of its `amount` is still
 * paid (the rest given back, docs/shop.md#table-cancel): the surcharge in proportion, rounded half
 * up to a whole minor unit; all of it while the whole amount is kept, none once nothing is. Refunds
 * in steps give back, together, exactly what one refund of their sum would.
 */
export function surchargeKept(surcharge: number, amount: number, kept: number): number {
  for (const [name, value] of [
    ['surcharge', surcharge],
    ['amount', amount],
    ['kept', kept],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole number of minor units >= 0, got ${value}`);
  }
  if (kept === 0 || amount === 0) return 0;
  if (kept >= amount) return surcharge;
  // Half up in integers: floor((surcharge × kept + amount / 2) / amount).
  return Math.floor((2 * surcharge * kept + amount) / (2 * amount));
}
