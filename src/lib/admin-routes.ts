/**
 * The admin area's routes and the roles that open them (docs/admin.md#roles): ONE table the browser
 * (menu, route filter, permission directive) and the server (403 on every admin call) both read.
 * A holder of 'admin' (role or flag) opens every route; a route without roles is open to all staff.
 */
import { ADMIN_ROLE, hasPermission } from './permissions';

export const CONTENT_TYPES = ['carousel', 'footer', 'project', 'solution', 'partner', 'product', 'whyUs', 'client', 'contactUs', 'page', 'configuration'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

export const CONTENT_ROLE = 'content';
export const CONFIG_ROLE = 'config';
export const MEMBERS_ROLE = 'members';
export const ADMIN_ROLES = [ADMIN_ROLE, CONTENT_ROLE, CONFIG_ROLE, MEMBERS_ROLE] as const;

/** The roles that may read and change a content type. */
export function contentTypeRoles(type: ContentType): readonly string[] {
  return type === 'configuration' ? [CONFIG_ROLE] : [CONTENT_ROLE];
}

export type AdminRouteId = 'dashboard' | 'members' | 'permissions' | `content:${ContentType}`;

export interface AdminRoute {
  id: AdminRouteId;
  /** Path under /admin/{tenant}/. */
  path: string;
  /** Roles that open it; empty = every staff member. */
  roles: readonly string[];
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'dashboard', path: '', roles: [] },
  ...CONTENT_TYPES.map((type): AdminRoute => ({ id: `content:${type}`, path: `content/${type}`, roles: contentTypeRoles(type) })),
  { id: 'members', path: 'members', roles: [MEMBERS_ROLE] },
  { id: 'permissions', path: 'permissions', roles: [] },
];

/**
 * Whether a staff member opens a route: no roles required opens it to all staff; otherwise the
 * permission check (docs/rules.md#permission-check) with the admin role counting like the flag.
 */
export function canOpenAdminRoute(route: Pick<AdminRoute, 'roles'>, roles: readonly string[], admin: boolean): boolean {
  if (route.roles.length === 0) return true;
  return hasPermission(roles, admin || roles.includes(ADMIN_ROLE), route.roles);
}

export function adminRouteById(id: AdminRouteId): AdminRoute | undefined {
  return ADMIN_ROUTES.find((route) => route.id === id);
}
