import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billLeft, splitAmount, type BillForSplit } from './bill-split';

const bill = (amounts: number[], reserved = 0): BillForSplit => ({
  total: amounts.reduce((a, b) => a + b, 0),
  reserved,
  items: amounts.map((amount, itemNo) => ({ itemNo, amount, state: 'free' as const })),
});

describe('bill split (docs/shop.md#split)', () => {
  it('pays chosen items, an even share rounded up, or the rest', () => {
    const b = bill([1200, 850, 400]);
    expect(splitAmount(b, { kind: 'items', items: [0, 2] })).toEqual({ ok: true, amount: 1600 });
    expect(splitAmount(b, { kind: 'share', people: 3 })).toEqual({ ok: true, amount: 817 });
    expect(splitAmount(b, { kind: 'rest' })).toEqual({ ok: true, amount: 2450 });
  });

  it('refuses an item being paid or paid, an unknown or repeated item, and a settled bill', () => {
    const b: BillForSplit = {
      ...bill([500, 500]),
      reserved: 500,
      items: [
        { itemNo: 0, amount: 500, state: 'locked' },
        { itemNo: 1, amount: 500, state: 'free' },
      ],
    };
    expect(splitAmount(b, { kind: 'items', items: [0] })).toEqual({ ok: false, problem: { code: 'BILL_ITEM_TAKEN' } });
    expect(splitAmount(b, { kind: 'items', items: [7] })).toEqual({ ok: false, problem: { code: 'BILL_ITEM_TAKEN' } });
    expect(splitAmount(b, { kind: 'items', items: [1, 1] })).toEqual({
      ok: false,
      problem: { code: 'BILL_ITEM_TAKEN' },
    });
    expect(splitAmount({ ...b, reserved: 1000 }, { kind: 'rest' })).toEqual({
      ok: false,
      problem: { code: 'BILL_NOTHING_LEFT' },
    });
  });

  it('never lets items be paid twice over by money already given as shares', () => {
    expect(splitAmount(bill([600, 400], 700), { kind: 'items', items: [0] })).toEqual({
      ok: false,
      problem: { code: 'BILL_AMOUNT_CHANGED' },
    });
  });

  it('property: any sequence of splits never pays more than the total, and shares then the rest pay it exactly', () => {
    const amounts = fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 12 });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('share' as const), people: fc.integer({ min: 2, max: 20 }) }),
      fc.record({
        kind: fc.constant('items' as const),
        items: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 4 }),
      }),
      fc.constant({ kind: 'rest' as const }),
    );
    fc.assert(
      fc.property(amounts, fc.array(step, { maxLength: 15 }), (lines, steps) => {
        const b = bill(lines);
        const items = b.items.map((i) => ({ ...i }));
        let reserved = 0;
        for (const s of steps) {
          const r = splitAmount({ total: b.total, reserved, items }, s);
          if (!r.ok) continue;
          expect(Number.isInteger(r.amount) && r.amount > 0).toBe(true);
          expect(r.amount).toBeLessThanOrEqual(billLeft({ total: b.total, reserved }));
          reserved += r.amount;
          if (s.kind === 'items') for (const n of s.items) items[n]!.state = 'paid';
          if (s.kind === 'rest') for (const i of items) if (i.state === 'free') i.state = 'paid';
        }
        expect(reserved).toBeLessThanOrEqual(b.total);
        const last = splitAmount({ total: b.total, reserved, items }, { kind: 'rest' });
        expect(reserved + (last.ok ? last.amount : 0)).toBe(b.total);
      }),
    );
  });

  it('property: N people paying even shares in turn, the last the rest, pay exactly the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 20 }), (total, n) => {
        let reserved = 0;
        for (let people = n; people >= 2; people--) {
          const r = splitAmount({ total, reserved, items: [] }, { kind: 'share', people });
          if (r.ok) reserved += r.amount;
        }
        const rest = splitAmount({ total, reserved, items: [] }, { kind: 'rest' });
        expect(reserved + (rest.ok ? rest.amount : 0)).toBe(total);
      }),
    );
  });
});
