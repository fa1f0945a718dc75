/**
 * The admin members screen (docs/admin.md#members): a tenant's staff members (docs/staff.md#accounts)
 * listed, created and edited, with their roles. A member editing themselves cannot take away their own
 * access to this screen or disable themselves, so a tenant is never left without someone who can fix
 * the roles. Nobody raises anyone's rights above their own or changes their own roles
 * (docs/admin.md#granting, src/lib/member-grants.ts); every role change, and every such attempt
 * refused, is in the staff action log. Disabling a member or changing their password ends their sessions.
 */
import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_ROLES, mayUseAdmin, ADMIN_CALL_ROLES } from '../../../src/lib/admin-routes';
import {
  grantedBy,
  memberCreateRefusal,
  memberUpdateRefusal,
  revokedBy,
  rightsChange,
  type MemberGrantRefusal,
  type MemberRights,
} from '../../../src/lib/member-grants';
import type {
  AdminMember,
  MemberCreateRequest,
  MembersListResponse,
  MemberUpdateRequest,
  StaffActionsResponse,
} from '../../../src/protocol/admin-content';
import {
  findMember,
  listMembers,
  memberPhoneTaken,
  revokeMemberSessions,
  updateMember,
  type MemberRow,
} from '../../db/repositories/admin-member-repository';
import { clearAttempts } from '../../db/repositories/attempt-limit-repository';
import { insertStaffAction, listStaffActions } from '../../db/repositories/staff-action-repository';
import type { Queryable } from '../../db/database';
import { insertStaffMember, staffCodeTaken } from '../../db/repositories/staff-repository';
import { hashPassword } from '../accounts';
import { staffPasswordLimit, staffPinLimit } from '../staff';
import { AdminRefusal, type AdminActor, type AdminDeps } from './admin-deps';

/** Entries of the staff action log the admin API answers. */
const ACTIONS_SHOWN = 200;

