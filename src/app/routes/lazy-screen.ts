import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadWithTimeout } from './chunk-timeout';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A route's screen, loaded on first render; a chunk that takes over 120 s fails (spec 8, 9). */
export function lazyScreen(load: ScreenModule): LazyExoticComponent<ComponentType> {
  return lazy(() => loadWithTimeout(load));
}
