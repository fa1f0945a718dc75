/**
 * Reorder from a past order (docs/shop.md#reorder): each line as it was ordered is priced again
 * from today's catalogue; what can still be ordered goes back in the cart (at today's price), what
 * cannot (gone, sold out, hidden, an option gone or a rule now broken) is reported by its name as
 * ordered, with the catalogue's reason. Option groups are found by the option when an old order
 * did not keep them.
 */
import type { Catalogue } from '../../generated/catalogue';
import type { Message } from '../../protocol/message';
import { priceLine, type ChosenOption } from './pricing';

export interface PastLine<N> {
  productId: string;
  name: N;
  quantity: number;
  options: readonly { groupId?: string; optionId: string; count: number }[];
}

export interface Reordered<N> {
  lines: { productId: string; quantity: number; options: ChosenOption[] }[];
  unavailable: { name: N; problem: Message }[];
}

export function reorderLines<N>(
  catalogue: Catalogue,
  past: readonly PastLine<N>[],
  unavailable: ReadonlySet<string>,
): Reordered<N> {
  const out: Reordered<N> = { lines: [], unavailable: [] };
  for (const line of past) {
    const product = catalogue.products.find((p) => p.id === line.productId);
    const options: ChosenOption[] = line.options.map((o) => ({
      groupId: o.groupId ?? product?.optionGroups?.find((g) => g.options.some((x) => x.id === o.optionId))?.id ?? '',
      optionId: o.optionId,
      ...(o.count === 1 ? {} : { count: o.count }),
    }));
    const priced = priceLine(catalogue, { productId: line.productId, quantity: line.quantity, options }, unavailable);
    if (priced.ok) out.lines.push({ productId: line.productId, quantity: line.quantity, options });
    else {
      const { code, params } = priced.problems[0]!;
      out.unavailable.push({ name: line.name, problem: { code, ...(params ? { params } : {}) } });
    }
  }
  return out;
}
