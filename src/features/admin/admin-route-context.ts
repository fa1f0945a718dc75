import { createContext, useContext } from 'react';
import type { AdminRoute } from '../../lib/admin-routes';

/** The admin route a screen is shown for (its content type, solution kind and roles; src/lib/admin-routes.ts). */
export const AdminRouteContext = createContext<AdminRoute | null>(null);

export function useAdminRoute(): AdminRoute {
  const route = useContext(AdminRouteContext);
  if (!route) throw new Error('useAdminRoute() is only available inside an admin route');
  return route;
}
