import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterRoutesByRoles, hasPermission, type RoleRoute } from './permissions';

const role: fc.Arbitrary<string> = fc.constantFrom('user', 'admin', 'editor', 'staff', 'guest');
const roles = fc.uniqueArray(role, { maxLength: 4 });

describe('hasPermission', () => {
  it('is false when nothing is required, whoever asks', () => {
    fc.assert(
      fc.property(roles, fc.constantFrom(0, 1), fc.constantFrom(undefined, [] as string[]), (held, admin, required) => {
        expect(hasPermission(held, admin, required)).toBe(false);
      }),
    );
  });

  it('passes for the admin flag whenever something is required', () => {
    fc.assert(
      fc.property(roles, fc.uniqueArray(role, { minLength: 1 }), (held, required) => hasPermission(held, 1, required)),
    );
  });

  it('without the admin flag, passes exactly when a required role is held', () => {
    fc.assert(
      fc.property(roles, fc.uniqueArray(role, { minLength: 1 }), (held, required) => {
        expect(hasPermission(held, 0, required)).toBe(required.some((r) => held.includes(r)));
      }),
    );
  });
});

describe('filterRoutesByRoles', () => {
  const routes: RoleRoute[] = [
    { meta: {} },
    { meta: { roles: ['editor'] } },
    { meta: { roles: ['user'] }, children: [{ meta: { roles: ['editor'] } }, {}] },
  ];

  it("gives an 'admin' role holder every route", () => {
    expect(filterRoutesByRoles(routes, ['admin'])).toEqual(routes);
  });

  it('keeps open routes and the ones whose roles are held, children included', () => {
    expect(filterRoutesByRoles(routes, ['user'])).toEqual([
      { meta: {} },
      { meta: { roles: ['user'] }, children: [{}] },
    ]);
    expect(filterRoutesByRoles(routes, [])).toEqual([{ meta: {} }]);
  });

  it('never returns a route whose roles the user lacks', () => {
    const route: fc.Arbitrary<RoleRoute> = fc.record({
      meta: fc.record({ roles: fc.option(roles, { nil: undefined }) }),
    });
    fc.assert(
      fc.property(
        fc.array(route),
        roles.filter((r) => !r.includes('admin')),
        (list, held) => {
          for (const kept of filterRoutesByRoles(list, held)) {
            const required = kept.meta?.roles ?? [];
            expect(required.length === 0 || required.some((r) => held.includes(r))).toBe(true);
          }
        },
      ),
    );
  });
});