function memberOf(row: MemberRow): AdminMember {
  return {
    id: row.id,
    staffCode: row.staffCode,
    name: row.name,
    phone: row.phone,
    roles: row.roles,
    admin: row.admin,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminMembers(deps: AdminDeps, actor: AdminActor): Promise<MembersListResponse> {
  const rows = await listMembers(deps.db, actor.tenantId);
  return { members: rows.map(memberOf), roles: [...ASSIGNABLE_ROLES] };
}

/** "granted content, admin; revoked config": the log's words for a change of rights. */
function rightsDetail(before: MemberRights, next: MemberRights): string {
  const granted = grantedBy(before, next);
  const revoked = revokedBy(before, next);
  const words = (change: { roles: string[]; admin: boolean }) =>
    [...change.roles, ...(change.admin ? ['admin flag'] : [])].join(', ');
  return [
    granted.roles.length > 0 || granted.admin ? `granted ${words(granted)}` : '',
    revoked.roles.length > 0 || revoked.admin ? `revoked ${words(revoked)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Every grant and revoke gets its own log entry, in the change's transaction. */
async function logRightsChange(
  db: Queryable,
  actor: AdminActor,
  id: string,
  staffCode: string,
  before: MemberRights,
  next: MemberRights,
  at: Date,
): Promise<void> {
  if (!rightsChange(before, next)) return;
  await insertStaffAction(db, {
    tenantId: actor.tenantId,
    staffId: actor.staffId,
    action: 'member_roles',
    subject: id,
    detail: `${staffCode}: ${rightsDetail(before, next)}`,
    at,
  });
}

/** A refused change of rights is logged too (outside the refused transaction, which rolls back). */
async function refusedRightsChange(
  deps: AdminDeps,
  actor: AdminActor,
  subject: string,
  code: MemberGrantRefusal,
  detail: string,
): Promise<AdminRefusal> {
  await insertStaffAction(deps.db, {
    tenantId: actor.tenantId,
    staffId: actor.staffId,
    action: 'refused_member_roles',
    subject,
    detail: `${code}: ${detail}`,
    at: deps.now(),
  });
  return new AdminRefusal(403, code);
}

const NO_RIGHTS: MemberRights = { roles: [], admin: false };

export async function createAdminMember(
  deps: AdminDeps,
  actor: AdminActor,
  body: MemberCreateRequest,
): Promise<AdminMember> {
  const refusal = memberCreateRefusal(actor, body);
  if (refusal !== null)
    throw await refusedRightsChange(
      deps,
      actor,
      body.staffCode,
      refusal,
      `create ${body.staffCode}: ${rightsDetail(NO_RIGHTS, body)}`,
    );
  const id = randomUUID();
  const now = deps.now();
  const [passwordHash, pinHash] = await Promise.all([hashPassword(body.password), hashPassword(body.pin)]);
  await deps.db.transaction(async (tx) => {
    // Staff ids are matched at login regardless of case, so S900 and s900 cannot both exist.
    if (await staffCodeTaken(tx, actor.tenantId, body.staffCode)) throw new AdminRefusal(409, 'STAFF_ID_TAKEN');
    const inserted = await insertStaffMember(tx, {
      id,
      tenantId: actor.tenantId,
      staffCode: body.staffCode,
      phone: body.phone ?? null,
      name: body.name.trim(),
      roles: body.roles,
      admin: body.admin,
      passwordHash,
      pinHash,
      now,
    });
    if (!inserted) throw new AdminRefusal(409, 'STAFF_ID_TAKEN');
    await insertStaffAction(tx, {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'member_create',
      subject: id,
      detail: `${body.staffCode} roles=${body.roles.join(',')} admin=${body.admin}`,
      at: now,
    });
    await logRightsChange(tx, actor, id, body.staffCode, NO_RIGHTS, body, now);
  });
  const row = await findMember(deps.db, actor.tenantId, id);
  return memberOf(row!);
}

/** Thrown inside the update's transaction, so the refusal is logged once it has rolled back. */
class RightsRefusal extends Error {
  constructor(
    readonly code: MemberGrantRefusal,
    readonly detail: string,
  ) {
    super(code);
  }
}

export async function updateAdminMember(
  deps: AdminDeps,
  actor: AdminActor,
  id: string,
  body: MemberUpdateRequest,
): Promise<AdminMember> {
  const now = deps.now();
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
  const pinHash = body.pin === undefined ? null : await hashPassword(body.pin);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findMember(tx, actor.tenantId, id, true);
      if (!row) throw new AdminRefusal(404, 'STAFF_MEMBER_NOT_FOUND');
      const next = {
        name: body.name?.trim() ?? row.name,
        phone: body.phone === undefined ? row.phone : body.phone,
        roles: body.roles ?? row.roles,
        admin: body.admin ?? row.admin,
        disabled: body.disabled ?? row.disabledAt !== null,
        passwordHash,
        pinHash,
      };
      if (id === actor.staffId && (next.disabled || !mayUseAdmin(next, ADMIN_CALL_ROLES.members)))
        throw new AdminRefusal(400, 'STAFF_SELF_LOCKOUT');
      // Judged on the row as locked: a change of the member's rights meanwhile cannot slip past.
      const refusal = memberUpdateRefusal(actor, row, next, id === actor.staffId);
      if (refusal !== null)
        throw new RightsRefusal(
          refusal,
          `${row.staffCode}: ${rightsDetail(row, next) || Object.keys(body).join(', ')}`,
        );
      if (next.phone !== null && (await memberPhoneTaken(tx, actor.tenantId, next.phone, id)))
        throw new AdminRefusal(409, 'STAFF_ID_TAKEN');
      await updateMember(tx, actor.tenantId, id, next, now);
      if (next.disabled || passwordHash !== null) await revokeMemberSessions(tx, id, now);
      // A new password or PIN ends its lock (docs/rules.md#attempt-limits).
      if (passwordHash !== null) await clearAttempts(tx, staffPasswordLimit({ id }).key);
      if (pinHash !== null) await clearAttempts(tx, staffPinLimit({ id }).key);
      const changed = Object.keys(body).filter((key) => key !== 'password' && key !== 'pin');
      if (passwordHash !== null) changed.push('password');
      if (pinHash !== null) changed.push('pin');
      await insertStaffAction(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'member_update',
        subject: id,
        detail: `${row.staffCode}: ${changed.join(', ')}`,
        at: now,
      });
      await logRightsChange(tx, actor, id, row.staffCode, row, next, now);
    });
  } catch (error) {
    if (error instanceof RightsRefusal) throw await refusedRightsChange(deps, actor, id, error.code, error.detail);
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505')
      throw new AdminRefusal(409, 'STAFF_ID_TAKEN');
    throw error;
  }
  const row = await findMember(deps.db, actor.tenantId, id);
  return memberOf(row!);
}

export async function staffActions(deps: AdminDeps, actor: AdminActor): Promise<StaffActionsResponse> {
  const rows = await listStaffActions(deps.db, actor.tenantId, ACTIONS_SHOWN);
  return {
    actions: rows.map((row) => ({
      staffCode: row.staffCode,
      action: row.action,
      subject: row.subject,
      detail: row.detail,
      at: row.at.toISOString(),
    })),
  };
}
