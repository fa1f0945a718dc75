/** The role that sees every admin route (docs/rules.md#route-filtering). */
export const ADMIN_ROLE = 'admin';

/**
 * Permission check (docs/rules.md#permission-check): passes when the user's roles include any required role or
 * the admin flag is set. With no roles required it returns false (the legacy directive treats
 * a missing requirement as a mistake, not as "open to all").
 */
export function hasPermission(
  roles: readonly string[],
  admin: number | boolean,
  required: readonly string[] | undefined,
): boolean {
  if (!required || required.length === 0) return false;
  if (admin === true || admin === 1) return true;
  return required.some((role) => roles.includes(role));
}

/** A route that may carry the roles allowed to see it; a route without roles is open to all. */
export interface RoleRoute {
  meta?: { roles?: readonly string[] };
  children?: readonly RoleRoute[];
}

function routeAllowed(route: RoleRoute, roles: readonly string[]): boolean {
  const required = route.meta?.roles;
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

/**
 * Route generation (docs/rules.md#route-filtering): a holder of the 'admin' role gets every route; others get
 * the routes whose meta roles they hold (recursively, children filtered the same way).
 */
export function filterRoutesByRoles<R extends RoleRoute>(routes: readonly R[], roles: readonly string[]): R[] {
  if (roles.includes(ADMIN_ROLE)) return [...routes];
  const visit = (list: readonly RoleRoute[]): RoleRoute[] =>
    list
      .filter((route) => routeAllowed(route, roles))
      .map((route) => (route.children ? { ...route, children: visit(route.children) } : route));
  return visit(routes) as R[];
}
