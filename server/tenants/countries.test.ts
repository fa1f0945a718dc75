import { describe, expect, it } from 'vitest';
import { countryOfTimeZone } from './time-zone-countries';
import { countryDefaults, currencySymbol, KNOWN_COUNTRIES } from './countries';

describe('countryDefaults (docs/rules.md#tenant-countries)', () => {
  it('knows at least the countries the product serves', () => {
    expect(KNOWN_COUNTRIES).toEqual(expect.arrayContaining(['AU', 'NZ', 'MY', 'SG', 'HK', 'CN', 'GB', 'US']));
  });

  it.each([
    ['AU', 'AUD', '$', 'Australia/Sydney', 'DD/MM/YYYY'],
    ['NZ', 'NZD', '$', 'Pacific/Auckland', 'DD/MM/YYYY'],
    ['MY', 'MYR', 'RM', 'Asia/Kuala_Lumpur', 'DD/MM/YYYY'],
    ['SG', 'SGD', '$', 'Asia/Singapore', 'DD/MM/YYYY'],
    ['HK', 'HKD', '$', 'Asia/Hong_Kong', 'DD/MM/YYYY'],
    ['CN', 'CNY', '¥', 'Asia/Shanghai', 'YYYY-MM-DD'],
    ['GB', 'GBP', '£', 'Europe/London', 'DD/MM/YYYY'],
    ['US', 'USD', '$', 'America/New_York', 'MM/DD/YYYY'],
  ])('%s pays in %s (%s), runs on %s and writes dates %s', (code, currency, symbol, zone, dateFormat) => {
    const d = countryDefaults(code);
    expect(d).toMatchObject({ country: code, currency, currencySymbol: symbol, timeZone: zone, dateFormat, datetimeFormat: `HH:mm ${dateFormat}` });
  });

  it.each(KNOWN_COUNTRIES)('%s: the zone is in the country, the phone number is the country\'s, the default language is offered', (code) => {
    const d = countryDefaults(code)!;
    expect(countryOfTimeZone(d.timeZone)).toBe(code);
    expect(d.phone).toMatch(/^\+\d{1,3} [\d ]+$/);
    expect(d.languages[0]).toBe(d.defaultLanguage);
    expect(new Set(d.languages).size).toBe(d.languages.length);
    expect(d.currencySymbol.length).toBeLessThanOrEqual(4);
  });

  it('gives a Malaysian brand Bahasa Malaysia first, then English and Chinese, now that the app ships ms-my', () => {
    expect(countryDefaults('MY')).toMatchObject({ languages: ['ms-my', 'en-gb', 'zh-hans'], defaultLanguage: 'ms-my' });
  });

  it('offers only the languages the app ships, in the country\'s order, en-gb when it ships none of them', () => {
    expect(countryDefaults('MY', ['en-gb', 'zh-hans'])).toMatchObject({ languages: ['en-gb', 'zh-hans'], defaultLanguage: 'en-gb' });
    expect(countryDefaults('CN', ['en-gb', 'zh-hans'])).toMatchObject({ languages: ['zh-hans'], defaultLanguage: 'zh-hans' });
    expect(countryDefaults('CN', ['en-gb'])).toMatchObject({ languages: ['en-gb'], defaultLanguage: 'en-gb' });
  });

  it('reads the code in any case and knows nothing of other codes', () => {
    expect(countryDefaults(' my ')?.country).toBe('MY');
    expect(countryDefaults('XX')).toBeNull();
    expect(countryDefaults('constructor')).toBeNull();
  });

  it("takes the currency's symbol from Intl in the country's spelling", () => {
    expect(currencySymbol('MYR', 'ms-MY')).toBe('RM');
    expect(currencySymbol('GBP', 'en-GB')).toBe('£');
  });
});
