/**
 * What a new tenant's country decides (`tenants:new --country MY`, docs/rules.md#tenant-countries):
 * its currency, time zone, phone country, date formats and languages. A small table of the
 * countries the product serves, because none of it can be derived safely: Intl knows a currency's
 * symbol and a country's time zones but not which currency a country pays in, nor which of its
 * zones a brand's first site is likely in. The symbol comes from Intl, in the country's own
 * spelling (RM, not MYR).
 */
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { LanguageCode } from '../../src/generated/tenant';
import { UI_LANGUAGES } from '../../src/lib/server-language';

export interface CountryDefaults {
  /** ISO 3166-1 alpha-2. */
  country: CountryCode;
  /** ISO 4217. */
  currency: string;
  /** The symbol put before amounts, as the country writes it. */
  currencySymbol: string;
  /** IANA zone of the country's main business centre (the first site's, until the operator changes it). */
  timeZone: string;
  /** dayjs formats, in the country's order of day, month and year. */
  dateFormat: string;
  datetimeFormat: string;
  /** The languages the tenant offers: those the country reads that the app ships, the default first. */
  languages: [LanguageCode, ...LanguageCode[]];
  defaultLanguage: LanguageCode;
  /** A contact number in the country (an example number: the operator writes the real one). */
  phone: string;
}

interface CountryRow {
  currency: string;
  timeZone: string;
  /** The country's languages in order of preference; only those the app ships are offered. */
  languages: readonly string[];
  /** Date order: day-month-year (most), month-day-year (US) or year-month-day (CN). */
  order: 'dmy' | 'mdy' | 'ymd';
  /** The BCP 47 locale whose currency symbol the country uses. */
  locale: string;
}

const COUNTRIES: Readonly<Record<string, CountryRow>> = {
  AU: { currency: 'AUD', timeZone: 'Australia/Sydney', languages: ['en-gb'], order: 'dmy', locale: 'en-AU' },
  NZ: { currency: 'NZD', timeZone: 'Pacific/Auckland', languages: ['en-gb', 'mi-nz'], order: 'dmy', locale: 'en-NZ' },
  MY: { currency: 'MYR', timeZone: 'Asia/Kuala_Lumpur', languages: ['ms-my', 'en-gb', 'zh-hans'], order: 'dmy', locale: 'ms-MY' },
  SG: { currency: 'SGD', timeZone: 'Asia/Singapore', languages: ['en-gb', 'zh-hans', 'ms-my'], order: 'dmy', locale: 'en-SG' },
  HK: { currency: 'HKD', timeZone: 'Asia/Hong_Kong', languages: ['zh-hant', 'en-gb'], order: 'dmy', locale: 'en-HK' },
  CN: { currency: 'CNY', timeZone: 'Asia/Shanghai', languages: ['zh-hans'], order: 'ymd', locale: 'zh-CN' },
  GB: { currency: 'GBP', timeZone: 'Europe/London', languages: ['en-gb'], order: 'dmy', locale: 'en-GB' },
  US: { currency: 'USD', timeZone: 'America/New_York', languages: ['en-gb'], order: 'mdy', locale: 'en-US' },
  TH: { currency: 'THB', timeZone: 'Asia/Bangkok', languages: ['en-gb'], order: 'dmy', locale: 'th-TH' },
  PH: { currency: 'PHP', timeZone: 'Asia/Manila', languages: ['en-gb'], order: 'mdy', locale: 'en-PH' },
  IE: { currency: 'EUR', timeZone: 'Europe/Dublin', languages: ['en-gb'], order: 'dmy', locale: 'en-IE' },
  CA: { currency: 'CAD', timeZone: 'America/Toronto', languages: ['en-gb'], order: 'ymd', locale: 'en-CA' },
};

const DATE_FORMATS: Record<CountryRow['order'], string> = { dmy: 'DD/MM/YYYY', mdy: 'MM/DD/YYYY', ymd: 'YYYY-MM-DD' };

/** The countries `tenants:new --country` knows, in table order. */
export const KNOWN_COUNTRIES: readonly string[] = Object.keys(COUNTRIES);

/** The currency's symbol as `locale` writes it before an amount (narrow: '$' rather than 'US$'). */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

const offeredBy = (languages: readonly LanguageCode[]) => (code: string): code is LanguageCode => (languages as readonly string[]).includes(code);

/**
 * The defaults of a country (any case), or null when the table does not know it. `shipped` are the
 * UI languages the app has (UI_LANGUAGES); a country whose own languages the app lacks reads en-gb.
 */
export function countryDefaults(code: string, shipped: readonly LanguageCode[] = UI_LANGUAGES): CountryDefaults | null {
  const country = code.trim().toUpperCase();
  const row = Object.hasOwn(COUNTRIES, country) ? COUNTRIES[country] : undefined;
  if (!row) return null;
  const offered = row.languages.filter(offeredBy(shipped));
  const [first = 'en-gb', ...rest] = offered;
  const languages: [LanguageCode, ...LanguageCode[]] = [first, ...rest];
  const dateFormat = DATE_FORMATS[row.order];
  const example = getExampleNumber(country as CountryCode, mobileExamples);
  return {
    country: country as CountryCode,
    currency: row.currency,
    currencySymbol: currencySymbol(row.currency, row.locale),
    timeZone: row.timeZone,
    dateFormat,
    datetimeFormat: `HH:mm ${dateFormat}`,
    languages,
    defaultLanguage: first,
    phone: example?.formatInternational() ?? '',
  };
}
