/**
 * Leaflet with the tenant's tile URL (docs/customer-places.md#map-provider). Loaded only by where
 * to go. When the first tiles fail (no network, a wrong URL) or none arrives in time, `onFail`.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapParams } from '../../../lib/map-params';
import { MAP_LOAD_TIMEOUT_MS, type MapMarker, type MountedMap } from './map-types';

export function mountLeafletMap(
  tileUrl: string,
  attribution: string,
  element: HTMLElement,
  params: MapParams,
  markers: readonly MapMarker[],
  onFail: () => void,
): MountedMap {
  const map = L.map(element, { zoomControl: true }).setView([params.centre.lat, params.centre.lng], params.zoom);
  let loaded = false;
  let failed = false;
  const fail = () => {
    if (loaded || failed) return;
    failed = true;
    onFail();
  };
  const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
  tiles.on('tileload', () => {
    loaded = true;
  });
  tiles.on('tileerror', fail);
  tiles.addTo(map);
  const timer = setTimeout(fail, MAP_LOAD_TIMEOUT_MS);
  // Circle markers need no marker images (nothing more to load or to break).
  for (const marker of markers)
    L.circleMarker([marker.lat, marker.lng], { radius: 9, weight: 3 }).bindTooltip(marker.label).addTo(map);
  return {
    remove() {
      clearTimeout(timer);
      map.remove();
    },
  };
}
