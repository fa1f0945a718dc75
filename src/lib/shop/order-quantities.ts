/**
 * A product's maximum (`maxQuantity`) is per order, not per line (docs/shop.md#options): the same
 * product in several lines (other options, or added twice) counts as one. Pure and shared: the
 * server flags the cart's lines and refuses the order with it, the browser stops its steppers at it.
 */
import type { Catalogue, CatalogueProduct } from '../../generated/catalogue';
import { DEFAULT_MAX_QUANTITY, type LineProblem } from './pricing';

type CountedLine = { productId: string; quantity: number };

const counted = (quantity: number) => (Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0);

export const orderMaximum = (product: Pick<CatalogueProduct, 'maxQuantity'>): number =>
  product.maxQuantity ?? DEFAULT_MAX_QUANTITY;

/** How many of the product the lines hold, together. */
export function quantityOfProduct(lines: readonly CountedLine[], productId: string): number {
  return lines.reduce((n, l) => (l.productId === productId ? n + counted(l.quantity) : n), 0);
}

/** How many more of the product an order whose other lines hold `inOtherLines` of it may take (never below 0). */
export function quantityRoom(product: Pick<CatalogueProduct, 'maxQuantity'>, inOtherLines: number): number {
  return Math.max(0, orderMaximum(product) - inOtherLines);
}

/**
 * The lines (by index) from the one whose running count of its product passes the product's
 * maximum, each with 'At most {max} of this item per order'; the lines before it stay orderable,
 * so removing the flagged ones leaves an order within every maximum. Unknown products are not
 * counted (their lines are refused as unavailable).
 */
export function linesOverOrderMaximum(
  catalogue: Pick<Catalogue, 'products'>,
  lines: readonly CountedLine[],
): Map<number, LineProblem> {
  const over = new Map<number, LineProblem>();
  const running = new Map<string, number>();
  lines.forEach((line, index) => {
    const product = catalogue.products.find((p) => p.id === line.productId);
    if (!product) return;
    const total = (running.get(product.id) ?? 0) + counted(line.quantity);
    running.set(product.id, total);
    const max = orderMaximum(product);
    if (total > max) over.set(index, { code: 'SHOP_QUANTITY_OVER_MAX', params: { max }, productId: product.id });
  });
  return over;
}
