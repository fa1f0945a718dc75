import { describe, expect, it } from 'vitest';
import { approvedPath, payBookingPath } from './pay-paths';

describe('pay paths', () => {
  it('sends an approved booking to its success page and a top-up to the top-up one', () => {
    expect(approvedPath('booking', 'b-1')).toBe('booking/success?booking=b-1');
    expect(approvedPath('top_up', 'b-1')).toBe('booking/topup/success?booking=b-1');
  });
  it('escapes the booking id', () => expect(payBookingPath('a&b')).toBe('pay?booking=a%26b'));
});
