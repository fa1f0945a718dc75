import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFrom, lineKey, nextShownPrices } from './shown-prices';

const option = fc.record({
  groupId: fc.constantFrom('size', 'extras'),
  optionId: fc.constantFrom('a', 'b', 'c'),
  count: fc.integer({ min: 1, max: 3 }),
});

describe('prices shown in the cart (docs/shop.md#price-changed)', () => {
  it('property: a line is known by its product and options, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 5 }), (options) => {
        expect(lineKey({ productId: 'p', options })).toBe(lineKey({ productId: 'p', options: [...options].reverse() }));
      }),
    );
  });

  it("a line keeps the price it was first shown at; a new line is shown at today's; accepting takes today's", () => {
    const tea = { productId: 'tea', options: [] };
    const first = nextShownPrices([{ ...tea, unitPrice: 500 }], {});
    expect(changedFrom({ ...tea, unitPrice: 650 }, first)).toBe(500);
    const kept = nextShownPrices(
      [
        { ...tea, unitPrice: 650 },
        { productId: 'bun', options: [], unitPrice: 890 },
      ],
      first,
    );
    expect(kept).toEqual({ [lineKey(tea)]: 500, [lineKey({ productId: 'bun', options: [] })]: 890 });
    const accepted = nextShownPrices([{ ...tea, unitPrice: 650 }], kept, true);
    expect(changedFrom({ ...tea, unitPrice: 650 }, accepted)).toBeNull();
    // A line that cannot be priced now is not remembered; a line removed is forgotten.
    expect(nextShownPrices([{ ...tea, unitPrice: null }], first)).toEqual({});
  });
});
