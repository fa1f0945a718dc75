/**
 * The tenants the server is serving, kept in step with the tenants/ folder.
 *
 * Loads every tenant file at start, then watches the folder (and themes/): a change is picked up
 * after a short debounce. A reload re-reads only the files the watcher named (every file when it
 * cannot say, on a theme change and on an asked-for reload), re-validates only those whose content
 * changed (by hash) or whose asset folder changed, reuses everything else, and runs the rules across
 * files over the whole set; a theme change re-validates all. The work runs in slices that give the
 * event loop back every few milliseconds, and the new set replaces the old in one assignment, so
 * requests never wait for a reload nor see half of one (docs/architecture.md#tenant-loading). A
 * broken or clashing new/edited file changes nothing: the last good version of a file keeps
 * serving; a file removed from disk stops serving. Every problem is logged once, with file, JSON
 * pointer and message.
 */
import type { TenantRegistry, TenantRegistryOptions } from './registry-types';
import { firstLoad, reloadEverything } from './registry-reload';
import { createRegistryState } from './registry-state';
import { watchRegistryFolders, type RegistryWatch } from './registry-watch';
import { presetIdForSite } from './validate';

export type { ReloadOutcome, RegistryLogger, ShopMatch, TenantEntry, TenantRegistry, TenantRegistryOptions } from './registry-types';

/**
 * The pieces, each handed the registry's state (registry-state.ts): load-snapshot.ts reads and
 * validates, registry-reload.ts swaps and reports, registry-watch.ts reloads on change.
 */
export async function createTenantRegistry(options: TenantRegistryOptions): Promise<TenantRegistry> {
  const state = createRegistryState(options);
  if (options.waitForFirstLoad ?? true) await firstLoad(state);
  const watching: RegistryWatch | null = (options.watch ?? true) ? watchRegistryFolders(state, options.debounceMs ?? 150) : null;
  return {
    byShop: (code) => state.snapshot.byShop.get(code.toLowerCase()),
    byId: (id) => state.snapshot.byId.get(id),
    presetFor: (tenant, site) => state.snapshot.presets.get(presetIdForSite(tenant, site)),
    list: () => [...state.snapshot.byId.values()],
    count: () => state.snapshot.byId.size,
    problems: () => state.snapshot.problems,
    reload: () => reloadEverything(state),
    onReload(listener) {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    loaded: () => state.firstLoadDone,
    ready: () => firstLoad(state),
    async close() {
      watching?.close();
      // A failed reload was already logged; closing must not fail because of it.
      await state.running?.catch(() => undefined);
      await state.schemaCache?.save();
    },
  };
}
