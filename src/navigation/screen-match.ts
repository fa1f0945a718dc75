import { matchPath } from 'react-router';
import type { LayoutName } from '../generated/tenant';
import { LAYOUT_LANDING, LAYOUT_NAMES, layoutRoutes, type ScreenId, type ScreenRoute } from '../lib/route-table';

/** The route of a layout that a path inside it ('home', 'page/terms') shows, or null. */
export function matchScreenRoute(
  layout: LayoutName,
  rest: string,
  features: { reservation?: boolean } = {},
): ScreenRoute | null {
  const path = `/${rest.replace(/^\/+/, '')}`;
  return (
    layoutRoutes(layout, features).find((route) => matchPath({ path: route.path, end: true }, path) !== null) ?? null
  );
}

/**
 * The screen an app path leads to ('/shop/harbour-central/mytickets' -> 'myTickets', a layout's bare
 * prefix -> its landing screen), as far as the path tells without a tenant; null for any other path.
 */
export function screenAtPath(pathname: string): ScreenId | null {
  const [, first = '', shop = '', ...rest] = pathname.split('/');
  const layout = LAYOUT_NAMES.find((name) => name === first.toLowerCase());
  if (!layout || shop === '') return null;
  const inside = rest.join('/') || LAYOUT_LANDING[layout];
  return inside ? (matchScreenRoute(layout, inside, { reservation: true })?.screen ?? null) : null;
}
