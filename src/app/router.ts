import { createBrowserRouter } from 'react-router';
import { registerNavigator } from './navigation';
import { appRoutes, screenRoute } from './routes/app-routes';
import { createReservationPatcher } from './routes/reservation-patch';
import { RESERVATION_ROUTE } from './routes/route-table';
import { loadTenant } from './routes/tenant-route-loader';

/** The app's router: history mode (spec 2), every navigation let through (no route guards). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes(), {
    patchRoutesOnNavigation: createReservationPatcher(loadTenant, () => screenRoute(RESERVATION_ROUTE)),
  });
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
