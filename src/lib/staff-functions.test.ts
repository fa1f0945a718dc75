import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions';
import {
  allowedStaffFunctions,
  mayUseStaffFunction,
  STAFF_FUNCTION_ROLES,
  STAFF_FUNCTIONS,
  STAFF_ROLES,
} from './staff-functions';

const roles = fc.uniqueArray(fc.constantFrom(...STAFF_ROLES, 'user', 'guest'), { maxLength: 5 });

describe('staff functions', () => {
  it('an admin gets every function, whatever roles they hold', () => {
    fc.assert(
      fc.property(roles, (held) => {
        expect(allowedStaffFunctions({ roles: held, admin: true })).toEqual([...STAFF_FUNCTIONS]);
      }),
    );
  });

  it('without the admin flag, a function is allowed exactly when one of its roles is held', () => {
    fc.assert(
      fc.property(roles, (held) => {
        const allowed = allowedStaffFunctions({ roles: held, admin: false });
        for (const fn of STAFF_FUNCTIONS) {
          expect(allowed.includes(fn)).toBe(STAFF_FUNCTION_ROLES[fn].some((role) => held.includes(role)));
          expect(mayUseStaffFunction({ roles: held, admin: false }, fn)).toBe(
            hasPermission(held, 0, STAFF_FUNCTION_ROLES[fn]),
          );
        }
      }),
    );
  });

  it('no roles and no admin flag open nothing; every function needs at least one role', () => {
    expect(allowedStaffFunctions({ roles: [], admin: false })).toEqual([]);
    for (const fn of STAFF_FUNCTIONS) expect(STAFF_FUNCTION_ROLES[fn].length).toBeGreaterThan(0);
  });

  it("keeps function select's order", () => {
    fc.assert(
      fc.property(roles, fc.boolean(), (held, admin) => {
        const allowed = allowedStaffFunctions({ roles: held, admin });
        expect(allowed).toEqual(STAFF_FUNCTIONS.filter((fn) => allowed.includes(fn)));
      }),
    );
  });
});
