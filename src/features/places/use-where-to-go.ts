import { useEffect, useMemo, useRef, useState } from 'react';
import { firstRouteOf, layoutHref } from '../../lib/route-table';
import { resolveMapParams } from '../../lib/map-params';
import { directionsUrl, placesInOrder } from '../../lib/places';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { mapProviderOf, mountMap, type MountedMap } from './map/map-adapter';

export type MapState = 'none' | 'loading' | 'ready' | 'failed';

export interface WhereToGoPlace {
  shopCode: string;
  name: string;
  address: string;
  openingNotes: string;
  distanceKm: number | null;
  nearby: boolean;
  directions: string | null;
  /** Quick booking: the site's booking screen in this layout. */
  bookHref: string | null;
}

/**
 * Where to go (docs/customer-places.md#where-to-go): the tenant's sites nearest the map's centre
 * first, and the map of the tenant's provider; the list is always there, the map only while it loads.
 */
export function useWhereToGo() {
  const { bundle, layout } = useTenant();
  const text = useTenantText();
  const config = bundle.tenant.map;
  const params = useMemo(() => resolveMapParams(config ?? {}), [config]);
  const provider = useMemo(() => mapProviderOf(config), [config]);
  const [mapState, setMapState] = useState<MapState>(provider.kind === 'none' ? 'none' : 'loading');
  const element = useRef<HTMLDivElement>(null);

  const places: WhereToGoPlace[] = useMemo(() => {
    const book = firstRouteOf(layout, ['site', 'home']);
    return placesInOrder(bundle.tenant.sites, params.centre, params.radius).map(({ site, distance, nearby }) => ({
      shopCode: site.shopCode,
      name: site.spotName === site.lotName ? site.lotName : `${site.lotName} · ${site.spotName}`,
      address: site.address ?? '',
      openingNotes: text(site.openingNotes),
      distanceKm: distance,
      nearby,
      directions: directionsUrl(site),
      bookHref: book !== null && site.layouts.includes(layout) ? layoutHref(layout, site.shopCode, book) : null,
    }));
  }, [bundle.tenant.sites, params, layout, text]);

  useEffect(() => {
    if (provider.kind === 'none' || !element.current) return;
    let live = true;
    let mounted: MountedMap | null = null;
    const markers = bundle.tenant.sites.flatMap((s) =>
      s.location ? [{ lat: s.location.lat, lng: s.location.lng, label: s.lotName }] : [],
    );
    mountMap(provider, element.current, params, markers, () => live && setMapState('failed')).then(
      (map) => {
        mounted = map;
        if (!live) map.remove();
        else setMapState((state) => (state === 'loading' ? 'ready' : state));
      },
      () => live && setMapState('failed'),
    );
    return () => {
      live = false;
      mounted?.remove();
    };
  }, [provider, params, bundle.tenant.sites]);

  return { places, mapState, element, radius: params.radius };
}
