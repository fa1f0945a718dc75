/**
 * The admin area's routes and the roles that open them (docs/admin.md#roles): ONE table that the
 * browser (menu, route filter, permission directive) and the server (403 on every admin call) both
 * read. The rule is the product's permission check (docs/rules.md#permission-check, `hasPermission`):
 * a holder of any required role passes, the admin flag passes everything (and so does the 'admin'
 * role: docs/rules.md#route-filtering), and a route that lists no roles is open to every staff member.
 */
import { CONTENT_TYPES, type ContentType } from '../protocol/admin-content';
import { ADMIN_ROLE, hasPermission } from './permissions';
import { STAFF_ROLES } from './staff-functions';

/** The admin area's own roles (beside 'admin' and the staff functions' roles). */
export const ADMIN_AREA_ROLES = ['content', 'config', 'members'] as const;
export type AdminAreaRole = (typeof ADMIN_AREA_ROLES)[number];

/** Every role the members screen may give (staff functions', the admin area's, and 'admin'). */
export const ASSIGNABLE_ROLES: readonly string[] = [...STAFF_ROLES, ...ADMIN_AREA_ROLES, ADMIN_ROLE];

/** Which roles edit each content type. */
export const CONTENT_TYPE_ROLES: Readonly<Record<ContentType, readonly AdminAreaRole[]>> = {
  carousel: ['content'],
  footer: ['content'],
  project: ['content'],
  solution: ['content'],
  partner: ['content'],
  product: ['content'],
  whyUs: ['content'],
  client: ['content'],
  contactUs: ['content'],
  page: ['content'],
  configuration: ['config'],
};

export interface AdminRoute {
  /** Stable id (menu keys, i18n keys, tests). */
  id: string;
  /** Path segment under the admin area's base (admin-ui builds /admin/{shop}/{segment}); '' is the dashboard. */
  segment: string;
  /** Roles that open it; [] opens it to every staff member. */
  roles: readonly string[];
  /** The content type it lists and edits, if any. */
  contentType?: ContentType;
  /** For solution screens: the kind they list. */
  solutionKind?: 'general' | 'pos' | 'cctv';
}

const contentRoute = (
  id: string,
  segment: string,
  contentType: ContentType,
  extra: Partial<AdminRoute> = {},
): AdminRoute => ({
  id,
  segment,
  roles: CONTENT_TYPE_ROLES[contentType],
  contentType,
  ...extra,
});

/**
 * Whoever edits some content type: the recent activity and the bin show the changes and deleted
 * items of the types the staff member's roles open (docs/admin.md#screens-activity).
 */
const CONTENT_EDITOR_ROLES: readonly AdminAreaRole[] = [...new Set(Object.values(CONTENT_TYPE_ROLES).flat())];

/** The admin routes in menu order. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'dashboard', segment: '', roles: [] },
  { id: 'activity', segment: 'activity', roles: CONTENT_EDITOR_ROLES },
  { id: 'members', segment: 'members', roles: ['members'] },
  contentRoute('carousels', 'carousels', 'carousel'),
  contentRoute('footers', 'footers', 'footer'),
  contentRoute('projects', 'projects', 'project'),
  contentRoute('solutions', 'solutions', 'solution', { solutionKind: 'general' }),
  contentRoute('posSolutions', 'pos-solutions', 'solution', { solutionKind: 'pos' }),
  contentRoute('cctvSolutions', 'cctv-solutions', 'solution', { solutionKind: 'cctv' }),
  contentRoute('partners', 'partners', 'partner'),
  contentRoute('products', 'products', 'product'),
  contentRoute('whyUs', 'why-us', 'whyUs'),
  contentRoute('clients', 'clients', 'client'),
  contentRoute('contactUs', 'contact-us', 'contactUs'),
  contentRoute('pages', 'pages', 'page'),
  contentRoute('configurations', 'configurations', 'configuration'),
  { id: 'deleted', segment: 'deleted', roles: CONTENT_EDITOR_ROLES },
  // Permission test pages: one per rule, so each demo staff member sees a different set.
  { id: 'permissionOpen', segment: 'permission-test/open', roles: [] },
  { id: 'permissionContent', segment: 'permission-test/content', roles: ['content'] },
  { id: 'permissionConfig', segment: 'permission-test/config', roles: ['config'] },
  { id: 'permissionAdmin', segment: 'permission-test/admin', roles: [ADMIN_ROLE] },
];

/** Who is asking: a staff member's roles and admin flag. */
export interface AdminGrant {
  roles: readonly string[];
  admin: boolean;
}

/**
 * Whether a staff member may do something that needs `required` roles: open to all when none are
 * required; otherwise hasPermission, with the 'admin' role counting as the admin flag.
 */
export function mayUseAdmin(grant: AdminGrant, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  return hasPermission(grant.roles, grant.admin || grant.roles.includes(ADMIN_ROLE), required);
}

export function mayOpenAdminRoute(grant: AdminGrant, route: AdminRoute): boolean {
  return mayUseAdmin(grant, route.roles);
}

/** The routes a staff member may open, in menu order. */
export function allowedAdminRoutes(grant: AdminGrant): AdminRoute[] {
  return ADMIN_ROUTES.filter((route) => mayOpenAdminRoute(grant, route));
}

export function adminRouteById(id: string): AdminRoute | undefined {
  return ADMIN_ROUTES.find((route) => route.id === id);
}

/** The content types a staff member may edit (and so see in the activity and the bin). */
export function editableContentTypes(grant: AdminGrant): ContentType[] {
  return CONTENT_TYPES.filter((type) => mayUseAdmin(grant, CONTENT_TYPE_ROLES[type]));
}

/** The admin route that lists and edits an item of `type` (a solution's by its kind; else the general one). */
export function contentRouteOf(type: ContentType, kind?: unknown): AdminRoute | undefined {
  const routes = ADMIN_ROUTES.filter((route) => route.contentType === type);
  return routes.find((route) => route.solutionKind !== undefined && route.solutionKind === kind) ?? routes[0];
}

/** The roles the server requires for each admin call (docs/admin.md#api). */
export const ADMIN_CALL_ROLES = {
  /** me, content-types: every staff member. */
  open: [] as readonly string[],
  content: (type: ContentType): readonly string[] => CONTENT_TYPE_ROLES[type],
  /** Uploading an image: whoever edits a type with image fields (content) or image configurations (config). */
  assets: ['content', 'config'] as readonly string[],
  members: ['members'] as readonly string[],
  actions: ['members'] as readonly string[],
} as const;

export { CONTENT_TYPES };
