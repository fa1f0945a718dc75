import { screenAtPath } from '../../navigation/screen-match';
import type { ScreenId } from '../../lib/route-table';
import { SCREEN_MODULES } from './screen-modules';

const started = new Set<ScreenId>();

/** The Network Information API's data-saver flag (Chromium only; not in TypeScript's DOM types). */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * A link's intent (LinkIntentContext): starts loading the code of the screen `href` leads to, once
 * per screen, unless the browser asks to save data. A failed load is forgotten, so the route's own
 * load (and its error screen) decides (docs/architecture.md#link-intent).
 */
export function prefetchScreenAt(href: string): void {
  const screen = screenAtPath(new URL(href, window.location.href).pathname);
  if (screen === null || started.has(screen) || savingData()) return;
  started.add(screen);
  SCREEN_MODULES[screen]().catch(() => started.delete(screen));
}
