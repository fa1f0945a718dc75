import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTimeout } from './chunk-timeout';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A route's screen, loaded on first render; a chunk that takes over 120 s fails (docs/rules.md#chunk-load-timeout). */
export function lazyScreen(load: ScreenModule): LazyExoticComponent<ComponentType> {
  return lazy(() => loadWithTimeout(load));
}
