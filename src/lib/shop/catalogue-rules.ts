/**
 * Rules of a catalogue a schema cannot say (docs/shop.md#catalogue-rules), run by `tenants:check`
 * and the server's tenant registry: ids unique, every product in a known category, an option
 * group's min <= max and min <= its number of choices, a required group not empty, defaults within
 * the maximum, min quantity <= max quantity. Prices >= 0 and images are the schema's and the asset
 * rule's.
 */
import type { Catalogue, CatalogueOptionGroup } from '../../generated/catalogue';

export interface CatalogueProblem {
  pointer: string;
  message: string;
}

function duplicateIds(ids: readonly string[], pointerOf: (i: number) => string, what: string): CatalogueProblem[] {
  const seen = new Map<string, number>();
  const out: CatalogueProblem[] = [];
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else
      out.push({
        pointer: pointerOf(i),
        message: `duplicate ${what} id ${JSON.stringify(id)} (also at ${pointerOf(first)})`,
      });
  });
  return out;
}

/** How many choices a group offers at most: the sum of each option's own limit. */
export function groupCapacity(group: CatalogueOptionGroup): number {
  return group.options.reduce((n, o) => n + (o.max ?? 1), 0);
}

/** The fewest choices a group needs: a required group at least one. */
export function groupMinimum(group: CatalogueOptionGroup): number {
  return group.required ? Math.max(group.min, 1) : group.min;
}

export function optionGroupProblems(group: CatalogueOptionGroup, at: string): CatalogueProblem[] {
  const out: CatalogueProblem[] = [];
  if (group.min > group.max)
    out.push({ pointer: `${at}/min`, message: `min ${group.min} must not be more than max ${group.max}` });
  if (group.required && group.options.length === 0)
    out.push({ pointer: `${at}/options`, message: 'a required group must have at least one option' });
  const capacity = groupCapacity(group);
  if (groupMinimum(group) > capacity) {
    out.push({
      pointer: `${at}/min`,
      message: `needs ${groupMinimum(group)} choices but its options allow only ${capacity}`,
    });
  }
  out.push(
    ...duplicateIds(
      group.options.map((o) => o.id),
      (i) => `${at}/options/${i}/id`,
      'option',
    ),
  );
  const defaults = group.options.filter((o) => o.default === true).length;
  if (defaults > group.max)
    out.push({
      pointer: `${at}/options`,
      message: `${defaults} options are default but the group allows at most ${group.max}`,
    });
  return out;
}

export function catalogueProblems(catalogue: Catalogue): CatalogueProblem[] {
  const out: CatalogueProblem[] = [];
  out.push(
    ...duplicateIds(
      catalogue.categories.map((c) => c.id),
      (i) => `/categories/${i}/id`,
      'category',
    ),
  );
  out.push(
    ...duplicateIds(
      catalogue.products.map((p) => p.id),
      (i) => `/products/${i}/id`,
      'product',
    ),
  );
  const categories = new Set(catalogue.categories.map((c) => c.id));
  catalogue.products.forEach((product, i) => {
    const at = `/products/${i}`;
    if (!categories.has(product.category))
      out.push({ pointer: `${at}/category`, message: `no category has the id ${JSON.stringify(product.category)}` });
    const min = product.minQuantity ?? 1;
    const max = product.maxQuantity ?? 20;
    if (min > max)
      out.push({
        pointer: `${at}/minQuantity`,
        message: `minQuantity ${min} must not be more than maxQuantity ${max}`,
      });
    const groups = product.optionGroups ?? [];
    out.push(
      ...duplicateIds(
        groups.map((g) => g.id),
        (g) => `${at}/optionGroups/${g}/id`,
        'option group',
      ),
    );
    groups.forEach((group, g) => out.push(...optionGroupProblems(group, `${at}/optionGroups/${g}`)));
  });
  return out;
}
