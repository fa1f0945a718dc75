import { adminRouteById, canOpenAdminRoute, type AdminRouteId, type ContentType } from '../../lib/admin-routes';
import type { AdminStaff } from './admin-context';

/** One entry of the admin menu: its title (admin namespace), the route it opens and that route's path. */
export interface AdminMenuItem {
  key: string;
  titleKey: string;
  route: AdminRouteId;
  /** Path under /admin/{shop}/, with a query for the filtered lists (POS and CCTV solutions). */
  path: string;
}

const content = (key: string, type: ContentType, query = ''): AdminMenuItem => ({
  key,
  titleKey: `menu.${key}`,
  route: `content:${type}`,
  path: `content/${type}${query}`,
});

/** The menu, in the order the screen titles give it. */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { key: 'dashboard', titleKey: 'menu.dashboard', route: 'dashboard', path: '' },
  content('carousels', 'carousel'),
  content('footers', 'footer'),
  content('projects', 'project'),
  content('solutions', 'solution', '?kind=general'),
  content('posSolutions', 'solution', '?kind=pos'),
  content('cctvSolutions', 'solution', '?kind=cctv'),
  content('partners', 'partner'),
  content('products', 'product'),
  content('whyUs', 'whyUs'),
  content('clients', 'client'),
  content('contactUs', 'contactUs'),
  content('pages', 'page'),
  content('configurations', 'configuration'),
  { key: 'members', titleKey: 'menu.members', route: 'members', path: 'members' },
  { key: 'permissions', titleKey: 'menu.permissions', route: 'permissions', path: 'permissions' },
];

/** The menu items a staff member's roles open (the same rule the server's 403 uses). */
export function menuFor(staff: Pick<AdminStaff, 'roles' | 'admin'>): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => {
    const route = adminRouteById(item.route);
    return route !== undefined && canOpenAdminRoute(route, staff.roles, staff.admin);
  });
}
