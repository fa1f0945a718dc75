/**
 * What the app offers a customer to install it (docs/installable-app.md#install-offer): Chrome's
 * install dialog when Chrome made its offer, short 'Add to Home Screen' instructions on an iPhone
 * or iPad (Safari has no offer event), nothing when the app is installed or opened as the app. The
 * home page's banner waits until the customer has shown a pass (the moment the app helps: it opens
 * the pass with no signal) and stays away once dismissed; the menu's entry is there whenever an
 * offer is.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { appInstalled, forgetInstallPrompt, keptInstallPrompt } from './install-capture';

export type InstallOffer = 'prompt' | 'ios' | null;

export interface InstallSituation {
  /** Chrome's offer was kept (beforeinstallprompt). */
  prompt: boolean;
  /** Installed from this page (appinstalled), or opened as the installed app (display-mode: standalone). */
  installed: boolean;
  /** An iPhone or iPad, where the app is added from the Share menu. */
  ios: boolean;
}

/** The menu's offer: Chrome's dialog, else Apple's instructions on iOS, never once installed. */
export function installOffer({ prompt, installed, ios }: InstallSituation): InstallOffer {
  if (installed) return null;
  if (prompt) return 'prompt';
  return ios ? 'ios' : null;
}

/** The home page's banner: the same offer, once the customer has shown a pass and until they dismiss it. */
export function bannerOffer(situation: InstallSituation, memory: InstallMemory): InstallOffer {
  return memory.intent && !memory.dismissed ? installOffer(situation) : null;
}

/** iPhone, iPod, and iPad (which calls itself a Mac with a touch screen since iPadOS 13). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** What the phone remembers per brand: a pass was shown (intent), the banner was dismissed. */
export interface InstallMemory {
  intent: boolean;
  dismissed: boolean;
}

const storageKey = (tenantId: string) => `kerbside:install:v1:${tenantId}`;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
let watching = false;

/** Follows Chrome's offers and installs from the first time the offer is shown. */
function watchInstalls(): void {
  if (watching) return;
  watching = true;
  // install-capture's listeners, added at start, have run when these run.
  window.addEventListener('beforeinstallprompt', changed);
  window.addEventListener('appinstalled', changed);
}

function readMemory(tenantId: string): InstallMemory {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(tenantId)) ?? '{}') as Partial<
      Record<keyof InstallMemory, unknown>
    >;
    return { intent: raw.intent === true, dismissed: raw.dismissed === true };
  } catch {
    return { intent: false, dismissed: false };
  }
}

function remember(tenantId: string, change: Partial<InstallMemory>): void {
  const next = { ...readMemory(tenantId), ...change };
  try {
    localStorage.setItem(storageKey(tenantId), JSON.stringify(next));
  } catch {
    // A phone that stores nothing (private mode, full) is asked again next time: harmless.
  }
  changed();
}

/** The customer was shown a pass of this brand: the home page may now offer the app. */
export function noteInstallIntent(tenantId: string): void {
  if (!readMemory(tenantId).intent) remember(tenantId, { intent: true });
}

function openedAsApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia('(display-mode: standalone)').matches;
}

function subscribe(listener: () => void): () => void {
  watchInstalls();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The brand's install offer, for the menu (`offer`) and the home banner (`banner`); `install`
 * shows Chrome's dialog (once: Chrome's offer cannot be shown twice) and `dismiss` puts the banner
 * away for good.
 */
export function useInstallOffer(tenantId: string) {
  // A primitive snapshot (useSyncExternalStore compares with Object.is).
  const snapshot = useSyncExternalStore(subscribe, () => {
    const memory = readMemory(tenantId);
    return [keptInstallPrompt !== null, appInstalled || openedAsApp(), memory.intent, memory.dismissed]
      .map(Number)
      .join('');
  });
  const [prompt, installed, intent, dismissed] = [...snapshot].map((flag) => flag === '1');
  const situation: InstallSituation = {
    prompt: prompt === true,
    installed: installed === true,
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints),
  };
  const dismiss = useCallback(() => remember(tenantId, { dismissed: true }), [tenantId]);
  const install = useCallback(async () => {
    const event = keptInstallPrompt;
    if (!event) return;
    forgetInstallPrompt();
    changed();
    await event.prompt();
    const choice = await event.userChoice;
    // Declined in Chrome's own dialog: the banner does not ask again.
    if (choice.outcome === 'dismissed') remember(tenantId, { dismissed: true });
  }, [tenantId]);
  return {
    offer: installOffer(situation),
    banner: bannerOffer(situation, { intent: intent === true, dismissed: dismissed === true }),
    install,
    dismiss,
  };
}
