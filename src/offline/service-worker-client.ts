/**
 * Registers the service worker (/sw.js, src/sw/sw.ts) for the installed app's scope and watches for
 * new versions (docs/installable-app.md#updates). Loaded lazily, after the page has settled, so
 * neither Workbox nor this code is part of any route's first download.
 */
import { Workbox } from 'workbox-window';

/** How often an open app asks whether a new version was deployed (besides each time it is shown again). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * `onUpdateWaiting` gets `apply`: it lets the waiting version take over and reloads the page once
 * it controls it. Returns a function that stops the update checks.
 */
export function registerServiceWorker(scope: string, onUpdateWaiting: (apply: () => void) => void): () => void {
  const wb = new Workbox('/sw.js', { scope });
  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => console.warn('[offline] the service worker could not be registered', error));
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) wb.update().catch(() => {});
  };
  const timer = setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}
