import { allowedAdminRoutes, type AdminGrant } from '../../lib/admin-routes';

/** One entry of the admin menu: its title (admin namespace) and its path under /admin/{shop}/. */
export interface AdminMenuItem {
  key: string;
  titleKey: string;
  path: string;
}

/**
 * The menu of a staff member (docs/admin.md#roles): the admin routes their roles open, in the route
 * table's order — the same rule the server's 403 uses.
 */
export function menuFor(grant: AdminGrant): AdminMenuItem[] {
  return allowedAdminRoutes(grant).map((route) => ({
    key: route.id,
    titleKey: `menu.${route.id}`,
    path: route.segment,
  }));
}
