import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueOptionGroup } from '../../generated/catalogue';
import { catalogueProblems, groupCapacity, groupMinimum, optionGroupProblems } from './catalogue-rules';

const group = (over: Partial<CatalogueOptionGroup> = {}): CatalogueOptionGroup => ({
  id: 'g',
  name: { 'en-gb': 'G' },
  required: false,
  min: 0,
  max: 2,
  options: [
    { id: 'a', name: { 'en-gb': 'A' }, price: 0 },
    { id: 'b', name: { 'en-gb': 'B' }, price: 0, max: 3 },
  ],
  ...over,
});

describe('catalogue rules (docs/shop.md#catalogue-rules)', () => {
  it('capacity counts each option its own limit; a required group needs at least one', () => {
    expect(groupCapacity(group())).toBe(4);
    expect(groupMinimum(group({ required: true, min: 0 }))).toBe(1);
    expect(groupMinimum(group({ min: 2 }))).toBe(2);
  });

  it('accepts a sound group and refuses each defect', () => {
    expect(optionGroupProblems(group(), '')).toEqual([]);
    expect(optionGroupProblems(group({ min: 3, max: 2 }), '')[0]?.message).toBe('min 3 must not be more than max 2');
    expect(optionGroupProblems(group({ required: true, options: [] }), '').map((p) => p.message)).toContain(
      'a required group must have at least one option',
    );
    expect(optionGroupProblems(group({ min: 5, max: 5 }), '')[0]?.message).toBe(
      'needs 5 choices but its options allow only 4',
    );
    const twoDefaults = group({
      max: 1,
      options: [
        { id: 'a', name: { 'en-gb': 'A' }, price: 0, default: true },
        { id: 'b', name: { 'en-gb': 'B' }, price: 0, default: true },
      ],
    });
    expect(optionGroupProblems(twoDefaults, '')[0]?.message).toBe(
      '2 options are default but the group allows at most 1',
    );
  });

  it('finds duplicate ids and products in unknown categories', () => {
    const catalogue: Catalogue = {
      shopCode: 's',
      categories: [{ id: 'c', name: { 'en-gb': 'C' } }],
      products: [
        { id: 'p', category: 'c', name: { 'en-gb': 'P' }, image: 'p.svg', price: 100 },
        { id: 'p', category: 'x', name: { 'en-gb': 'Q' }, image: 'p.svg', price: 100, minQuantity: 5, maxQuantity: 2 },
      ],
    };
    expect(catalogueProblems(catalogue).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/products/1/id: duplicate product id "p" (also at /products/0/id)',
      '/products/1/category: no category has the id "x"',
      '/products/1/minQuantity: minQuantity 5 must not be more than maxQuantity 2',
    ]);
  });
});
