import type { LayoutName } from '../generated/tenant';
import { layoutRoutes } from './route-table';

/** Whether one route pattern ('page/:id') matches a path inside a layout ('page/terms'): the same segments, ':name' any one. */
export function routeMatches(pattern: string, rest: string): boolean {
  const want = pattern.split('/');
  const got = rest.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? (got[i] ?? '') !== '' : segment === got[i]))
  );
}

/**
 * Whether a layout has a screen at a path inside it (docs/rules.md#section-links): what a section
 * link's `to` must name for the layout to show it. Pure, for tenants:check on the server.
 */
export function layoutHasPath(layout: LayoutName, rest: string, features: { reservation?: boolean } = {}): boolean {
  return layoutRoutes(layout, features).some((route) => routeMatches(route.path, rest));
}

/** The generated pages and the route each is shown at (a layout without that route shows no such page). */
export const SECTION_PAGE_ROUTES = { home: 'home', site: 'site', info: 'info/:infoCode/home' } as const;
