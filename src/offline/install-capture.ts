/**
 * Chrome's offer to install the app (`beforeinstallprompt`), caught as soon as the app starts so
 * the app can make the offer itself, later, where it helps (docs/installable-app.md#install-offer).
 * Started from src/main.tsx: it is a few lines so it costs the first download next to nothing; the
 * offer's screens load lazily.
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps Chrome's install offer (and stops its own mini bar: the app offers it) and notes an install. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    changed();
  });
}

export const installCapture = {
  /** Chrome's kept offer, or null (none yet, or already used: an offer can be shown once). */
  prompt: (): InstallPromptEvent | null => deferred,
  /** The app was installed from this page. */
  installed: (): boolean => installed,
  /** Forgets the offer once it was shown. */
  used(): void {
    deferred = null;
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
