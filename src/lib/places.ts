/**
 * Where to go's order of the sites (docs/customer-places.md#where-to-go): nearest to the map's
 * centre first; those within the search radius are "nearby", the rest "further away". A site
 * without a location comes last, in the tenant's order.
 */
export interface Located {
  location?: { lat: number; lng: number };
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlaceInOrder<T> {
  site: T;
  /** km from the centre; null without a location. */
  distance: number | null;
  nearby: boolean;
}

export function placesInOrder<T extends Located>(
  sites: readonly T[],
  centre: { lat: number; lng: number },
  radiusKm: number,
): PlaceInOrder<T>[] {
  const withDistance = sites.map((site, index) => ({
    site,
    index,
    distance: site.location ? distanceKm(centre, site.location) : null,
  }));
  withDistance.sort((a, b) => {
    if (a.distance === null || b.distance === null)
      return a.distance === null && b.distance === null ? a.index - b.index : a.distance === null ? 1 : -1;
    return a.distance - b.distance || a.index - b.index;
  });
  return withDistance.map(({ site, distance }) => ({
    site,
    distance,
    nearby: distance !== null && distance <= radiusKm,
  }));
}

/** A directions link any phone opens in its maps app (no key needed): to the location, else the address. */
export function directionsUrl(site: { location?: { lat: number; lng: number }; address?: string }): string | null {
  const destination = site.location ? `${site.location.lat},${site.location.lng}` : site.address?.trim();
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null;
}
