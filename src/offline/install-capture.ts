/**
 * Chrome's offer to install the app (`beforeinstallprompt`), caught as soon as the app starts so
 * the app can make the offer itself, later, where it helps (docs/installable-app.md#install-offer).
 * Started from src/main.tsx, so it is kept to a few lines (the first download of every route
 * carries it); the rest of the offer (src/offline/install-offer.ts) loads lazily.
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Chrome's kept offer, or null (none yet, or already shown: an offer can be shown once). */
export let keptInstallPrompt: InstallPromptEvent | null = null;

/** The app was installed from this page (Chrome's dialog, or Chrome's own install button). */
export let appInstalled = false;

/** Forgets the kept offer once it was shown. */
export function forgetInstallPrompt(): void {
  keptInstallPrompt = null;
}

/** Keeps Chrome's install offer (and stops Chrome's own mini bar: the app makes the offer), and notes an install. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    keptInstallPrompt = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    appInstalled = true;
    keptInstallPrompt = null;
  });
}
