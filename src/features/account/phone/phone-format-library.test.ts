import { describe, expect, it } from 'vitest';
import { createPhoneFormatter } from './phone-format-library';

describe('phone formatter', () => {
  it('tidies a national number in the tenant country and leaves other input alone', () => {
    const nz = createPhoneFormatter('NZ');
    expect(nz.tidy('0211234567')).toBe('021 123 4567');
    expect(nz.tidy('+61412345678')).toBe('+61 412 345 678');
    expect(nz.tidy('12')).toBe('12');
    expect(nz.tidy('')).toBe('');
  });

  it('shows a stored E.164 number in the national spelling at home', () => {
    expect(createPhoneFormatter('AU').display('+61412345678')).toBe('0412 345 678');
    expect(createPhoneFormatter('NZ').display('+61412345678')).toBe('+61 412 345 678');
  });
});
