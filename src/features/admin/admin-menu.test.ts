import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, ASSIGNABLE_ROLES } from '../../lib/admin-routes';
import { menuFor } from './admin-menu';

const roles = fc.uniqueArray(fc.constantFrom(...ASSIGNABLE_ROLES), { maxLength: 4 });

describe('admin menu', () => {
  it('shows everything to the admin role or flag', () => {
    fc.assert(
      fc.property(roles, (held) => {
        expect(menuFor({ roles: held, admin: true })).toHaveLength(ADMIN_ROUTES.length);
      }),
    );
    expect(menuFor({ roles: ['admin'], admin: false })).toHaveLength(ADMIN_ROUTES.length);
  });

  it('always shows the routes without roles, and content only to content editors', () => {
    fc.assert(
      fc.property(roles, (held) => {
        const keys = menuFor({ roles: held, admin: false }).map((item) => item.key);
        const admin = held.includes('admin');
        expect(keys).toContain('dashboard');
        expect(keys).toContain('permissionOpen');
        expect(keys.includes('carousels')).toBe(held.includes('content') || admin);
        expect(keys.includes('configurations')).toBe(held.includes('config') || admin);
        expect(keys.includes('members')).toBe(held.includes('members') || admin);
        expect(keys.includes('permissionAdmin')).toBe(admin);
        // The activity and the bin: for whoever edits some content type.
        const editsSome = held.includes('content') || held.includes('config') || admin;
        expect(keys.includes('activity')).toBe(editsSome);
        expect(keys.includes('deleted')).toBe(editsSome);
      }),
    );
  });
});
