/** An order's lines as stored: each priced line with its product's and options' names as they read when ordered. */
import type { Catalogue } from '../../../src/generated/catalogue';
import type { PricedLine } from '../../../src/lib/shop/pricing';
import type { OrderLineRecord } from '../../db/repositories/shop-repository';

export function orderLinesOf(catalogue: Catalogue, priced: readonly PricedLine[]): OrderLineRecord[] {
  return priced.map((l) => {
    const product = catalogue.products.find((p) => p.id === l.productId)!;
    return {
      productId: l.productId,
      name: product.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      options: l.options.map((o) => ({
        groupId: o.groupId,
        optionId: o.optionId,
        name: product.optionGroups?.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.optionId)?.name ?? {
          'en-gb': o.optionId,
        },
        count: o.count,
        price: o.price,
      })),
    };
  });
}
