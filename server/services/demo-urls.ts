import type { LayoutName } from '../../src/generated/tenant';
import type { TenantEntry } from '../tenants/registry';

/** The first page of each layout (docs/rules.md#layouts: shop and app have home; company opens on site; embed on a page). */
function entryPath(layout: LayoutName, shopCode: string, firstPageId: string | undefined): string {
  switch (layout) {
    case 'shop':
    case 'app':
      return `/${layout}/${shopCode}/home`;
    case 'company':
      return `/company/${shopCode}/site`;
    case 'embed':
      return firstPageId ? `/embed/${shopCode}/page/${firstPageId}` : `/embed/${shopCode}/invitation/accepted`;
  }
}

/** Lines like "harbourpark / harbour-central (shop): http://127.0.0.1:3000/shop/harbour-central/home". */
export function demoUrls(baseUrl: string, tenants: readonly TenantEntry[]): string[] {
  const lines: string[] = [];
  for (const { tenant } of [...tenants].sort((a, b) => a.tenant.id.localeCompare(b.tenant.id))) {
    for (const site of tenant.sites) {
      for (const layout of site.layouts) {
        lines.push(
          `${tenant.id} / ${site.shopCode} (${layout}): ${baseUrl}${entryPath(layout, site.shopCode, tenant.pages?.[0]?.id)}`,
        );
      }
    }
  }
  return lines;
}
