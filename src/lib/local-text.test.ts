import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localText, tenantText } from './local-text';

describe('localText', () => {
  it("prefers the customer's language, then the tenant default, then en-gb, then any", () => {
    const text = { 'en-gb': '10% off', 'zh-hans': '九折' };
    expect(localText(text, 'zh-hans', 'en-gb')).toBe('九折');
    expect(localText({ 'en-gb': '10% off' }, 'zh-hans', 'en-gb')).toBe('10% off');
    expect(localText({ 'zh-hans': '九折' }, 'en-gb', 'en-gb')).toBe('九折');
    expect(localText({ 'en-gb': 'x', fr: 'y' }, 'de', 'it')).toBe('x');
    expect(localText({}, 'en-gb', 'en-gb')).toBe('');
  });
});

describe('tenantText', () => {
  it('a string is the text in every language; nothing is empty', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('en-gb', 'zh-hans'),
        fc.constantFrom('en-gb', 'zh-hans'),
        (text, language, fallback) => {
          expect(tenantText(text, language, fallback)).toBe(text);
        },
      ),
    );
    expect(tenantText(undefined, 'en-gb', 'en-gb')).toBe('');
  });

  it('a zh-hans customer of an en-gb tenant sees the Chinese where the tenant wrote it, and vice versa', () => {
    const name = { 'en-gb': 'Early bird', 'zh-hans': '早鸟票' };
    expect(tenantText(name, 'zh-hans', 'en-gb')).toBe('早鸟票');
    expect(tenantText(name, 'en-gb', 'zh-hans')).toBe('Early bird');
    expect(tenantText({ 'en-gb': 'Early bird' }, 'zh-hans', 'en-gb')).toBe('Early bird');
    expect(tenantText({ 'zh-hans': '早鸟票' }, 'en-gb', 'en-gb')).toBe('早鸟票');
  });

  it("a map always answers its customer's language when it has it, else the tenant default when it has that", () => {
    const languages = fc.constantFrom('en-gb', 'zh-hans');
    fc.assert(
      fc.property(
        fc.dictionary(languages, fc.string({ minLength: 1 }), { minKeys: 1 }),
        languages,
        languages,
        (map, language, fallback) => {
          const expected = map[language] ?? map[fallback] ?? map['en-gb'] ?? Object.values(map)[0];
          expect(tenantText(map, language, fallback)).toBe(expected);
        },
      ),
    );
  });
});
