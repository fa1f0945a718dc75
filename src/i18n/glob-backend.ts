import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Lazy loaders of the locale files, keyed by their path: './locales/{language}/{namespace}.json';
 * each resolves with the parsed JSON (import.meta.glob with import: 'default').
 */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

export function localeFilePath(language: string, namespace: string): string {
  return `./locales/${language}/${namespace}.json`;
}

function isResource(value: unknown): value is Record<string, ResourceKey> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An i18next backend over import.meta.glob: each locale file is its own chunk, loaded when its
 * language and namespace are first needed. A missing or broken file is only logged (docs/rules.md#locale-files) and
 * behaves as an empty namespace, so the fallback language or the key itself shows instead.
 */
export function createGlobBackend(files: LocaleFiles): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const path = localeFilePath(language, namespace);
      const load = files[path];
      if (!load) {
        console.warn(`[i18n] no locale file ${path}`);
        callback(null, {});
        return;
      }
      load().then(
        (resource) => {
          if (!isResource(resource)) {
            console.warn(`[i18n] locale file ${path} is not a JSON object`);
            callback(null, {});
            return;
          }
          callback(null, resource);
        },
        (error: unknown) => {
          console.warn(`[i18n] could not load locale file ${path}`, error);
          callback(null, {});
        },
      );
    },
  };
}
