/**
 * Shop pricing (docs/shop.md#pricing), pure and shared: the browser shows a price with it and the
 * server charges with it, from the catalogue, never from a client's numbers. Integer minor units
 * throughout; nothing is ever negative; the total does not depend on the order of lines or options.
 *
 * - A line: (product price + the options chosen, each option price x its count) x quantity.
 * - Goods: the sum of the lines.
 * - Discount (a voucher): at most the goods.
 * - Delivery fee: the zone's fee, or 0 when the goods reach the free-delivery amount.
 * - Tip: a percentage of the goods after the discount (rounded half up) or an amount.
 * - Surcharge: the payment method's, once, on everything before it (src/lib/surcharge.ts).
 */
import type { Catalogue, CatalogueOptionGroup, CatalogueProduct } from '../../generated/catalogue';
import type { Message } from '../../protocol/message';
import { surchargeFor, type SurchargeTerms } from '../surcharge';
import { groupMinimum } from './catalogue-rules';

export const DEFAULT_MIN_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 20;

export interface ChosenOption {
  groupId: string;
  optionId: string;
  /** How many times this option is chosen (default 1). */
  count?: number;
}

export interface LineRequest {
  productId: string;
  quantity: number;
  options: readonly ChosenOption[];
}

/** A problem with a line, with where it is (the group, for a selection problem). */
export interface LineProblem extends Message {
  productId: string;
  groupId?: string;
}

export interface PricedLine {
  productId: string;
  quantity: number;
  /** Product price plus its options, for one. */
  unitPrice: number;
  /** unitPrice x quantity. */
  lineTotal: number;
  options: { groupId: string; optionId: string; count: number; price: number }[];
}

export type LinePricing = { ok: true; line: PricedLine } | { ok: false; problems: LineProblem[] };

/** How many choices are counted in a group (each option its count). */
export function chosenInGroup(group: CatalogueOptionGroup, options: readonly ChosenOption[]): number {
  return options.filter((o) => o.groupId === group.id).reduce((n, o) => n + (o.count ?? 1), 0);
}

/** Choices still to make before a group is satisfied (the product screen's live count). */
export function choicesLeft(group: CatalogueOptionGroup, options: readonly ChosenOption[]): number {
  return Math.max(0, groupMinimum(group) - chosenInGroup(group, options));
}

/** Every problem with the option groups of one product as chosen (docs/shop.md#options). */
export function selectionProblems(product: CatalogueProduct, options: readonly ChosenOption[]): LineProblem[] {
  const out: LineProblem[] = [];
  const groups = product.optionGroups ?? [];
  for (const chosen of options) {
    const group = groups.find((g) => g.id === chosen.groupId);
    const option = group?.options.find((o) => o.id === chosen.optionId);
    const count = chosen.count ?? 1;
    if (!group || !option || !Number.isSafeInteger(count) || count < 1) {
      out.push({ code: 'SHOP_OPTION_UNAVAILABLE', productId: product.id, groupId: chosen.groupId });
      continue;
    }
    const sameOption = options
      .filter((o) => o.groupId === chosen.groupId && o.optionId === chosen.optionId)
      .reduce((n, o) => n + (o.count ?? 1), 0);
    const limit = option.max ?? 1;
    if (sameOption > limit && !out.some((p) => p.code === 'SHOP_OPTION_OVER_MAX' && p.groupId === group.id)) {
      out.push({ code: 'SHOP_OPTION_OVER_MAX', params: { max: limit }, productId: product.id, groupId: group.id });
    }
  }
  for (const group of groups) {
    const chosen = chosenInGroup(group, options);
    if (chosen > group.max)
      out.push({
        code: 'SHOP_SELECTION_OVER_MAX',
        params: { max: group.max },
        productId: product.id,
        groupId: group.id,
      });
    const left = choicesLeft(group, options);
    if (left > 0)
      out.push({ code: 'SHOP_SELECTION_REQUIRED', params: { left }, productId: product.id, groupId: group.id });
  }
  return out;
}

export function quantityProblems(product: CatalogueProduct, quantity: number): LineProblem[] {
  const min = product.minQuantity ?? DEFAULT_MIN_QUANTITY;
  const max = product.maxQuantity ?? DEFAULT_MAX_QUANTITY;
  if (!Number.isSafeInteger(quantity) || quantity < min)
    return [{ code: 'SHOP_QUANTITY_BELOW_MIN', params: { min }, productId: product.id }];
  if (quantity > max) return [{ code: 'SHOP_QUANTITY_OVER_MAX', params: { max }, productId: product.id }];
  return [];
}

/**
 * One line priced from the catalogue, or every problem with it. `unavailable` holds the products
 * staff marked sold out or hidden today.
 */
export function priceLine(
  catalogue: Catalogue,
  request: LineRequest,
  unavailable: ReadonlySet<string> = new Set(),
): LinePricing {
  const product = catalogue.products.find((p) => p.id === request.productId);
  if (!product || unavailable.has(product.id))
    return { ok: false, problems: [{ code: 'SHOP_ITEM_UNAVAILABLE', productId: request.productId }] };
  const problems = [...quantityProblems(product, request.quantity), ...selectionProblems(product, request.options)];
  if (problems.length > 0) return { ok: false, problems };
  const options = request.options.map((o) => {
    const option = product.optionGroups?.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.optionId);
    return { groupId: o.groupId, optionId: o.optionId, count: o.count ?? 1, price: option?.price ?? 0 };
  });
  const unitPrice = product.price + options.reduce((sum, o) => sum + o.price * o.count, 0);
  return {
    ok: true,
    line: {
      productId: product.id,
      quantity: request.quantity,
      unitPrice,
      lineTotal: unitPrice * request.quantity,
      options,
    },
  };
}

export interface TotalsInput {
  lines: readonly Pick<PricedLine, 'lineTotal'>[];
  /** The delivery zone's fee (0 for pickup and table). */
  deliveryFee?: number;
  /** Goods amount from which delivery is free. */
  freeDeliveryAmount?: number;
  /** A voucher's discount as computed on the goods (capped here at the goods). */
  discount?: number;
  tip?: { percent: number } | { amount: number };
  surcharge?: SurchargeTerms;
}

export interface Totals {
  goods: number;
  discount: number;
  deliveryFee: number;
  tip: number;
  surcharge: number;
  total: number;
  /** What adding would make delivery free (0 when it already is or there is no such amount). */
  toFreeDelivery: number;
}

const whole = (n: number | undefined): number => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : 0);

export function orderTotals(input: TotalsInput): Totals {
  const goods = input.lines.reduce((sum, l) => sum + whole(l.lineTotal), 0);
  const discount = Math.min(whole(input.discount), goods);
  const free = input.freeDeliveryAmount;
  const freeApplies = free !== undefined && goods >= free;
  const deliveryFee = freeApplies ? 0 : whole(input.deliveryFee);
  const toFreeDelivery = free !== undefined && whole(input.deliveryFee) > 0 && !freeApplies ? free - goods : 0;
  const afterDiscount = goods - discount;
  let tip = 0;
  if (input.tip && 'percent' in input.tip) tip = Math.floor((afterDiscount * whole(input.tip.percent) + 50) / 100);
  else if (input.tip) tip = whole(input.tip.amount);
  const beforeSurcharge = afterDiscount + deliveryFee + tip;
  const surcharge = input.surcharge ? surchargeFor(input.surcharge, beforeSurcharge) : 0;
  return { goods, discount, deliveryFee, tip, surcharge, total: beforeSurcharge + surcharge, toFreeDelivery };
}
