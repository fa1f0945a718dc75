import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default', eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  // zh-hans does not fall back to en-gb (i18n.ts), so its files must have every key.
  for (const namespace of ['common', 'screens', 'sections']) {
    it(`zh-hans ${namespace} has every en-gb key`, () => {
      const english = files[`./locales/en-gb/${namespace}.json`];
      const chinese = files[`./locales/zh-hans/${namespace}.json`];
      expect(english).toBeDefined();
      expect(new Set(keysOf(chinese))).toEqual(new Set(keysOf(english)));
    });
  }
});
