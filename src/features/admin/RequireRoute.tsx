import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { adminRouteById, type AdminRouteId } from '../../lib/admin-routes';
import { usePermission } from './permission';

/**
 * A route of the admin area the staff member's roles must open (docs/admin.md#roles); otherwise the
 * app's 'no permission' page (/403). The server refuses the route's calls the same way.
 */
export function RequireRoute({ route, children }: { route: AdminRouteId; children: ReactNode }) {
  const allowed = usePermission(adminRouteById(route)?.roles ?? ['admin']);
  return allowed ? children : <Navigate to="/403" replace />;
}
