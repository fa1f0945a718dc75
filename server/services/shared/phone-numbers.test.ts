import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/tenant';
import { maskedPhone, normalisePhone, tenantPhone } from './phone-numbers';

describe('normalisePhone', () => {
  it.each([
    ['0412 345 678', 'AU', '+61412345678'],
    ['0412-345-678', undefined, '+61412345678'],
    ['+61 412 345 678', 'NZ', '+61412345678'],
    ['021 123 4567', 'NZ', '+64211234567'],
    ['021 123 4567', 'nz', '+64211234567'],
    ['138 0013 8000', 'CN', '+8613800138000'],
    ['  (04) 1234 5678 ', 'AU', '+61412345678'],
  ])('%s in %s -> %s', (typed, country, e164) => {
    expect(normalisePhone(typed, country, 'AU')).toBe(e164);
  });

  it('reads a national number in the default country when the given one is unknown', () => {
    expect(normalisePhone('0412 345 678', 'XX', 'AU')).toBe('+61412345678');
    expect(normalisePhone('021 123 4567', undefined, 'NZ')).toBe('+64211234567');
  });

  it.each([
    ['', 'empty'],
    ['abc', 'not a number'],
    ['0412345', 'too short'],
    ['0412 345 678 999', 'too long'],
    ['02 9876 5432', 'a landline cannot receive an SMS'],
    ['1800 123 456', 'a toll-free number'],
    ['+64 9 000 0000', 'a premium-rate number'],
  ])('refuses %j (%s)', (typed) => {
    expect(normalisePhone(typed, 'AU', 'AU')).toBeNull();
  });

  it('gives one stored form for every way of typing a number', () => {
    const forms = ['0412345678', '0412 345 678', '+61412345678', '+61 (0) 412 345 678', '61412345678'];
    expect(new Set(forms.map((f) => normalisePhone(f, 'AU', 'AU')))).toEqual(new Set(['+61412345678']));
  });
});

describe('tenantPhone', () => {
  const locale = (extra: object): Pick<Tenant, 'locale'> => ({
    locale: { languages: ['en-gb'], defaultLanguage: 'en-gb', ...extra },
  });

  it("reads national numbers in the tenant's phone country, else its time zone's, never from the currency", () => {
    expect(tenantPhone(locale({ phoneCountry: 'NZ', currency: { name: 'AUD', symbol: '$' } }), '021 123 4567')).toBe(
      '+64211234567',
    );
    expect(
      tenantPhone(locale({ timeZone: 'Asia/Singapore', currency: { name: 'NZD', symbol: '$' } }), '8123 4567'),
    ).toBe('+6581234567');
    expect(tenantPhone(locale({ timeZone: 'Europe/London' }), '07400 123456')).toBe('+447400123456');
  });

  it("takes the request's country over the tenant's", () => {
    expect(tenantPhone(locale({ phoneCountry: 'NZ' }), '0412 345 678', 'AU')).toBe('+61412345678');
  });

  it('without any country (UTC, nothing named) reads only numbers with their +prefix: no Australian fallback', () => {
    expect(tenantPhone(locale({ timeZone: 'UTC' }), '0412 345 678')).toBeNull();
    expect(tenantPhone(locale({}), '+61 412 345 678')).toBe('+61412345678');
  });
});

describe('maskedPhone', () => {
  it('keeps the country code and the last three digits', () => {
    expect(maskedPhone('+61412345678')).toBe('+614*****678');
  });
});
