import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../lib/server-language';
import { NAMESPACES } from './namespaces';

/**
 * A language is offered by shipping its locale files (docs/rules.md#locale-files): one per
 * namespace, holding every key of en-gb, each with the same {{placeholders}}. There is no fallback
 * language, so a key missing here would show as the key itself on a customer's screen.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default', eager: true });

function flatten(value: unknown, prefix = ''): Map<string, string> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, String(value)]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...flatten(child, prefix ? `${prefix}.${key}` : key)]),
  );
}

/** Whether `key` is a plural form the language does not have (Chinese and Malay have no '_one'), its '_other' given. */
function unusedPluralForm(key: string, language: string, texts: ReadonlyMap<string, string>): boolean {
  const match = /^(.*)_(zero|one|two|few|many)$/.exec(key);
  if (!match) return false;
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return !categories.includes(match[2] ?? '') && texts.has(`${match[1]}_other`);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const languagesWithFiles = [...new Set(Object.keys(files).map((file) => file.split('/')[2]))].sort();

describe('locale files of every language', () => {
  it('exist for exactly the UI languages the tenant schema offers', () => {
    const schema = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../schemas/tenant.schema.json'), 'utf8'),
    ) as {
      $defs: { languageCode: { enum: string[] } };
    };
    expect(languagesWithFiles).toEqual([...UI_LANGUAGES].sort());
    expect([...schema.$defs.languageCode.enum].sort()).toEqual([...UI_LANGUAGES].sort());
  });

  for (const language of UI_LANGUAGES.filter((l) => l !== 'en-gb')) {
    for (const namespace of NAMESPACES) {
      it(`${language} ${namespace} has every en-gb key, with the same placeholders`, () => {
        const english = flatten(files[`./locales/en-gb/${namespace}.json`]);
        const translated = files[`./locales/${language}/${namespace}.json`];
        expect(translated, `src/i18n/locales/${language}/${namespace}.json`).toBeDefined();
        const texts = flatten(translated);
        const missing = [...english.keys()].filter((key) => !texts.has(key) && !unusedPluralForm(key, language, texts));
        expect(missing, `keys missing from ${language}/${namespace}.json`).toEqual([]);
        const mismatched = [...english].filter(
          ([key, text]) => texts.has(key) && placeholders(texts.get(key) ?? '').join() !== placeholders(text).join(),
        );
        expect(mismatched.map(([key]) => key)).toEqual([]);
      });
    }
  }
});
