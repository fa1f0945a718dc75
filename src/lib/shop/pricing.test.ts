import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../generated/catalogue';
import { choicesLeft, orderTotals, priceLine, type LineRequest } from './pricing';

const name = (en: string) => ({ 'en-gb': en });

const catalogue: Catalogue = {
  shopCode: 'test-shop',
  categories: [{ id: 'food', name: name('Food') }],
  products: [
    {
      id: 'noodle',
      category: 'food',
      name: name('Noodle'),
      image: 'n.svg',
      price: 1680,
      maxQuantity: 5,
      optionGroups: [
        {
          id: 'size',
          name: name('Size'),
          required: true,
          min: 1,
          max: 1,
          options: [
            { id: 'regular', name: name('Regular'), price: 0 },
            { id: 'large', name: name('Large'), price: 300 },
          ],
        },
        {
          id: 'extras',
          name: name('Extras'),
          required: false,
          min: 0,
          max: 3,
          options: [
            { id: 'egg', name: name('Egg'), price: 200, max: 2 },
            { id: 'beef', name: name('Beef'), price: 450 },
          ],
        },
      ],
    },
    { id: 'bun', category: 'food', name: name('Bun'), image: 'b.svg', price: 890, minQuantity: 2 },
  ],
};

const noodle = (options: LineRequest['options'], quantity = 1): LineRequest => ({
  productId: 'noodle',
  quantity,
  options,
});

describe('a line is priced from the catalogue (docs/shop.md#pricing)', () => {
  it('product + options x counts, x quantity', () => {
    const result = priceLine(
      catalogue,
      noodle(
        [
          { groupId: 'size', optionId: 'large' },
          { groupId: 'extras', optionId: 'egg', count: 2 },
        ],
        2,
      ),
    );
    expect(result.ok && result.line).toMatchObject({ unitPrice: 1680 + 300 + 400, lineTotal: 2 * 2380 });
  });

  it('quantity below its minimum: "Quantity cannot be below {min}"', () => {
    const result = priceLine(catalogue, { productId: 'bun', quantity: 1, options: [] });
    expect(!result.ok && result.problems).toEqual([
      { code: 'SHOP_QUANTITY_BELOW_MIN', params: { min: 2 }, productId: 'bun' },
    ]);
  });

  it('quantity over its maximum', () => {
    const result = priceLine(catalogue, noodle([{ groupId: 'size', optionId: 'regular' }], 6));
    expect(!result.ok && result.problems[0]).toMatchObject({ code: 'SHOP_QUANTITY_OVER_MAX', params: { max: 5 } });
  });

  it('a required selection not made: the choices left are counted', () => {
    const result = priceLine(catalogue, noodle([]));
    expect(!result.ok && result.problems).toEqual([
      { code: 'SHOP_SELECTION_REQUIRED', params: { left: 1 }, productId: 'noodle', groupId: 'size' },
    ]);
    expect(choicesLeft(catalogue.products[0]!.optionGroups![0]!, [])).toBe(1);
  });

  it("over the maximum of a group, and over an option's own limit", () => {
    const overGroup = priceLine(
      catalogue,
      noodle([
        { groupId: 'size', optionId: 'regular' },
        { groupId: 'size', optionId: 'large' },
      ]),
    );
    expect(!overGroup.ok && overGroup.problems.map((p) => p.code)).toEqual(['SHOP_SELECTION_OVER_MAX']);
    const overOption = priceLine(
      catalogue,
      noodle([
        { groupId: 'size', optionId: 'regular' },
        { groupId: 'extras', optionId: 'egg', count: 3 },
      ]),
    );
    expect(!overOption.ok && overOption.problems[0]).toMatchObject({
      code: 'SHOP_OPTION_OVER_MAX',
      params: { max: 2 },
    });
  });

  it('an unknown option, an unknown or unavailable product', () => {
    const unknownOption = priceLine(catalogue, noodle([{ groupId: 'size', optionId: 'huge' }]));
    expect(!unknownOption.ok && unknownOption.problems[0]?.code).toBe('SHOP_OPTION_UNAVAILABLE');
    expect(priceLine(catalogue, { productId: 'cake', quantity: 1, options: [] })).toMatchObject({
      ok: false,
      problems: [{ code: 'SHOP_ITEM_UNAVAILABLE' }],
    });
    const soldOut = priceLine(catalogue, noodle([{ groupId: 'size', optionId: 'regular' }]), new Set(['noodle']));
    expect(!soldOut.ok && soldOut.problems[0]?.code).toBe('SHOP_ITEM_UNAVAILABLE');
  });
});

