/**
 * How much one payer pays toward a table bill (docs/shop.md#split). Pure and shared: the bill
 * screen shows the amount, the server computes it again under the bill's lock and charges only that.
 *  - items: the chosen items, each free (neither paid nor being paid);
 *  - share: an even share of what is left among the people still to pay (rounded up, so the last
 *    payer, who pays 'the rest', never owes a fraction);
 *  - rest: everything left.
 * Whatever the split, the amount is never above what is left (total minus paid and being paid),
 * so the payments of a bill can never add up to more than its total.
 */
import type { Message } from '../../protocol/message';
import { TABLE_SPLIT_MAX_PEOPLE } from '../limits';

export interface BillForSplit {
  total: number;
  /** Paid plus being paid. */
  reserved: number;
  items: readonly { itemNo: number; amount: number; state: 'free' | 'locked' | 'paid' }[];
}

export type Split = { kind: 'items'; items: readonly number[] } | { kind: 'share'; people: number } | { kind: 'rest' };

export type SplitResult = { ok: true; amount: number } | { ok: false; problem: Message };

/** What can still be paid now. */
export const billLeft = (bill: Pick<BillForSplit, 'total' | 'reserved'>): number =>
  Math.max(0, bill.total - bill.reserved);

export function splitAmount(bill: BillForSplit, split: Split): SplitResult {
  const left = billLeft(bill);
  if (left === 0) return { ok: false, problem: { code: 'BILL_NOTHING_LEFT' } };
  switch (split.kind) {
    case 'rest':
      return { ok: true, amount: left };
    case 'share': {
      const people = Math.trunc(split.people);
      if (people < 2 || people > TABLE_SPLIT_MAX_PEOPLE) return { ok: false, problem: { code: 'BILL_AMOUNT_CHANGED' } };
      return { ok: true, amount: Math.ceil(left / people) };
    }
    case 'items': {
      const wanted = new Set(split.items);
      if (wanted.size === 0 || wanted.size !== split.items.length)
        return { ok: false, problem: { code: 'BILL_ITEM_TAKEN' } };
      let amount = 0;
      for (const itemNo of wanted) {
        const item = bill.items.find((i) => i.itemNo === itemNo);
        if (!item || item.state !== 'free') return { ok: false, problem: { code: 'BILL_ITEM_TAKEN' } };
        amount += item.amount;
      }
      // Items are free but money toward the bill (even shares) may already cover part of them.
      if (amount > left) return { ok: false, problem: { code: 'BILL_AMOUNT_CHANGED' } };
      if (amount === 0) return { ok: false, problem: { code: 'BILL_NOTHING_LEFT' } };
      return { ok: true, amount };
    }
  }
}
