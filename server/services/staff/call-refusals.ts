/**
 * What the staff and admin calls' guards (server/http/staff-session.ts, admin-session.ts) ask of the
 * staff service before a call runs: whose token it is, and the log of a call they refused.
 */
import type { Tenant } from '../../../src/generated/tenant';
import type { StaffFunction } from '../../../src/lib/staff-functions';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { logStaffAction } from './staff-sessions';

/** Whether a token is a live customer session of the tenant: on a staff call it answers 403, not 401. */
export function isCustomerToken(deps: StaffDeps, tenant: Tenant, token: string): Promise<boolean> {
  return deps.isCustomerToken(tenant, token);
}

/** A call refused because the staff member's roles do not open its function: logged like any action. */
export async function logStaffRefusal(deps: StaffDeps, identity: StaffIdentity, fn: StaffFunction): Promise<void> {
  await logStaffAction(deps, {
    tenantId: identity.tenantId,
    staffId: identity.staffId,
    action: 'refused_no_role',
    subject: fn,
  });
}

/** An admin call refused because none of the staff member's roles is one it needs (docs/admin.md#api). */
export async function logAdminRefusal(
  deps: StaffDeps,
  identity: StaffIdentity,
  call: string,
  required: readonly string[],
): Promise<void> {
  await logStaffAction(deps, {
    tenantId: identity.tenantId,
    staffId: identity.staffId,
    action: 'refused_no_role',
    subject: `admin:${call}`,
    detail: `needs ${required.join(' or ')}`,
  });
}
