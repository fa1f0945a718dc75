/** shop/catalogue (docs/shop.md#catalogue): the catalogue with today's availability, the shop's state and its pickup slots. */
import type { ShopCatalogueResponse } from '../../../src/generated/api/shop-catalogue.response';
import type { Catalogue } from '../../../src/generated/catalogue';
import { pickupSlots, shopStateProblem } from '../../../src/lib/shop/fulfilment';
import { ok, refused } from '../../../src/protocol';
import type { ShopMatch } from '../../tenants/registry';
import { contextOf, seconds, unavailableProducts } from './shop-context';
import type { ShopDeps } from './shop-deps';

export async function shopCatalogue(deps: ShopDeps, shop: ShopMatch): Promise<ShopCatalogueResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const now = seconds(deps.now());
  const { soldOut, hidden } = await unavailableProducts(deps.db, ctx.key);
  const state = shopStateProblem(ctx.settings, now, ctx.timeZone);
  const products = ctx.catalogue.products.filter((p) => !hidden.has(p.id));
  return ok({
    catalogue: { ...ctx.catalogue, products: products as Catalogue['products'] },
    soldOut: [...soldOut].filter((id) => products.some((p) => p.id === id)),
    state:
      state === null
        ? ('open' as const)
        : state.code === 'SHOP_SERVICE_EXPIRED'
          ? ('expired' as const)
          : ('closed' as const),
    now,
    pickupSlots: pickupSlots(ctx.settings, now, ctx.timeZone, 96),
  });
}
