import { matchPath } from 'react-router';
import type { LayoutName } from '../generated/tenant';
import { layoutRoutes, type ScreenRoute } from './route-table';

/** The route of a layout that a path inside it ('home', 'page/terms') shows, or null. */
export function matchScreenRoute(layout: LayoutName, rest: string, features: { reservation?: boolean } = {}): ScreenRoute | null {
  const path = `/${rest.replace(/^\/+/, '')}`;
  return layoutRoutes(layout, features).find((route) => matchPath({ path: route.path, end: true }, path) !== null) ?? null;
}
