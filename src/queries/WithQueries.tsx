import { Suspense, useEffect, type ReactNode } from 'react';
import { afterPageSettled } from '../offline/after-settle';
import { useExternalStore } from '../state/external-store';
import { loadQueryLayer, queryLayerStore } from './query-layer-loader';

/**
 * A part of a first screen that reads server data (the home's live offers, the published footer):
 * `fallback` until the query layer is there, then `children` under it (docs/architecture.md#server-reads).
 * The layer comes at once when a screen already loaded it, else once the page has settled, so a
 * home's first download does not carry it. A layer that fails to load leaves the fallback.
 */
export function WithQueries({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const Layer = useExternalStore(queryLayerStore);
  useEffect(() => {
    if (Layer) return;
    return afterPageSettled(() => void loadQueryLayer().catch(() => {}));
  }, [Layer]);
  if (!Layer) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Layer>{children}</Layer>
    </Suspense>
  );
}
