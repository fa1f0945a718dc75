/**
 * The map provider behind where to go (docs/customer-places.md#map-provider): Google Maps with the
 * tenant's browser key where set, else Leaflet with the tenant's tile URL, else none (the plain
 * list). Each provider's code loads only when where to go mounts a map, and reports `onFail` when
 * its script or its first tiles cannot load, so the screen falls back to the list.
 */
import type { MapConfig } from '../../../generated/tenant';
import type { MapParams } from '../../../lib/map-params';

import type { MapMarker, MountedMap } from './map-types';

export type { MapMarker, MountedMap } from './map-types';

export type MapProvider =
  { kind: 'google'; key: string } | { kind: 'leaflet'; tileUrl: string; attribution: string } | { kind: 'none' };

export function mapProviderOf(config: MapConfig | undefined): MapProvider {
  if (config?.googleMapsKey) return { kind: 'google', key: config.googleMapsKey };
  if (config?.tileUrl) return { kind: 'leaflet', tileUrl: config.tileUrl, attribution: config.attribution ?? '' };
  return { kind: 'none' };
}

export async function mountMap(
  provider: MapProvider,
  element: HTMLElement,
  params: MapParams,
  markers: readonly MapMarker[],
  onFail: () => void,
): Promise<MountedMap> {
  if (provider.kind === 'google')
    return (await import('./google-map')).mountGoogleMap(provider.key, element, params, markers, onFail);
  if (provider.kind === 'leaflet')
    return (await import('./leaflet-map')).mountLeafletMap(
      provider.tileUrl,
      provider.attribution,
      element,
      params,
      markers,
      onFail,
    );
  onFail();
  return { remove: () => {} };
}
