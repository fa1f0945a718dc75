import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintLanguage, languageStorageKey, pickLanguage } from './language-preference';

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

describe('firstPaintLanguage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const page = (attributes: Record<string, string> | null) => ({
    getElementById: (id: string) =>
      id === 'first-paint' && attributes !== null
        ? ({ getAttribute: (name: string) => attributes[name] ?? null } as unknown as HTMLElement)
        : null,
  });
  const lotus = { 'data-tenant': 'lotus', 'data-languages': 'zh-hans en-gb', 'data-default-language': 'zh-hans' };

  it("is the tenant's default language until the customer chose one for that tenant", () => {
    expect(firstPaintLanguage(page(lotus))).toBe('zh-hans');
    const stored: Record<string, string> = { 'kerbside.language': 'zh-hans', 'kerbside.language.lotus': 'en-gb' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
    expect(firstPaintLanguage(page(lotus))).toBe('en-gb');
    expect(firstPaintLanguage(page({ ...lotus, 'data-tenant': 'harbourpark', 'data-default-language': 'en-gb' }))).toBe(
      'en-gb',
    );
  });

  it('is null without a first paint, or with attributes it does not know', () => {
    expect(firstPaintLanguage(page(null))).toBeNull();
    expect(firstPaintLanguage(undefined)).toBeNull();
    expect(firstPaintLanguage(page({ ...lotus, 'data-tenant': '' }))).toBeNull();
    expect(firstPaintLanguage(page({ ...lotus, 'data-languages': 'fr de' }))).toBeNull();
    expect(firstPaintLanguage(page({ ...lotus, 'data-default-language': 'fr' }))).toBeNull();
  });
});
