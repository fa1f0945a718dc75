/**
 * Prices the customer was shown (docs/shop.md#price-changed): a cart remembers, per line, the unit
 * price it showed when the line was added; when the catalogue's price differs later the line is
 * flagged and the order refused until the customer accepts the new price, never silently charged.
 * A line is known by its product and its options (order of options ignored).
 */
import type { ChosenOption } from './pricing';

export type ShownPrices = Readonly<Record<string, number>>;

/** The key of a line: the product and its options, sorted, with their counts. */
export function lineKey(line: { productId: string; options: readonly ChosenOption[] }): string {
  const options = line.options.map((o) => `${o.groupId}:${o.optionId}x${o.count ?? 1}`).sort();
  return `${line.productId}|${options.join(',')}`;
}

/**
 * The prices to remember after the lines changed: a line already shown keeps the price it was
 * shown at (so a change since is still flagged); a new line is shown at today's price. Lines no
 * longer in the cart are forgotten. With `accept`, every line takes today's price.
 */
export function nextShownPrices(
  lines: readonly { productId: string; options: readonly ChosenOption[]; unitPrice: number | null }[],
  before: ShownPrices,
  accept = false,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of lines) {
    if (line.unitPrice === null) continue;
    const key = lineKey(line);
    const earlier = before[key];
    out[key] = !accept && earlier !== undefined ? earlier : line.unitPrice;
  }
  return out;
}

/** The price a line was shown at when it differs from today's, else null. */
export function changedFrom(
  line: { productId: string; options: readonly ChosenOption[]; unitPrice: number },
  shown: ShownPrices,
): number | null {
  const earlier = shown[lineKey(line)];
  return earlier !== undefined && earlier !== line.unitPrice ? earlier : null;
}
