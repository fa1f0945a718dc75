/** What every map provider shares (kept apart from map-adapter.ts, which loads the providers). */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
}

export interface MountedMap {
  remove(): void;
}

/** Milliseconds the first tiles (or the provider's script) may take before the list is shown instead. */
export const MAP_LOAD_TIMEOUT_MS = 8_000;
