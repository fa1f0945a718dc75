import { describe, expect, it } from 'vitest';
import { cloudBaseOf, shopBaseOf } from './api-bases';

const api = { packaging: 'plain', payloadKey: 'k'.repeat(32) } as const;

describe('api bases', () => {
  it('defaults to this server: /cloud/{tenant} and /s/{shop}', () => {
    expect(cloudBaseOf({ id: 'harbourpark', api })).toBe('/cloud/harbourpark');
    expect(shopBaseOf({ api }, 'harbour-central')).toBe('/s/harbour-central');
  });

  it("uses the tenant's own bases when set", () => {
    const custom = { ...api, cloudBase: 'https://cloud.example.com/api/', shopBase: 'https://{shop}.example.com/base' };
    expect(cloudBaseOf({ id: 'x', api: custom })).toBe('https://cloud.example.com/api');
    expect(shopBaseOf({ api: custom }, 'north')).toBe('https://north.example.com/base');
  });

  it('encodes the shop code', () => {
    expect(shopBaseOf({ api }, 'a b')).toBe('/s/a%20b');
  });
});
