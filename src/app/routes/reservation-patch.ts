import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { TenantLoad } from '../../config/tenant-loader';
import { isFeatureEnabled } from '../../config/features';
import type { LayoutName } from '../../config/tenant-config';
import { RESERVATION_LAYOUTS, RESERVATION_ROUTE } from './route-table';
import { parseLayoutPath } from './special-paths';

export function layoutRouteId(layout: LayoutName): string {
  return `layout-${layout}`;
}

/**
 * Registers the hidden 'reservation' route (spec 2) on the first navigation to it by a tenant that
 * enables it (react-router's patchRoutesOnNavigation). Once registered it stays for the visit, so
 * the screen itself still checks the flag for shops of other tenants.
 */
export function createReservationPatcher(
  loadTenant: (shop: string) => Promise<TenantLoad>,
  reservationRoute: () => RouteObject,
): PatchRoutesOnNavigationFunction {
  const patched = new Set<LayoutName>();
  return async ({ path, patch }) => {
    const parsed = parseLayoutPath(path);
    if (!parsed || parsed.rest.toLowerCase() !== RESERVATION_ROUTE.path) return;
    if (!RESERVATION_LAYOUTS.includes(parsed.layout) || patched.has(parsed.layout)) return;
    const result = await loadTenant(parsed.shop).catch(() => null);
    if (result?.kind !== 'ready' || !isFeatureEnabled(result.bundle.tenant, 'reservation')) return;
    patched.add(parsed.layout);
    patch(layoutRouteId(parsed.layout), [reservationRoute()]);
  };
}
