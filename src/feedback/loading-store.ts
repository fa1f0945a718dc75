import { createExternalStore } from '../state/external-store';

/** Number of API calls in flight that show the loading bar (docs/rules.md#loading-bar). */
export const loadingStore = createExternalStore(0);

/** The API client's loading hooks. */
export const loadingHooks = {
  begin: () => loadingStore.set((n) => n + 1),
  end: () => loadingStore.set((n) => Math.max(0, n - 1)),
};
