import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../generated/catalogue';
import { reorderLines } from './reorder';

const name = (en: string) => ({ 'en-gb': en });
const catalogue: Catalogue = {
  shopCode: 's',
  categories: [{ id: 'c', name: name('C') }],
  products: [
    {
      id: 'tea',
      category: 'c',
      name: name('Tea'),
      image: 't.svg',
      price: 500,
      optionGroups: [
        {
          id: 'milk',
          name: name('Milk'),
          required: true,
          min: 1,
          max: 1,
          options: [{ id: 'oat', name: name('Oat'), price: 70 }],
        },
      ],
    },
    { id: 'bun', category: 'c', name: name('Bun'), image: 'b.svg', price: 300, maxQuantity: 2 },
  ],
};

describe('reorder (docs/shop.md#reorder)', () => {
  it('keeps what can still be ordered, finds a group an old line did not keep, reports the rest by name with the reason', () => {
    const again = reorderLines(
      catalogue,
      [
        { productId: 'tea', name: name('Tea'), quantity: 1, options: [{ optionId: 'oat', count: 1 }] },
        { productId: 'bun', name: name('Bun'), quantity: 3, options: [] },
        { productId: 'cake', name: name('Cake'), quantity: 1, options: [] },
        { productId: 'tea', name: name('Tea'), quantity: 1, options: [{ groupId: 'milk', optionId: 'soy', count: 1 }] },
      ],
      new Set(),
    );
    expect(again.lines).toEqual([{ productId: 'tea', quantity: 1, options: [{ groupId: 'milk', optionId: 'oat' }] }]);
    expect(again.unavailable.map((u) => [u.name['en-gb'], u.problem.code])).toEqual([
      ['Bun', 'SHOP_QUANTITY_OVER_MAX'],
      ['Cake', 'SHOP_ITEM_UNAVAILABLE'],
      ['Tea', 'SHOP_OPTION_UNAVAILABLE'],
    ]);
  });

  it('a product sold out today is reported', () => {
    const again = reorderLines(
      catalogue,
      [{ productId: 'bun', name: name('Bun'), quantity: 1, options: [] }],
      new Set(['bun']),
    );
    expect(again).toEqual({
      lines: [],
      unavailable: [{ name: name('Bun'), problem: { code: 'SHOP_ITEM_UNAVAILABLE' } }],
    });
  });
});
