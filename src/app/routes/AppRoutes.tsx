import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { LoadingBar } from '../../feedback/LoadingBar';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { LayoutBoundary } from './LayoutBoundary';
import { lazyScreen } from './lazy-screen';
import { NavigatorRegistration } from './NavigatorRegistration';
import { AuthRedirectRoute, RedirectRoute } from './RedirectRoutes';
import { RoutedScreen } from './RoutedScreen';
import { LAYOUT_NAMES } from '../../lib/route-table';
import { GLOBAL_MODULES } from './screen-modules';
import { ScrollRestorer } from './ScrollRestorer';
import { TenantRoute } from './TenantRoute';

// The global pages read nothing from the server: no query layer with them.
const STATIC = { reads: 'none' } as const;

const GLOBAL_SCREENS = [
  { path: '/home', titleKey: 'title.home', screen: lazyScreen(GLOBAL_MODULES.landing, STATIC) },
  { path: '/aboutus', titleKey: 'title.about', screen: lazyScreen(GLOBAL_MODULES.about, STATIC) },
  { path: '/contactus', titleKey: 'title.contactUs', screen: lazyScreen(GLOBAL_MODULES.contact, STATIC) },
  { path: '/404', titleKey: 'title.notFound', screen: lazyScreen(GLOBAL_MODULES.notFound, STATIC) },
  { path: '/403', titleKey: 'title.forbidden', screen: lazyScreen(GLOBAL_MODULES.forbidden, STATIC) },
];

/** The flow gallery's layout loads with its first page: nothing of it is in the customer routes' JavaScript. */
const FlowsLayout = lazy(() => import('../layouts/FlowsLayout'));

/** The admin content area (docs/admin.md#screens): its own lazily loaded shell, outside the customer layouts. */
const AdminShell = lazy(() => import('../layouts/AdminShell'));

const FLOW_SCREENS = [
  { path: '/flows/:tenant', titleKey: 'title.flowGallery', screen: lazyScreen(GLOBAL_MODULES.flowGallery) },
  { path: '/flows/:tenant/:flow', titleKey: 'title.flowDiagram', screen: lazyScreen(GLOBAL_MODULES.flowDiagram) },
];

/** Every route of the app (docs/rules.md#routes); each layout's screens are its TenantShell's (route-table.ts). */
const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  ...LAYOUT_NAMES.map((layout) => ({ path: `/${layout}/:shop/*`, element: <TenantRoute layout={layout} /> })),
  {
    path: '/admin/:shop/*',
    element: (
      <LayoutBoundary>
        <AdminShell />
      </LayoutBoundary>
    ),
  },
  {
    element: (
      <LayoutBoundary>
        <GlobalLayout />
      </LayoutBoundary>
    ),
    children: GLOBAL_SCREENS.map(({ path, titleKey, screen }) => ({
      path,
      element: <RoutedScreen titleKey={titleKey} screen={screen} />,
    })),
  },
  {
    // The flow gallery of a tenant (docs/flows.md#gallery); FLOW_GALLERY_PATH in route-table.ts.
    element: (
      <LayoutBoundary>
        <FlowsLayout />
      </LayoutBoundary>
    ),
    children: FLOW_SCREENS.map(({ path, titleKey, screen }) => ({
      path,
      element: <RoutedScreen titleKey={titleKey} screen={screen} />,
    })),
  },
  { path: '/redirect/*', element: <RedirectRoute /> },
  { path: '/auth-redirect', element: <AuthRedirectRoute /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/**
 * The app under a BrowserRouter (docs/rules.md#history-mode): react-router's declarative mode, every
 * navigation let through (no route guards). Also the loading bar, scroll handling and the
 * navigator that code outside React uses.
 */
export function AppRoutes() {
  const routes = useRoutes(APP_ROUTES);
  return (
    <>
      <LoadingBar />
      <NavigatorRegistration />
      <ScrollRestorer />
      {routes}
    </>
  );
}
