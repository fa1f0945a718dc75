import CssBaseline from '@mui/material/CssBaseline';
import { use, useMemo } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { MaterialThemeProvider } from '../../components/MaterialThemeProvider';
import { AdminContext } from '../../features/admin/admin-context';
import { AdminFrame } from '../../features/admin/AdminFrame';
import { RequireRoute } from '../../features/admin/RequireRoute';
import { ADMIN_ROUTES, type AdminRoute } from '../../lib/admin-routes';
import { useAdminScope } from '../../features/admin/use-admin-scope';
import { FeedbackLayer } from '../../feedback/FeedbackLayer';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { TenantContext, type TenantScope } from '../../tenant/tenant-context';
import type { TenantBundle } from '../../tenant/tenant-loader';
import { themeOf } from '../../tenant/tenant-theme';
import { useSettledLanguage } from '../../tenant/use-settled-language';
import { RoutedScreen } from '../routes/RoutedScreen';
import { lazyScreen } from '../routes/lazy-screen';
import { tenantResource } from '../routes/tenant-resource';
import { ShopNotFoundScreen } from '../screens/ShopNotFoundScreen';
import { NeutralFrame } from './neutral/NeutralFrame';

const ADMIN_SCREENS = {
  login: lazyScreen(() => import('../../features/admin/AdminLoginScreen')),
  dashboard: lazyScreen(() => import('../../features/admin/DashboardScreen')),
  list: lazyScreen(() => import('../../features/admin/ContentListScreen')),
  edit: lazyScreen(() => import('../../features/admin/ContentEditScreen')),
  members: lazyScreen(() => import('../../features/admin/MembersScreen')),
  activity: lazyScreen(() => import('../../features/admin/ActivityScreen')),
  deleted: lazyScreen(() => import('../../features/admin/DeletedItemsScreen')),
  permissions: lazyScreen(() => import('../../features/admin/PermissionsScreen')),
};

/** One admin route's screens: a content type's list and its item screen, or the route's one screen. */
function routeScreens(route: AdminRoute): RouteObject[] {
  const guarded = (titleKey: string, screen: (typeof ADMIN_SCREENS)[keyof typeof ADMIN_SCREENS]) => (
    <RequireRoute route={route}>
      <RoutedScreen titleKey={titleKey} screen={screen} />
    </RequireRoute>
  );
  const path = route.segment === '' ? undefined : route.segment;
  if (route.contentType) {
    return [
      { path, element: guarded('title.adminContent', ADMIN_SCREENS.list) },
      { path: `${route.segment}/:id`, element: guarded('title.adminContent', ADMIN_SCREENS.edit) },
    ];
  }
  if (route.id === 'dashboard')
    return [{ index: true, element: guarded('title.adminDashboard', ADMIN_SCREENS.dashboard) }];
  if (route.id === 'members') return [{ path, element: guarded('title.adminMembers', ADMIN_SCREENS.members) }];
  if (route.id === 'activity') return [{ path, element: guarded('title.adminActivity', ADMIN_SCREENS.activity) }];
  if (route.id === 'deleted') return [{ path, element: guarded('title.adminDeleted', ADMIN_SCREENS.deleted) }];
  return [{ path, element: guarded('title.adminPermissions', ADMIN_SCREENS.permissions) }];
}

/**
 * The admin area's routes (docs/admin.md#screens), one or two per entry of the route -> roles table
 * (src/lib/admin-routes.ts); a route the staff member's roles do not open shows 'no permission'.
 */
const ROUTES: RouteObject[] = [
  { path: 'login', element: <RoutedScreen titleKey="title.adminLogin" screen={ADMIN_SCREENS.login} /> },
  { element: <AdminFrame />, children: ADMIN_ROUTES.flatMap(routeScreens) },
  { path: '*', element: <Navigate to="/404" replace /> },
];

function AdminArea({ bundle, shop }: { bundle: TenantBundle; shop: string }) {
  const admin = useAdminScope(bundle, shop);
  // The admin area previews every layout; its own screens use the company layout's scope.
  const scope = useMemo<TenantScope>(() => ({ bundle, layout: 'company' }), [bundle]);
  const routes = useRoutes(ROUTES);
  return (
    <TenantContext value={scope}>
      <AdminContext value={admin}>
        <MaterialThemeProvider theme={themeOf(bundle)}>
          <CssBaseline />
          {routes}
          <FeedbackLayer />
        </MaterialThemeProvider>
      </AdminContext>
    </TenantContext>
  );
}

/**
 * /admin/{shop}/...: the admin content area of the shop's tenant (docs/admin.md#screens), themed
 * like the tenant and in its language; staff only (the admin login reuses the staff accounts). An
 * unknown shop gets the neutral 'shop not found'. Loaded lazily: nothing of it is in the customer
 * routes' JavaScript.
 */
export default function AdminShell() {
  const { shop = '' } = useParams();
  const { key } = useLocation();
  const load = use(tenantResource(shop, key));
  const bundle = load.kind === 'ready' ? load.bundle : null;
  useSettledLanguage(pickLanguage(readStoredLanguage(bundle?.tenant.id ?? null), bundle?.tenant.locale ?? null));
  if (!bundle) {
    return (
      <NeutralFrame>
        <ShopNotFoundScreen shop={load.kind === 'ready' ? load.bundle.shop : load.shop} />
      </NeutralFrame>
    );
  }
  return <AdminArea bundle={bundle} shop={bundle.shop} />;
}
