/**
 * The shop a request is for, as the shop services read it: its key (tenant and shop code), its
 * settings and catalogue, and the products staff made unavailable today (docs/shop.md#catalogue).
 */
import type { Catalogue } from '../../../src/generated/catalogue';
import type { ShopSettings } from '../../../src/generated/tenant';
import type { Queryable } from '../../db/database';
import { listAvailability, type ShopKey } from '../../db/repositories/shop-repository';
import type { ShopMatch } from '../../tenants/registry';

/** A time as the API answers it: whole seconds since the epoch. */
export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The shop's key in the database: its tenant and shop code. */
export const keyOf = (shop: ShopMatch): ShopKey => ({ tenantId: shop.tenant.id, shopCode: shop.site.shopCode });

export interface ShopContext {
  key: ShopKey;
  settings: ShopSettings;
  catalogue: Catalogue;
  timeZone: string | undefined;
}

/** Null when the site has no shop or no catalogue: the shop is out of service. */
export function contextOf(shop: ShopMatch): ShopContext | null {
  const settings = shop.site.shop;
  const catalogue = shop.catalogues.get(shop.site.shopCode.toLowerCase());
  if (!settings || !catalogue) return null;
  return { key: keyOf(shop), settings, catalogue, timeZone: shop.site.timeZone ?? shop.tenant.locale.timeZone };
}

export async function unavailableProducts(
  db: Queryable,
  key: ShopKey,
): Promise<{ soldOut: Set<string>; hidden: Set<string> }> {
  const rows = await listAvailability(db, key);
  return {
    soldOut: new Set(rows.filter((r) => r.state === 'sold_out').map((r) => r.productId)),
    hidden: new Set(rows.filter((r) => r.state === 'hidden').map((r) => r.productId)),
  };
}
