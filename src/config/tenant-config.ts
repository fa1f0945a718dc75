import type { Site, Tenant } from '../generated/tenant';
import type { ThemePreset } from '../generated/theme';

/** The part of a tenant the server sends to the browser (secrets are dropped by the server). */
export type PublicTenant = Omit<Tenant, 'secrets'>;

/** Body of GET /tenant-config/{shop}. */
export interface TenantConfig {
  shop: string;
  tenant: PublicTenant;
  site: Site;
  preset: ThemePreset;
}

export type LayoutName = Site['layouts'][number];
