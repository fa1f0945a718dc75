/**
 * Google Maps with the tenant's browser key and the places library (docs/customer-places.md#map-provider).
 * Loaded only by where to go; a script that cannot load (no network, a refused key) is `onFail`.
 */
import type { MapParams } from '../../../lib/map-params';
import { MAP_LOAD_TIMEOUT_MS, type MapMarker, type MountedMap } from './map-types';

/** The few parts of the Maps JavaScript API used here. */
interface GoogleMapsApi {
  maps: {
    Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number }) => unknown;
    Marker: new (options: { position: { lat: number; lng: number }; map: unknown; title: string }) => {
      setMap(map: null): void;
    };
  };
}

const CALLBACK = '__kerbsideGoogleMapsReady';

function loadGoogleMaps(key: string): Promise<GoogleMapsApi> {
  const existing = (window as unknown as { google?: GoogleMapsApi }).google;
  if (existing?.maps) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Google Maps did not load in time')), MAP_LOAD_TIMEOUT_MS);
    (window as unknown as Record<string, unknown>)[CALLBACK] = () => {
      clearTimeout(timer);
      resolve((window as unknown as { google: GoogleMapsApi }).google);
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&callback=${CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Google Maps could not load'));
    };
    document.head.append(script);
  });
}

export async function mountGoogleMap(
  key: string,
  element: HTMLElement,
  params: MapParams,
  markers: readonly MapMarker[],
  onFail: () => void,
): Promise<MountedMap> {
  let google: GoogleMapsApi;
  try {
    google = await loadGoogleMaps(key);
  } catch {
    onFail();
    return { remove: () => {} };
  }
  const map = new google.maps.Map(element, { center: params.centre, zoom: params.zoom });
  const pins = markers.map(
    (m) => new google.maps.Marker({ position: { lat: m.lat, lng: m.lng }, map, title: m.label }),
  );
  return { remove: () => pins.forEach((pin) => pin.setMap(null)) };
}
