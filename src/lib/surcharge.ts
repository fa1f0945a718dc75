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
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole number of minor units >= 0, got ${amount}`);
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
