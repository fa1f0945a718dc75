import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadQueryLayer } from '../../queries/query-layer-loader';
import { loadWithTimeout } from './chunk-timeout';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface LazyScreenOptions {
  /**
   * The screen's reads of server data (docs/architecture.md#server-reads): 'with-screen' loads the
   * query layer beside the screen's chunk and renders the screen under it; 'in-parts' leaves it out
   * (a home: its reading parts wait for it themselves, src/queries/WithQueries.tsx); 'none' for a
   * screen that reads nothing.
   */
  reads?: 'with-screen' | 'in-parts' | 'none';
}

/** A route's screen, loaded on first render; a chunk that takes over 120 s fails (docs/rules.md#chunk-load-timeout). */
export function lazyScreen(
  load: ScreenModule,
  { reads = 'with-screen' }: LazyScreenOptions = {},
): LazyExoticComponent<ComponentType> {
  if (reads !== 'with-screen') return lazy(() => loadWithTimeout(load));
  return lazy(() =>
    loadWithTimeout(async () => {
      // Both chunks at once: the screen's reads need the layer as soon as it renders.
      const [{ default: Screen }, QueryLayer] = await Promise.all([load(), loadQueryLayer()]);
      return { default: () => createElement(QueryLayer, null, createElement(Screen)) };
    }),
  );
}
