import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES } from './admin-routes';
import { isAdminGrant, memberCreateRefusal, memberUpdateRefusal, type MemberRights } from './member-grants';

const rights = fc.record({
  roles: fc.uniqueArray(fc.constantFrom(...ASSIGNABLE_ROLES), { maxLength: 4 }),
  admin: fc.boolean(),
});
/** What `rights` may do, as a set: every role an admin, else only the roles held. */
const within = (outer: MemberRights, inner: MemberRights) =>
  isAdminGrant(outer) || (!isAdminGrant(inner) && inner.roles.every((role) => outer.roles.includes(role)));

describe('member grants (docs/admin.md#granting)', () => {
  it('no allowed create or change leaves a member with a right the editor lacks', () => {
    fc.assert(
      fc.property(rights, rights, rights, (editor, before, next) => {
        if (memberCreateRefusal(editor, next) === null) expect(within(editor, next)).toBe(true);
        if (memberUpdateRefusal(editor, before, next, false) === null)
          expect(within(editor, next) && within(editor, before)).toBe(true);
      }),
    );
  });

  it('nobody changes their own roles or flag; the same rights sent back pass', () => {
    fc.assert(
      fc.property(rights, rights, (self, next) => {
        const refusal = memberUpdateRefusal(self, self, next, true);
        const same =
          self.admin === next.admin &&
          new Set(self.roles).size === new Set(next.roles).size &&
          next.roles.every((r) => self.roles.includes(r));
        expect(refusal).toBe(same ? null : 'STAFF_OWN_ROLES');
      }),
    );
  });

  it('the attack: a members-role editor makes nobody an admin; an admin may', () => {
    const members = { roles: ['members'], admin: false };
    const adminFlag = { roles: [], admin: true };
    expect(memberCreateRefusal(members, { roles: [], admin: true })).toBe('STAFF_ROLE_NOT_HELD');
    expect(memberCreateRefusal(members, { roles: ['admin'], admin: false })).toBe('STAFF_ROLE_NOT_HELD');
    expect(memberUpdateRefusal(members, { roles: [], admin: false }, { roles: [], admin: true }, false)).toBe(
      'STAFF_ROLE_NOT_HELD',
    );
    expect(memberUpdateRefusal(members, adminFlag, adminFlag, false)).toBe('STAFF_MEMBER_OUTRANKS');
    expect(memberCreateRefusal(adminFlag, { roles: ['content'], admin: true })).toBeNull();
    expect(memberUpdateRefusal({ roles: ['admin'], admin: false }, members, adminFlag, false)).toBeNull();
  });
});
