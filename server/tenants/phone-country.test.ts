import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import type { Site, Tenant } from '../../src/generated/tenant';
import { phoneCountryProblems, phoneExample, sitePhoneCountry, tenantPhoneCountry } from './phone-country';
import { minimalTenant } from './testing/tenant-test-kit';
import { countryOfTimeZone } from './time-zone-countries';

const locale = (extra: object) => ({ locale: { languages: ['en-gb'], defaultLanguage: 'en-gb', ...extra } }) as Pick<Tenant, 'locale'>;

describe('countryOfTimeZone', () => {
  it('knows the country of every zone the runtime knows, except the zones of no country', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const without = zones.filter((zone) => countryOfTimeZone(zone) === null);
    expect(without.filter((zone) => !/^(UTC|Etc\/)/.test(zone))).toEqual([]);
    expect(zones.length).toBeGreaterThan(400);
  });

  it.each([
    ['Pacific/Auckland', 'NZ'],
    ['Australia/Perth', 'AU'],
    ['Asia/Shanghai', 'CN'],
    ['Asia/Singapore', 'SG'],
    ['Europe/London', 'GB'],
    ['America/Sao_Paulo', 'BR'],
    ['Asia/Calcutta', 'IN'],
    ['Africa/Nairobi', 'KE'],
    ['UTC', null],
  ])('%s -> %s', (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });
});

describe('phone country of a tenant and its sites', () => {
  it('is the named one, else the time zone\'s; never guessed from the currency', () => {
    expect(tenantPhoneCountry(locale({ phoneCountry: 'SG', timeZone: 'Pacific/Auckland' }))).toBe('SG');
    expect(tenantPhoneCountry(locale({ timeZone: 'Asia/Singapore', currency: { name: 'NZD', symbol: '$' } }))).toBe('SG');
    expect(tenantPhoneCountry(locale({ currency: { name: 'AUD', symbol: '$' } }))).toBeNull();
  });

  it('a site takes its own, else the tenant\'s, else its own time zone\'s', () => {
    const tenant = locale({ timeZone: 'Pacific/Auckland' });
    const site = (extra: Partial<Site>) => extra as Pick<Site, 'phoneCountry' | 'timeZone'>;
    expect(sitePhoneCountry(tenant, site({}))).toBe('NZ');
    expect(sitePhoneCountry(tenant, site({ timeZone: 'Australia/Sydney' }))).toBe('AU');
    expect(sitePhoneCountry(tenant, site({ timeZone: 'Australia/Sydney', phoneCountry: 'GB' }))).toBe('GB');
    expect(sitePhoneCountry(locale({ phoneCountry: 'CN', timeZone: 'Pacific/Auckland' }), site({ timeZone: 'Australia/Sydney' }))).toBe('CN');
  });

  it('has an example mobile number for every country a zone can give', () => {
    const countries = new Set(Intl.supportedValuesOf('timeZone').map(countryOfTimeZone).filter((c) => c !== null));
    const missing = [...countries].filter((c) => getExampleNumber(c as never, examples) === undefined);
    // Antarctica (AQ) and a few territories have no numbering plan of their own.
    expect(missing.every((c) => ['AQ', 'UM', 'TF', 'PN', 'HM', 'BV', 'GS'].includes(c))).toBe(true);
  });
});

describe('phoneCountryProblems', () => {
  it('refuses a country libphonenumber does not know, at its pointer', () => {
    const tenant = minimalTenant('acme') as Tenant;
    tenant.locale.phoneCountry = 'XX';
    expect(phoneCountryProblems(tenant)).toEqual([{ pointer: '/locale/phoneCountry', message: expect.stringContaining('is not a country with a telephone numbering plan (got "XX")') }]);
  });

  it('refuses a tenant with neither a phone country nor a time zone of a country', () => {
    const tenant = minimalTenant('acme') as Tenant;
    delete tenant.locale.phoneCountry;
    expect(phoneCountryProblems(tenant)).toEqual([{ pointer: '/locale', message: expect.stringContaining('set locale.phoneCountry') }]);
    tenant.locale.timeZone = 'Europe/Berlin';
    expect(phoneCountryProblems(tenant)).toEqual([]);
  });
});

describe('phoneExample', () => {
  it.each([
    ['NZ', '021 123 4567'],
    ['SG', '8123 4567'],
    ['GB', '07400 123456'],
  ] as const)('is the example mobile number of %s in its national spelling', (country, example) => {
    expect(phoneExample(country)).toBe(example);
  });

  // Moved from the browser's phone formatter, which no longer makes the example.
  it('has a mobile example for each tenant country', () => {
    expect(phoneExample('NZ')).toMatch(/^02\d/);
    expect(phoneExample('AU')).toMatch(/^04\d\d \d{3} \d{3}$/);
    expect(phoneExample('CN')).toMatch(/^1\d/);
  });
});
