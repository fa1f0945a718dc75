import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry } from './default-phone-country';

describe('default phone country', () => {
  it('follows the currency first', () => {
    expect(defaultPhoneCountry({ currency: { name: 'NZD', symbol: '$' }, timeZone: 'Australia/Sydney' })).toBe('NZ');
    expect(defaultPhoneCountry({ currency: { name: 'aud', symbol: '$' } })).toBe('AU');
    expect(defaultPhoneCountry({ currency: { name: 'CNY', symbol: '¥' } })).toBe('CN');
  });

  it('then the time zone, then AU', () => {
    expect(defaultPhoneCountry({ currency: { name: 'USD', symbol: '$' }, timeZone: 'Pacific/Auckland' })).toBe('NZ');
    expect(defaultPhoneCountry({ timeZone: 'Australia/Perth' })).toBe('AU');
    expect(defaultPhoneCountry({ timeZone: 'Asia/Shanghai' })).toBe('CN');
    expect(defaultPhoneCountry({ timeZone: 'Europe/London' })).toBe('AU');
    expect(defaultPhoneCountry({})).toBe('AU');
  });
});
