/**
 * What the server tells a phone about installing a shop's app (docs/installable-app.md): the
 * manifest of a shop in a layout, its icons, and the tags the app's HTML carries for them.
 */
import type { LayoutName, Tenant } from '../../../src/generated/tenant';
import { LAYOUT_NAMES } from '../../../src/lib/route-table';
import type { ShopMatch, TenantRegistry } from '../../tenants/registry';
import type { AppIcons } from './app-icons';
import {
  brandColours,
  buildWebManifest,
  iconUrl,
  isInstallableLayout,
  type IconPurpose,
  type IconSize,
  type InstallableLayout,
  type WebManifest,
} from './web-manifest';

export interface InstallableApp {
  /** The manifest of a shop in a layout; null when the shop is unknown, does not offer the layout, or the layout is not installable. */
  manifest(layout: string, shopCode: string): Promise<WebManifest | null>;
  /** An icon PNG of a tenant; null when the tenant is unknown or its icon source is remote or unreadable. */
  icon(tenantId: string, size: IconSize, purpose: IconPurpose): Promise<Buffer | null>;
  /** The tags the app page at `pathname` carries in its head (manifest link, theme colour, touch icon); null outside an installable shop layout. */
  headTags(pathname: string): Promise<HeadTags | null>;
}

export interface HeadTags {
  manifestHref: string;
  themeColour: string;
  appName: string;
  touchIconHref: string | null;
}

export function manifestHref(layout: InstallableLayout, shopCode: string): string {
  return `/pwa/${layout}/${encodeURIComponent(shopCode)}/manifest.webmanifest`;
}

/**
 * The layout, shop and the path inside the layout ('' for the bare /shop/{shop}, 'home',
 * 'tickets/3') of an app path (/shop/harbour-central/mytickets), as the SPA reads it.
 */
export function layoutPageOf(pathname: string): { layout: LayoutName; shop: string; rest: string } | null {
  const match = /^\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  const layout = LAYOUT_NAMES.find((name) => name === match?.[1]?.toLowerCase());
  if (!match || !layout) return null;
  try {
    return { layout, shop: decodeURIComponent(match[2] ?? ''), rest: match[3] ?? '' };
  } catch {
    return null;
  }
}

export function createInstallableApp(deps: { registry: TenantRegistry; icons: AppIcons }): InstallableApp {
  function installable(layout: string, shopCode: string): { match: ShopMatch; layout: InstallableLayout } | null {
    const match = deps.registry.byShop(shopCode);
    if (!match || !isInstallableLayout(layout) || !match.site.layouts.includes(layout)) return null;
    return { match, layout };
  }

  /** Icons are per tenant, not per site: drawn on the tenant's background over its first site's preset. */
  function iconBackground(tenant: Tenant): string {
    const first = tenant.sites[0];
    return brandColours(tenant, first ? deps.registry.presetFor(tenant, first) : undefined).background;
  }

  return {
    async manifest(layout, shopCode) {
      const found = installable(layout, shopCode);
      if (!found) return null;
      const { tenant, preset, site } = found.match;
      const version = await deps.icons.version(tenant, iconBackground(tenant));
      const source = tenant.branding.appIcon ?? tenant.branding.logo;
      return buildWebManifest({
        tenant,
        preset,
        layout: found.layout,
        shopCode: site.shopCode,
        icons: version !== null ? { kind: 'generated', version } : { kind: 'remote', url: source },
      });
    },
    async icon(tenantId, size, purpose) {
      const entry = deps.registry.byId(tenantId);
      if (!entry) return null;
      return deps.icons.render(entry.tenant, iconBackground(entry.tenant), size, purpose);
    },
    async headTags(pathname) {
      const page = layoutPageOf(pathname);
      const found = page && installable(page.layout, page.shop);
      if (!found) return null;
      const { tenant, preset, site } = found.match;
      const version = await deps.icons.version(tenant, iconBackground(tenant));
      return {
        manifestHref: manifestHref(found.layout, site.shopCode),
        themeColour: brandColours(tenant, preset).theme,
        appName: tenant.branding.name,
        touchIconHref: version === null ? null : iconUrl(tenant.id, 192, 'any', version),
      };
    },
  };
}
