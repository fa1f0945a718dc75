import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { BootSplash } from '../../components/BootSplash';
import type { LayoutName } from '../../config/tenant-config';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import { RootFrame } from '../RootFrame';
import { loadWithTimeout } from './chunk-timeout';
import { layoutRouteId } from './reservation-patch';
import { LAYOUT_LANDING, LAYOUT_NAMES, LAYOUT_ROUTES, layoutHref, SCREEN_TITLE_KEYS, type ScreenRoute } from './route-table';
import type { ScreenHandle } from './screen-handle';
import { GLOBAL_MODULES, LAYOUT_MODULES, SCREEN_MODULES } from './screen-modules';
import { redirectTarget, safeInternalPath } from './special-paths';
import { globalRouteLoader, tenantRouteLoader } from './tenant-route-loader';

/** A route that only redirects from its loader: it renders nothing (said explicitly, for react-router). */
function redirectRoute(route: Omit<RouteObject, 'element' | 'index' | 'children'> & { index?: true }): RouteObject {
  return { ...route, element: null } as RouteObject;
}

function lazyComponent(load: () => Promise<{ default: ComponentType }>): () => Promise<ComponentType> {
  return async () => (await loadWithTimeout(load)).default;
}

/** A screen route: lazily loaded module, title in its handle. */
export function screenRoute({ path, screen }: ScreenRoute): RouteObject {
  const handle: ScreenHandle = { titleKey: SCREEN_TITLE_KEYS[screen] };
  return { path, handle, lazy: { Component: lazyComponent(SCREEN_MODULES[screen]) } };
}

function globalScreen(path: string, titleKey: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const handle: ScreenHandle = { titleKey };
  return { path, handle, lazy: { Component: lazyComponent(load) } };
}

function layoutRoute(layout: LayoutName): RouteObject {
  const landing = LAYOUT_LANDING[layout];
  return {
    id: layoutRouteId(layout),
    path: `/${layout}/:shop`,
    loader: tenantRouteLoader,
    // The tenant only changes with the shop; moving between a shop's screens reuses it.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.shop?.toLowerCase() !== nextParams.shop?.toLowerCase(),
    HydrateFallback: BootSplash,
    ErrorBoundary: RouteErrorScreen,
    lazy: { Component: lazyComponent(LAYOUT_MODULES[layout]) },
    children: [
      redirectRoute({ index: true, loader: ({ params }) => redirect(landing ? layoutHref(layout, params.shop ?? '', landing) : '/404') }),
      ...LAYOUT_ROUTES[layout].map(screenRoute),
    ],
  };
}

/** Every route of the app (spec section 2). 'reservation' is added at run time (reservation-patch.ts). */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: BootSplash,
      children: [
        redirectRoute({ index: true, loader: () => redirect('/home') }),
        ...LAYOUT_NAMES.map(layoutRoute),
        {
          id: 'global',
          loader: globalRouteLoader,
          HydrateFallback: BootSplash,
          lazy: { Component: lazyComponent(GLOBAL_MODULES.layout) },
          children: [
            globalScreen('/home', 'title.home', GLOBAL_MODULES.landing),
            globalScreen('/aboutus', 'title.about', GLOBAL_MODULES.about),
            globalScreen('/contactus', 'title.contactUs', GLOBAL_MODULES.contact),
            globalScreen('/404', 'title.notFound', GLOBAL_MODULES.notFound),
            globalScreen('/403', 'title.forbidden', GLOBAL_MODULES.forbidden),
          ],
        },
        redirectRoute({
          path: '/redirect/*',
          loader: ({ params, request }) => {
            const url = new URL(request.url);
            return redirect(redirectTarget(params['*'], url.search, url.hash));
          },
        }),
        // Return point after an external sign-in: back to ?redirect= when it is a path of this app.
        redirectRoute({
          path: '/auth-redirect',
          loader: ({ request }) => redirect(safeInternalPath(new URL(request.url).searchParams.get('redirect')) ?? '/home'),
        }),
        redirectRoute({ path: '*', loader: () => redirect('/404') }),
      ],
    },
  ];
}
