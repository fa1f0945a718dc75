import { describe, expect, it } from 'vitest';
import { languageStorageKey, pickLanguage } from './language-preference';

describe('pickLanguage', () => {
  const lotus = { languages: ['zh-hans', 'en-gb'] as ['zh-hans', 'en-gb'], defaultLanguage: 'zh-hans' as const };
  const englishOnly = { languages: ['en-gb'] as ['en-gb'], defaultLanguage: 'en-gb' as const };

  it("uses the tenant's default language until the user picks one", () => {
    expect(pickLanguage(null, lotus)).toBe('zh-hans');
  });

  it("keeps the user's choice when the tenant offers it", () => {
    expect(pickLanguage('en-gb', lotus)).toBe('en-gb');
    expect(pickLanguage('zh-hans', englishOnly)).toBe('en-gb');
  });

  it('uses the stored choice or en-gb on global pages', () => {
    expect(pickLanguage(null, null, [])).toBe('en-gb');
    expect(pickLanguage('zh-hans', null, [])).toBe('zh-hans');
    expect(pickLanguage('fr', null, [])).toBe('en-gb');
  });

  it("without a tenant or a stored choice, speaks the browser's first language the app has", () => {
    expect(pickLanguage(null, null, ['zh-CN', 'en-US'])).toBe('zh-hans');
    expect(pickLanguage(null, null, ['fr-FR', 'zh-TW'])).toBe('zh-hans');
    expect(pickLanguage(null, null, ['fr-FR', 'en-AU', 'zh'])).toBe('en-gb');
    expect(pickLanguage(null, null, ['fr-FR'])).toBe('en-gb');
    // A stored choice still wins; a tenant's default language still wins over the browser.
    expect(pickLanguage('en-gb', null, ['zh-CN'])).toBe('en-gb');
    expect(pickLanguage(null, englishOnly, ['zh-CN'])).toBe('en-gb');
  });

  it('stores the choice per tenant', () => {
    expect(languageStorageKey('lotus')).not.toBe(languageStorageKey('greenway'));
    expect(languageStorageKey(null)).toBe('kerbside.language');
  });
});
