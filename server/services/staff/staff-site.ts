import type { Tenant } from '../../../src/generated/tenant';

/** The site a shop code names in the tenant (its shop code in lower case), or null (docs/staff.md#staff-switch). */
export function staffSiteOf(tenant: Tenant, shop: string): string | null {
  const site = tenant.sites.find((s) => s.shopCode.toLowerCase() === shop.trim().toLowerCase());
  return site ? site.shopCode.toLowerCase() : null;
}
