/**
 * A cart's lines priced on the server from the catalogue (docs/shop.md#options): each line priced
 * or with its problem, and the first problem as the refusal an order answers with.
 */
import type { ShopLineRequest } from '../../../src/generated/api/shop-line';
import type { ShopPricedLine } from '../../../src/generated/api/shop-priced-line';
import type { Catalogue } from '../../../src/generated/catalogue';
import { linesOverOrderMaximum } from '../../../src/lib/shop/order-quantities';
import { priceLine, type PricedLine } from '../../../src/lib/shop/pricing';
import { refused, type Refusal } from '../../../src/protocol';

export function pricedLines(
  catalogue: Catalogue,
  lines: readonly ShopLineRequest[],
  unavailable: ReadonlySet<string>,
): { priced: ShopPricedLine[]; ok: PricedLine[]; firstProblem: Refusal | null } {
  const priced: ShopPricedLine[] = [];
  const okLines: PricedLine[] = [];
  let firstProblem: Refusal | null = null;
  // A product's maximum is per order: a line fine on its own is still refused past it (docs/shop.md#options).
  const overOrderMaximum = linesOverOrderMaximum(catalogue, lines);
  for (const [index, line] of lines.entries()) {
    const own = priceLine(catalogue, line, unavailable);
    const over = overOrderMaximum.get(index);
    const result = own.ok && over ? { ok: false as const, problems: [over] } : own;
    if (result.ok) {
      priced.push({ ...result.line });
      okLines.push(result.line);
    } else {
      const problem = result.problems[0]!;
      priced.push({
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: 0,
        lineTotal: 0,
        options: [],
        problem: { code: problem.code, params: { ...(problem.params ?? {}) } },
      });
      firstProblem ??= refused(problem.code, problem.params ?? {});
    }
  }
  return { priced, ok: okLines, firstProblem };
}
