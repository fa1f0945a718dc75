import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { LayoutName } from '../../generated/tenant';
import { TenantShell } from '../layouts/TenantShell';
import { LayoutBoundary } from './LayoutBoundary';
import { LAYOUT_LANDING, layoutHref } from '../../lib/route-table';
import { SCREEN_MODULES } from './screen-modules';
import { matchScreenRoute } from '../../navigation/screen-match';

/**
 * /{layout}/{shop}/*: the bare prefix leads to the layout's landing screen, anything else to the
 * tenant's shell, which shows 'Page not found' in the shop's own frame for a path that is no route
 * of the layout (docs/rules.md#global-routes): its way home stays in that layout and brand.
 */
export function TenantRoute({ layout }: { layout: LayoutName }) {
  const { shop = '', '*': rest = '' } = useParams();
  const { key } = useLocation();
  // Any route the layout can have; whether 'reservation' is on is the tenant's to say (TenantShell).
  const screen = rest === '' ? null : (matchScreenRoute(layout, rest, { reservation: true })?.screen ?? null);

  // The screen's code downloads while the tenant config is fetched, not after it.
  useEffect(() => {
    if (screen) SCREEN_MODULES[screen]().catch(() => {});
  }, [screen]);

  if (rest === '') {
    const landing = LAYOUT_LANDING[layout];
    return <Navigate to={landing ? layoutHref(layout, shop, landing) : '/404'} replace />;
  }
  return (
    <LayoutBoundary>
      <TenantShell layout={layout} shop={shop} attempt={key} />
    </LayoutBoundary>
  );
}
