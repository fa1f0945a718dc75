import type { LoadResource, Resource } from './translator';

/**
 * Lazy loaders of the locale files, keyed by their path: './locales/{language}/{namespace}.json';
 * each resolves with the parsed JSON (import.meta.glob with import: 'default').
 */
export type LocaleFiles = Record<string, () => Promise<unknown>>;

export function localeFilePath(language: string, namespace: string): string {
  return `./locales/${language}/${namespace}.json`;
}

function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The translator's loader over import.meta.glob: each locale file is its own chunk, loaded when its
 * language and namespace are first needed. A missing or broken file is only logged
 * (docs/rules.md#locale-files) and behaves as an empty namespace, so the key itself shows instead.
 */
export function localeFileLoader(files: LocaleFiles): LoadResource {
  return async (language, namespace) => {
    const path = localeFilePath(language, namespace);
    const load = files[path];
    if (!load) {
      console.warn(`[i18n] no locale file ${path}`);
      return {};
    }
    try {
      const resource = await load();
      if (isResource(resource)) return resource;
      console.warn(`[i18n] locale file ${path} is not a JSON object`);
    } catch (error) {
      console.warn(`[i18n] could not load locale file ${path}`, error);
    }
    return {};
  };
}
