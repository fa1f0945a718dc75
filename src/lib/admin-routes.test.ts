import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../protocol/admin-content';
import {
  ADMIN_CALL_ROLES,
  ADMIN_ROUTES,
  allowedAdminRoutes,
  ASSIGNABLE_ROLES,
  CONTENT_TYPE_ROLES,
  contentRouteOf,
  editableContentTypes,
  mayUseAdmin,
} from './admin-routes';
import { hasPermission } from './permissions';

const roleSets = fc.subarray([...ASSIGNABLE_ROLES, 'unknown']);

describe('admin routes and roles (docs/admin.md#roles)', () => {
  it('every content type has a role and a route; route ids and segments are unique', () => {
    for (const type of CONTENT_TYPES) {
      expect(CONTENT_TYPE_ROLES[type].length).toBeGreaterThan(0);
      expect(ADMIN_ROUTES.some((route) => route.contentType === type)).toBe(true);
    }
    expect(new Set(ADMIN_ROUTES.map((r) => r.id)).size).toBe(ADMIN_ROUTES.length);
    expect(new Set(ADMIN_ROUTES.map((r) => r.segment)).size).toBe(ADMIN_ROUTES.length);
  });

  it('the admin flag and the admin role open every route; routes without roles are open to all', () => {
    fc.assert(
      fc.property(roleSets, (roles) => {
        expect(allowedAdminRoutes({ roles, admin: true })).toEqual(ADMIN_ROUTES);
        expect(allowedAdminRoutes({ roles: [...roles, 'admin'], admin: false })).toEqual(ADMIN_ROUTES);
        for (const route of ADMIN_ROUTES.filter((r) => r.roles.length === 0))
          expect(allowedAdminRoutes({ roles, admin: false })).toContain(route);
      }),
    );
  });

  it('with roles required, it is exactly the product permission check (any role passes)', () => {
    fc.assert(
      fc.property(
        roleSets,
        fc.boolean(),
        fc.subarray([...ASSIGNABLE_ROLES], { minLength: 1 }),
        (roles, admin, required) => {
          expect(mayUseAdmin({ roles, admin }, required)).toBe(
            hasPermission(roles, admin || roles.includes('admin'), required),
          );
        },
      ),
    );
  });

  it('a content-only editor, a config-only member and a counter member see different menus', () => {
    const ids = (roles: string[]) => allowedAdminRoutes({ roles, admin: false }).map((r) => r.id);
    expect(ids(['content'])).toContain('carousels');
    expect(ids(['content'])).not.toContain('configurations');
    expect(ids(['config'])).toEqual([
      'dashboard',
      'activity',
      'configurations',
      'deleted',
      'permissionOpen',
      'permissionConfig',
    ]);
    expect(ids(['counter'])).toEqual(['dashboard', 'permissionOpen']);
    expect(ADMIN_CALL_ROLES.content('configuration')).toEqual(['config']);
  });

  it('the activity and the bin cover the content types the roles edit, and each type has its route', () => {
    expect(editableContentTypes({ roles: ['config'], admin: false })).toEqual(['configuration']);
    expect(editableContentTypes({ roles: ['members'], admin: false })).toEqual([]);
    expect(editableContentTypes({ roles: [], admin: true })).toEqual([...CONTENT_TYPES]);
    expect(editableContentTypes({ roles: ['content'], admin: false })).not.toContain('configuration');
    for (const type of CONTENT_TYPES) expect(contentRouteOf(type)?.contentType).toBe(type);
    expect(contentRouteOf('solution', 'cctv')?.id).toBe('cctvSolutions');
    expect(contentRouteOf('solution', 'pos')?.id).toBe('posSolutions');
    expect(contentRouteOf('solution', 'general')?.id).toBe('solutions');
    expect(contentRouteOf('solution')?.id).toBe('solutions');
  });
});
