/**
 * The app's own words of the 'parking' namespace (src/i18n/locales), so a journey finds buttons by
 * the name a customer reads, in the tenant's language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UiLanguage } from '../../src/lib/server-language';

const localesDir = path.resolve(import.meta.dirname, '../../src/i18n/locales');
const cache = new Map<UiLanguage, Record<string, unknown>>();

function bundle(language: UiLanguage): Record<string, unknown> {
  let loaded = cache.get(language);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(path.join(localesDir, language, 'parking.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    cache.set(language, loaded);
  }
  return loaded;
}

/** The text of a dotted key, with {{placeholders}} left in. */
export function parkingText(language: UiLanguage, key: string): string {
  let node: unknown = bundle(language);
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no parking text ${key} in ${language}`);
  return node;
}

/** A whole-name pattern of a key's text: each {{placeholder}} matches any text. */
export function parkingName(language: UiLanguage, key: string): RegExp {
  const parts = parkingText(language, key).split(/\{\{[^}]+\}\}/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
