import { describe, expect, it } from 'vitest';
import { textIn } from '../../server/services/shared/server-language';
import type { Tenant } from '../../src/generated/tenant';
import { browserLanguage } from '../../src/i18n/language-preference';
import { requestLanguage, toServerLanguage, toUiLanguage } from '../../src/lib/server-language';

const tenant = { locale: { languages: ['zh-hans', 'en-gb', 'ms-my'], defaultLanguage: 'zh-hans' } } as Pick<
  Tenant,
  'locale'
>;
const name = { 'zh-hans': '计时票', 'en-gb': 'Hourly', 'ms-my': 'Ikut jam' };

describe('a third language (ms-my) end to end', () => {
  it('is a UI language; the legacy server code for it is en', () => {
    expect(toUiLanguage('MS-MY')).toBe('ms-my');
    expect(toServerLanguage('ms-my')).toBe('en');
  });

  it('asks for tenant texts in the UI language itself where the legacy codes have none', () => {
    expect(requestLanguage('en-gb')).toBe('en');
    expect(requestLanguage('zh-hans')).toBe('cn');
    expect(requestLanguage('ms-my')).toBe('ms-my');
    expect(requestLanguage('fr')).toBe('en');
  });

  it('the server answers tenant texts in it, and in the legacy codes as before', () => {
    expect(textIn(tenant, name, 'ms-my')).toBe('Ikut jam');
    expect(textIn(tenant, name, 'cn')).toBe('计时票');
    expect(textIn(tenant, name, 'en')).toBe('Hourly');
    expect(textIn(tenant, name)).toBe('计时票');
    // A text the tenant did not write in Malay: its default language's.
    expect(textIn(tenant, { 'zh-hans': '晚餐票', 'en-gb': 'Dinner' }, 'ms-my')).toBe('晚餐票');
  });

  it("is a visitor's browser language when the browser asks for Malay", () => {
    expect(browserLanguage(['ms-MY', 'en-GB'])).toBe('ms-my');
    expect(browserLanguage(['ms'])).toBe('ms-my');
  });
});
