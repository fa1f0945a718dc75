import CssBaseline from '@mui/material/CssBaseline';
import { use, useMemo } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import { MaterialThemeProvider } from '../../components/MaterialThemeProvider';
import { isFeatureEnabled } from '../../config/features';
import type { LayoutName } from '../../generated/tenant';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { FeedbackLayer } from '../../feedback/FeedbackLayer';
import { OfflineHostLoader } from '../../offline/OfflineHostLoader';
import { SCREEN_TITLE_KEYS } from '../../lib/route-table';
import { matchScreenRoute } from '../../navigation/screen-match';
import { RoutedScreen } from '../routes/RoutedScreen';
import { LAZY_SCREENS } from '../routes/screen-modules';
import { tenantResource } from '../routes/tenant-resource';
import { ShopNotFoundScreen } from '../screens/ShopNotFoundScreen';
import { TenantNotFoundScreen } from '../screens/TenantNotFoundScreen';
import { SessionLoader } from '../../session/SessionLoader';
import { TenantContext, type TenantScope } from '../../tenant/tenant-context';
import { themeOf } from '../../tenant/tenant-theme';
import { TenantStylesheet } from '../../tenant/TenantStylesheet';
import { useSettledLanguage } from '../../tenant/use-settled-language';
import { NeutralFrame } from './neutral/NeutralFrame';
import { TenantFrame } from './TenantFrame';

/**
 * The screen of a layout for one tenant at this path: its routes (docs/rules.md#routes), 'reservation'
 * only when the tenant enables it. The route is found once per path (matchScreenRoute keeps its
 * answers; no two routes of a layout match one path, screen-match.test.ts); the router is given that
 * route alone, for its parameters, instead of matching the whole table on every render.
 */
function useLayoutScreens(layout: LayoutName, reservation: boolean) {
  const { '*': rest = '' } = useParams();
  const route = matchScreenRoute(layout, rest, { reservation });
  const routes = useMemo<RouteObject[]>(
    () => [
      ...(route
        ? [
            {
              path: route.path,
              element: <RoutedScreen titleKey={SCREEN_TITLE_KEYS[route.screen]} screen={LAZY_SCREENS[route.screen]} />,
            },
          ]
        : []),
      // A path that is no screen of the layout: 'Page not found' in this shop's frame, not the neutral /404.
      { path: '*', element: <RoutedScreen titleKey="title.notFound" screen={TenantNotFoundScreen} /> },
    ],
    [route],
  );
  return useRoutes(routes);
}

interface TenantShellProps {
  layout: LayoutName;
  shop: string;
  /** The navigation asking (location key): an unknown shop is asked again on the next one. */
  attempt: string;
}

/**
 * A shop layout: the :shop param's tenant themed, translated and framed. Suspends (inside the
 * layout's Suspense boundary) until the tenant and its language are ready, so nothing paints in
 * another theme or language. An unknown shop, or a site that does not offer this layout, gets the
 * neutral 'shop not found'.
 */
export function TenantShell({ layout, shop, attempt }: TenantShellProps) {
  const load = use(tenantResource(shop, attempt));
  const bundle = load.kind === 'ready' && load.bundle.site.layouts.includes(layout) ? load.bundle : null;
  // The shop's language; the neutral 'shop not found' page, like the global pages, the visitor's own.
  useSettledLanguage(pickLanguage(readStoredLanguage(bundle?.tenant.id ?? null), bundle?.tenant.locale ?? null));
  const scope = useMemo<TenantScope | null>(() => (bundle ? { bundle, layout } : null), [bundle, layout]);
  const screens = useLayoutScreens(layout, bundle ? isFeatureEnabled(bundle.tenant, 'reservation') : false);

  if (!bundle || !scope) {
    return (
      <NeutralFrame>
        <ShopNotFoundScreen shop={load.kind === 'ready' ? load.bundle.shop : load.shop} />
      </NeutralFrame>
    );
  }
  return (
    <TenantContext value={scope}>
      <MaterialThemeProvider theme={themeOf(bundle)}>
        <CssBaseline />
        <TenantStylesheet tenantId={bundle.tenant.id} stylesheet={bundle.tenant.theme.fonts?.stylesheet} />
        <SessionLoader bundle={bundle} />
        <TenantFrame>{screens}</TenantFrame>
        <OfflineHostLoader layout={layout} shopCode={bundle.site.shopCode} />
        <FeedbackLayer />
      </MaterialThemeProvider>
    </TenantContext>
  );
}
