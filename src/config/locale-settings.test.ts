import { describe, expect, it } from 'vitest';
import { localeSettingsOf } from './locale-settings';

const base = { languages: ['en-gb'] as ['en-gb'], defaultLanguage: 'en-gb' as const };

describe('localeSettingsOf', () => {
  it('uses the defaults', () => {
    expect(localeSettingsOf({ locale: base }, {})).toEqual({
      moneySymbol: '$',
      datetimeFormat: 'HH:mm DD/MM/YYYY',
      dateFormat: 'DD/MM/YYYY',
      timeZone: 'UTC',
    });
  });

  it("takes the tenant's formats and symbol, and the site's zone over the tenant's", () => {
    const locale = { ...base, moneySymbol: '¥', dateFormat: 'YYYY-MM-DD', timeZone: 'Asia/Shanghai' };
    expect(localeSettingsOf({ locale }, {})).toMatchObject({
      moneySymbol: '¥',
      dateFormat: 'YYYY-MM-DD',
      timeZone: 'Asia/Shanghai',
    });
    expect(localeSettingsOf({ locale }, { timeZone: 'Pacific/Auckland' }).timeZone).toBe('Pacific/Auckland');
  });

  it('falls back to the currency symbol', () => {
    expect(localeSettingsOf({ locale: { ...base, currency: { name: 'GBP', symbol: '£' } } }, {}).moneySymbol).toBe('£');
  });
});