describe('order totals', () => {
  it('delivery fee, free above the free-delivery amount, with what is left to add', () => {
    expect(orderTotals({ lines: [{ lineTotal: 3000 }], deliveryFee: 500, freeDeliveryAmount: 5000 })).toMatchObject({
      deliveryFee: 500,
      toFreeDelivery: 2000,
      total: 3500,
    });
    expect(orderTotals({ lines: [{ lineTotal: 5000 }], deliveryFee: 500, freeDeliveryAmount: 5000 })).toMatchObject({
      deliveryFee: 0,
      toFreeDelivery: 0,
      total: 5000,
    });
  });

  it('discount capped at the goods, tip on the goods after the discount, surcharge last', () => {
    const totals = orderTotals({
      lines: [{ lineTotal: 2000 }],
      discount: 500,
      tip: { percent: 10 },
      surcharge: { surchargeType: 'fixed', surcharge: 50 },
    });
    expect(totals).toEqual({
      goods: 2000,
      discount: 500,
      deliveryFee: 0,
      tip: 150,
      surcharge: 50,
      total: 1700,
      toFreeDelivery: 0,
    });
    expect(orderTotals({ lines: [{ lineTotal: 300 }], discount: 1000 }).total).toBe(0);
  });

  const money = fc.integer({ min: 0, max: 1_000_000 });
  const input = fc.record({
    lines: fc.array(fc.record({ lineTotal: money }), { maxLength: 12 }),
    deliveryFee: fc.option(money, { nil: undefined }),
    freeDeliveryAmount: fc.option(money, { nil: undefined }),
    discount: fc.option(fc.integer({ min: -1000, max: 2_000_000 }), { nil: undefined }),
    tip: fc.option(fc.oneof(fc.record({ percent: fc.integer({ min: 0, max: 50 }) }), fc.record({ amount: money })), {
      nil: undefined,
    }),
    surcharge: fc.option(
      fc.oneof(
        fc.constant({ surchargeType: 'none' as const }),
        fc.record({ surchargeType: fc.constant('fixed' as const), surcharge: fc.integer({ min: 0, max: 500 }) }),
        fc.record({ surchargeType: fc.constant('rate' as const), rate: fc.double({ min: 0, max: 5, noNaN: true }) }),
      ),
      { nil: undefined },
    ),
  });

  it('property: integer minor units, never negative, the parts add up, the order of lines does not matter', () => {
    fc.assert(
      fc.property(input, fc.func(fc.integer()), (totals, shuffleKey) => {
        const t = orderTotals(totals);
        for (const v of Object.values(t)) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(t.total).toBe(t.goods - t.discount + t.deliveryFee + t.tip + t.surcharge);
        expect(t.discount).toBeLessThanOrEqual(t.goods);
        const shuffled = [...totals.lines]
          .map((l, i) => ({ l, k: shuffleKey(i) }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        expect(orderTotals({ ...totals, lines: shuffled })).toEqual(t);
      }),
    );
  });

  it("property: a line's price does not depend on the order its options were chosen in", () => {
    const choice = fc.constantFrom(
      { groupId: 'size', optionId: 'regular' },
      { groupId: 'size', optionId: 'large' },
      { groupId: 'extras', optionId: 'egg' },
      { groupId: 'extras', optionId: 'beef' },
    );
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 5 }), fc.integer({ min: 0, max: 8 }), (options, quantity) => {
        const forward = priceLine(catalogue, noodle(options, quantity));
        const backward = priceLine(catalogue, noodle([...options].reverse(), quantity));
        expect(forward.ok).toBe(backward.ok);
        if (forward.ok && backward.ok) {
          expect(forward.line.lineTotal).toBe(backward.line.lineTotal);
          expect(forward.line.lineTotal).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(forward.line.lineTotal)).toBe(true);
        }
      }),
    );
  });

  it('property: a cart of valid lines (options, counts, quantities) prices to integer minor units, never negative, the same in any order of lines and options', () => {
    const validLine = fc
      .record({
        size: fc.constantFrom('regular', 'large'),
        egg: fc.integer({ min: 0, max: 2 }),
        beef: fc.boolean(),
        quantity: fc.integer({ min: 1, max: 5 }),
      })
      .map(({ size, egg, beef, quantity }) =>
        noodle(
          [
            { groupId: 'size', optionId: size },
            ...(egg > 0 ? [{ groupId: 'extras', optionId: 'egg', count: egg }] : []),
            ...(beef ? [{ groupId: 'extras', optionId: 'beef' }] : []),
          ],
          quantity,
        ),
      );
    const bun = fc
      .integer({ min: 2, max: 20 })
      .map((quantity): LineRequest => ({ productId: 'bun', quantity, options: [] }));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(validLine, bun), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 30 }),
        (lines, discount, tip) => {
          const priced = lines.map((l) => priceLine(catalogue, l));
          for (const p of priced) {
            expect(p.ok).toBe(true);
            if (!p.ok) return;
            const expected =
              (p.line.productId === 'bun'
                ? 890
                : 1680 + p.line.options.reduce((sum, o) => sum + o.price * o.count, 0)) * p.line.quantity;
            expect(p.line.lineTotal).toBe(expected);
          }
          const okLines = priced.flatMap((p) => (p.ok ? [p.line] : []));
          const totals = orderTotals({
            lines: okLines,
            discount,
            tip: { percent: tip },
            deliveryFee: 500,
            freeDeliveryAmount: 5000,
            surcharge: { surchargeType: 'rate', rate: 1.5 },
          });
          for (const v of Object.values(totals)) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          const reversed = [...lines]
            .reverse()
            .map((l) => priceLine(catalogue, { ...l, options: [...l.options].reverse() }));
          const again = orderTotals({
            lines: reversed.flatMap((p) => (p.ok ? [p.line] : [])),
            discount,
            tip: { percent: tip },
            deliveryFee: 500,
            freeDeliveryAmount: 5000,
            surcharge: { surchargeType: 'rate', rate: 1.5 },
          });
          expect(again).toEqual(totals);
        },
      ),
    );
  });
});
