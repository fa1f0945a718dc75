/**
 * The tenant registry kept in step with its folders: a change under tenants/ (asset folders too,
 * since validation checks the assets a file names) or in themes/ reloads after a quiet period.
 */
import { watch } from 'node:fs';
import { watchFolderTree } from './folder-watch';
import { reload } from './registry-reload';
import type { RegistryState } from './registry-state';

export interface RegistryWatch {
  close(): void;
}

export function watchRegistryFolders(state: RegistryState, debounceMs: number): RegistryWatch {
  const { log } = state;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reload(state).catch((error: unknown) => log.error({ err: error }, 'tenant reload failed; still serving the previous set'));
    }, debounceMs);
  };
  const onError = (error: Error, dir: string) => log.error({ err: error, dir }, 'watching tenant files failed');
  const tenants = watchFolderTree(
    state.tenantsDir,
    (name) => {
      state.cache.changed(name);
      schedule();
    },
    onError,
  );
  // themes/ holds only files.
  const themes = watch(state.themesDir, () => {
    state.presetsChanged = true;
    schedule();
  });
  themes.on('error', (error) => onError(error, state.themesDir));
  return {
    close() {
      clearTimeout(timer);
      tenants.close();
      themes.close();
    },
  };
}
