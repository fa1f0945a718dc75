import { describe, expect, it } from 'vitest';
import { contactDetailsOf } from './contact-details';

describe('contactDetailsOf', () => {
  const tenant = {
    contact: { phone: '0800 111', email: 'help@brand.example', address: 'HQ', businessNumber: 'NZBN 1' },
  };

  it("prefers the site's details", () => {
    expect(contactDetailsOf(tenant, { phone: '09 222', address: '1 Quay St' })).toEqual({
      phone: '09 222',
      email: 'help@brand.example',
      address: '1 Quay St',
      businessNumber: 'NZBN 1',
    });
  });

  it("falls back to the tenant's", () => {
    expect(contactDetailsOf({ contact: { phone: '1', email: 'e@x.example' } }, {})).toEqual({
      phone: '1',
      email: 'e@x.example',
      address: null,
      businessNumber: null,
    });
  });
});
