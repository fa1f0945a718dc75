import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '../../lib/admin-routes';
import { ADMIN_MENU, menuFor } from './admin-menu';

const roles = fc.uniqueArray(fc.constantFrom(...ADMIN_ROLES, 'counter', 'manager'), { maxLength: 4 });

describe('admin menu', () => {
  it('shows everything to the admin role or flag', () => {
    fc.assert(
      fc.property(roles, (held) => {
        expect(menuFor({ roles: held, admin: true })).toHaveLength(ADMIN_MENU.length);
      }),
    );
    expect(menuFor({ roles: ['admin'], admin: false })).toHaveLength(ADMIN_MENU.length);
  });

  it('always shows the routes without roles, and content only to content editors', () => {
    fc.assert(
      fc.property(roles, (held) => {
        const keys = menuFor({ roles: held, admin: false }).map((item) => item.key);
        expect(keys).toContain('dashboard');
        expect(keys).toContain('permissions');
        expect(keys.includes('carousels')).toBe(held.includes('content') || held.includes('admin'));
        expect(keys.includes('configurations')).toBe(held.includes('config') || held.includes('admin'));
        expect(keys.includes('members')).toBe(held.includes('members') || held.includes('admin'));
      }),
    );
  });
});
