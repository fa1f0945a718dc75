import type { ReactNode } from 'react';
import { mayUseAdmin } from '../../lib/admin-routes';
import { useAdmin } from './admin-context';

/**
 * The permission directive (docs/admin.md#roles): whether the signed-in staff member may do what
 * needs `roles` — any of them, or the admin role or flag; no roles needed: every staff member.
 * Hiding is never the only guard: the server answers 403 to the same call.
 */
export function usePermission(roles: readonly string[]): boolean {
  const { staff } = useAdmin();
  return staff !== null && mayUseAdmin(staff, roles);
}

/** Shows its children only to a staff member the permission directive lets through. */
export function Permission({
  roles,
  children,
  fallback = null,
}: {
  roles: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(roles) ? children : fallback;
}
