import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../generated/catalogue';
import { linesOverOrderMaximum, orderMaximum, quantityOfProduct, quantityRoom } from './order-quantities';

const name = (en: string) => ({ 'en-gb': en });

const catalogue: Pick<Catalogue, 'products'> = {
  products: [
    { id: 'croissant', category: 'bakery', name: name('Croissant'), image: 'c.svg', price: 450, maxQuantity: 12 },
    { id: 'pork-bun', category: 'bakery', name: name('Pork bun'), image: 'p.svg', price: 380, maxQuantity: 10 },
    { id: 'tea', category: 'drinks', name: name('Tea'), image: 't.svg', price: 300 },
  ],
};
const max = (productId: string) => orderMaximum(catalogue.products.find((p) => p.id === productId)!);

const line = fc.record({
  productId: fc.constantFrom('croissant', 'pork-bun', 'tea', 'gone'),
  quantity: fc.integer({ min: 1, max: 30 }),
});
const lines = fc.array(line, { maxLength: 10 });

describe('the per-order maximum counts a product across lines (docs/shop.md#options)', () => {
  it('three lines of 12 croissants (max 12): the second and third are over', () => {
    const over = linesOverOrderMaximum(
      catalogue,
      [12, 12, 12].map((quantity) => ({ productId: 'croissant', quantity })),
    );
    expect([...over.keys()]).toEqual([1, 2]);
    expect(over.get(1)).toEqual({ code: 'SHOP_QUANTITY_OVER_MAX', params: { max: 12 }, productId: 'croissant' });
  });

  it('30 pork buns in three lines of 10 against a max of 10; other products do not count', () => {
    const over = linesOverOrderMaximum(catalogue, [
      { productId: 'pork-bun', quantity: 10 },
      { productId: 'croissant', quantity: 12 },
      { productId: 'pork-bun', quantity: 10 },
      { productId: 'pork-bun', quantity: 10 },
    ]);
    expect([...over.keys()]).toEqual([2, 3]);
  });

  it('the default maximum (20) applies across lines too', () => {
    expect([
      ...linesOverOrderMaximum(catalogue, [
        { productId: 'tea', quantity: 15 },
        { productId: 'tea', quantity: 5 },
      ]).keys(),
    ]).toEqual([]);
    expect([
      ...linesOverOrderMaximum(catalogue, [
        { productId: 'tea', quantity: 15 },
        { productId: 'tea', quantity: 6 },
      ]).keys(),
    ]).toEqual([1]);
  });

  it('a line is flagged exactly when its product is over its maximum by then; the lines left hold at most the maximum', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const over = linesOverOrderMaximum(catalogue, ls);
        const kept = ls.filter((_, i) => !over.has(i));
        for (const p of catalogue.products) expect(quantityOfProduct(kept, p.id)).toBeLessThanOrEqual(max(p.id));
        ls.forEach((l, i) => {
          if (l.productId === 'gone') expect(over.has(i)).toBe(false);
          else expect(over.has(i)).toBe(quantityOfProduct(ls.slice(0, i + 1), l.productId) > max(l.productId));
        });
      }),
    );
  });

  it('nothing is flagged exactly when every product is within its maximum in all', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const within = catalogue.products.every((p) => quantityOfProduct(ls, p.id) <= max(p.id));
        expect(linesOverOrderMaximum(catalogue, ls).size === 0).toBe(within);
      }),
    );
  });

  it('a line of the room left beside the other lines is never over; one more is', () => {
    fc.assert(
      fc.property(lines, fc.constantFrom('croissant', 'pork-bun', 'tea'), (ls, productId) => {
        const product = catalogue.products.find((p) => p.id === productId)!;
        const over = linesOverOrderMaximum(catalogue, ls);
        const within = ls.filter((_, i) => !over.has(i));
        const room = quantityRoom(product, quantityOfProduct(within, productId));
        expect(room).toBeGreaterThanOrEqual(0);
        const withRoom = [...within, { productId, quantity: room }];
        expect(linesOverOrderMaximum(catalogue, withRoom).size).toBe(0);
        expect(
          linesOverOrderMaximum(catalogue, [...within, { productId, quantity: room + 1 }]).has(within.length),
        ).toBe(true);
      }),
    );
  });
});
