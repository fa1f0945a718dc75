/** Map defaults (docs/rules.md#map-defaults). */
export const DEFAULT_MAP_PARAMS = { centre: { lng: 153.03, lat: -27.47 }, zoom: 12, radius: 5 } as const;

export interface MapParams {
  centre: { lng: number; lat: number };
  zoom: number;
  radius: number;
}

export interface RawMapParams {
  lng?: unknown;
  lat?: unknown;
  zoom?: unknown;
  radius?: unknown;
}

/** A finite number, or a string that is one in full ("12", "-27.5"); anything else is null. */
export function toNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Map centre, zoom and search radius from settings or query strings (docs/rules.md#map-params): a
 * value that is not numeric is ignored and the default is used instead. The centre is
 * taken only when both coordinates are numeric.
 */
export function resolveMapParams(raw: RawMapParams): MapParams {
  const lng = toNumeric(raw.lng);
  const lat = toNumeric(raw.lat);
  const zoom = toNumeric(raw.zoom);
  const radius = toNumeric(raw.radius);
  return {
    centre: lng !== null && lat !== null ? { lng, lat } : { ...DEFAULT_MAP_PARAMS.centre },
    zoom: zoom ?? DEFAULT_MAP_PARAMS.zoom,
    radius: radius ?? DEFAULT_MAP_PARAMS.radius,
  };
}
