import { matchPath } from 'react-router';
import type { LayoutName } from '../generated/tenant';
import { LAYOUT_LANDING, LAYOUT_NAMES, layoutRoutes, type ScreenId, type ScreenRoute } from '../lib/route-table';

/** How many paths' answers matchScreenRoute keeps (the paths a session visits and its pages link to). */
const REMEMBERED_PATHS = 1_000;
const remembered = new Map<string, ScreenRoute | null>();

/**
 * The route of a layout that a path inside it ('home', 'page/terms') shows, or null. Answers are
 * kept: matchPath compiles a route's pattern on every call, and the shell (on each of its renders)
 * and every link of a page ask, each over a layout's 30-odd routes: a third of a login's longest
 * task on a phone went to it (docs/performance-log.md).
 */
export function matchScreenRoute(
  layout: LayoutName,
  rest: string,
  features: { reservation?: boolean } = {},
): ScreenRoute | null {
  const path = `/${rest.replace(/^\/+/, '')}`;
  const key = `${layout} ${features.reservation === true ? 'R' : '-'} ${path}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const found =
    layoutRoutes(layout, features).find((route) => matchPath({ path: route.path, end: true }, path) !== null) ?? null;
  if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
  remembered.set(key, found);
  return found;
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
