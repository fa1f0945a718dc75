import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toServerLanguage, toUiLanguage } from './server-language';

describe('toServerLanguage', () => {
  it('maps en-gb to en and zh-hans to cn, whatever the case', () => {
    expect(toServerLanguage('en-gb')).toBe('en');
    expect(toServerLanguage('EN-GB')).toBe('en');
    expect(toServerLanguage('zh-hans')).toBe('cn');
    expect(toServerLanguage('zh-Hans')).toBe('cn');
  });

  it('falls back to en for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (code) => {
        const known = typeof code === 'string' && ['en-gb', 'zh-hans'].includes(code.trim().toLowerCase());
        if (!known) expect(toServerLanguage(code)).toBe('en');
      }),
    );
  });
});

describe('toUiLanguage', () => {
  it('keeps a supported language and falls back to en-gb', () => {
    expect(toUiLanguage('zh-hans')).toBe('zh-hans');
    expect(toUiLanguage('fr')).toBe('en-gb');
    expect(toUiLanguage(undefined)).toBe('en-gb');
  });

  it('always gives a supported language', () => {
    fc.assert(fc.property(fc.anything(), (code) => ['en-gb', 'zh-hans'].includes(toUiLanguage(code))));
  });
});
