import { isFeatureEnabled } from '../config/features';
import { firstRouteOf, layoutHref, LAYOUT_LANDING } from '../lib/route-table';
import { useTenant } from './use-tenant';

export interface LayoutLinks {
  /** URL of a route of the current layout and shop. */
  href(path: string): string;
  /** The first of these routes the layout has, as a URL; null when it has none. */
  first(paths: readonly string[]): string | null;
  /** Where 'home' is in this layout (company: site; embed: none -> the shop layout's home). */
  home: string;
}

export function useLayoutLinks(): LayoutLinks {
  const { bundle, layout } = useTenant();
  const features = { reservation: isFeatureEnabled(bundle.tenant, 'reservation') };
  const href = (path: string) => layoutHref(layout, bundle.shop, path);
  const first = (paths: readonly string[]) => {
    const path = firstRouteOf(layout, paths, features);
    return path === null ? null : href(path);
  };
  const landing = LAYOUT_LANDING[layout];
  return { href, first, home: landing === null ? layoutHref('shop', bundle.shop, 'home') : href(landing) };
}
