/**
 * Who may give which roles (docs/admin.md#granting): the members screen hands out access, so it must
 * not hand out more than its user holds. The server refuses by these rules (server/services/admin/members.ts)
 * and the members screen offers only what they allow (src/features/admin/MembersScreen.tsx).
 *
 * - An admin (the admin flag or the 'admin' role) may give every role and the admin flag.
 * - Anyone else may give only roles they hold themselves, never the admin flag or the 'admin' role.
 * - Anyone else may change only a member whose roles they all hold (not an admin): otherwise a
 *   members-role editor could set an admin's password and sign in as them.
 * - Nobody changes their own roles or admin flag (name, phone, password and PIN they may).
 */
import { ADMIN_ROLE } from './permissions';

export interface MemberRights {
  roles: readonly string[];
  admin: boolean;
}

/** Refusals of the rules above, catalogue codes (src/protocol/messages.ts). */
export type MemberGrantRefusal = 'STAFF_OWN_ROLES' | 'STAFF_ROLE_NOT_HELD' | 'STAFF_MEMBER_OUTRANKS';

/** The admin flag, or the 'admin' role, which counts as the flag (docs/rules.md#route-filtering). */
export function isAdminGrant(rights: MemberRights): boolean {
  return rights.admin || rights.roles.includes(ADMIN_ROLE);
}

/** Whether `editor` may give `role`. */
export function mayGrantRole(editor: MemberRights, role: string): boolean {
  return isAdminGrant(editor) || (role !== ADMIN_ROLE && editor.roles.includes(role));
}

/** Whether `editor` may give (or take away) the admin flag. */
export function mayGrantAdmin(editor: MemberRights): boolean {
  return isAdminGrant(editor);
}

/** Whether every right of `target` is one `editor` holds too, so changing them raises no one. */
export function holdsEveryRightOf(editor: MemberRights, target: MemberRights): boolean {
  if (isAdminGrant(editor)) return true;
  return !isAdminGrant(target) && target.roles.every((role) => editor.roles.includes(role));
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((role) => right.has(role));
}

/** Roles and flag of `next` that `before` lacked: what the change gives. */
export function grantedBy(before: MemberRights, next: MemberRights): { roles: string[]; admin: boolean } {
  return {
    roles: [...new Set(next.roles)].filter((role) => !before.roles.includes(role)),
    admin: next.admin && !before.admin,
  };
}

/** Roles and flag `before` had that `next` lacks: what the change takes away. */
export function revokedBy(before: MemberRights, next: MemberRights): { roles: string[]; admin: boolean } {
  return {
    roles: [...new Set(before.roles)].filter((role) => !next.roles.includes(role)),
    admin: before.admin && !next.admin,
  };
}

/** Whether the change touches roles or the admin flag at all. */
export function rightsChange(before: MemberRights, next: MemberRights): boolean {
  return before.admin !== next.admin || !sameRoles(before.roles, next.roles);
}

/** Why `editor` may not create a member with `next` rights; null when they may. */
export function memberCreateRefusal(editor: MemberRights, next: MemberRights): MemberGrantRefusal | null {
  if (next.admin && !mayGrantAdmin(editor)) return 'STAFF_ROLE_NOT_HELD';
  return next.roles.every((role) => mayGrantRole(editor, role)) ? null : 'STAFF_ROLE_NOT_HELD';
}

/**
 * Why `editor` may not change the member who now has `before` into `next` (roles and flag; other
 * fields follow the member rule); null when they may. `self`: the editor is that member.
 */
export function memberUpdateRefusal(
  editor: MemberRights,
  before: MemberRights,
  next: MemberRights,
  self: boolean,
): MemberGrantRefusal | null {
  if (self) return rightsChange(before, next) ? 'STAFF_OWN_ROLES' : null;
  if (!holdsEveryRightOf(editor, before)) return 'STAFF_MEMBER_OUTRANKS';
  const granted = grantedBy(before, next);
  if (granted.admin && !mayGrantAdmin(editor)) return 'STAFF_ROLE_NOT_HELD';
  return granted.roles.every((role) => mayGrantRole(editor, role)) ? null : 'STAFF_ROLE_NOT_HELD';
}
