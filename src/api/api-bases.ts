import type { PublicTenant } from '../generated/public-tenant';

/** Where a tenant's cloud API lives: tenant.api.cloudBase, else /cloud/{tenant id} on this server. */
export function cloudBaseOf(tenant: Pick<PublicTenant, 'id' | 'api'>): string {
  return trimTrailingSlash(tenant.api.cloudBase ?? `/cloud/${encodeURIComponent(tenant.id)}`);
}

/** Where a shop's API lives: tenant.api.shopBase with {shop} filled in, else /s/{shop} on this server. */
export function shopBaseOf(tenant: Pick<PublicTenant, 'api'>, shop: string): string {
  const template = tenant.api.shopBase ?? '/s/{shop}';
  return trimTrailingSlash(template.replaceAll('{shop}', encodeURIComponent(shop)));
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
