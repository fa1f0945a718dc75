import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AdminRoute } from '../../lib/admin-routes';
import { AdminRouteContext } from './admin-route-context';
import { usePermission } from './permission';
import { useAdmin } from './admin-context';
import { adminHref } from '../../lib/route-table';
import { forbiddenStateFor } from '../../lib/forbidden-home';

/**
 * A route of the admin area (docs/admin.md#roles): shown when the staff member's roles open it,
 * otherwise the app's 'no permission' page (/403). The server refuses the route's calls the same way.
 */
export function RequireRoute({ route, children }: { route: AdminRoute; children: ReactNode }) {
  const allowed = usePermission(route.roles);
  const admin = useAdmin();
  // /403's home link then leads back to this dashboard (src/lib/forbidden-home.ts).
  if (!allowed) return <Navigate to="/403" replace state={forbiddenStateFor(adminHref(admin.shop))} />;
  return <AdminRouteContext value={route}>{children}</AdminRouteContext>;
}
