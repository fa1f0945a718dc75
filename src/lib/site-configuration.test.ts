import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_CONFIGURATIONS, siteConfigurationOf } from './site-configuration';

describe('siteConfigurationOf', () => {
  it('reads each known name with its value type', () => {
    expect(
      siteConfigurationOf([
        { name: 'heroImage', valueType: 'image', value: '/tenant-assets/harbourpark/uploads/a.png' },
        { name: 'tagline', valueType: 'string', value: 'Park light' },
        { name: 'showMembersBanner', valueType: 'boolean', value: false },
        { name: 'freeMinutes', valueType: 'number', value: 15 },
        { name: 'dayMaximumDollars', valueType: 'number', value: 28 },
        { name: 'evRateCentsPerKwh', valueType: 'number', value: 42 },
      ]),
    ).toEqual({
      heroImage: '/tenant-assets/harbourpark/uploads/a.png',
      tagline: 'Park light',
      showMembersBanner: false,
      freeMinutes: 15,
      dayMaximumDollars: 28,
      evRateCentsPerKwh: 42,
    });
  });

  it('ignores unknown names and a known name of another value type', () => {
    expect(
      siteConfigurationOf([
        { name: 'somethingElse', valueType: 'string', value: 'x' },
        { name: 'freeMinutes', valueType: 'string', value: '15' },
        { name: 'heroImage', valueType: 'image', value: '' },
        { name: 'showMembersBanner', valueType: 'boolean', value: 'yes' },
      ]),
    ).toEqual({});
  });

  it('lets the later of two documents of one name win (the admin item over the tenant file)', () => {
    expect(
      siteConfigurationOf([
        { name: 'tagline', valueType: 'string', value: 'from the file' },
        { name: 'tagline', valueType: 'string', value: 'from the admin' },
      ]),
    ).toEqual({ tagline: 'from the admin' });
  });

  it('every known configuration is listed in docs/admin.md, and every demo tenant entry is known', () => {
    const docs = readFileSync('docs/admin.md', 'utf8');
    for (const name of Object.keys(KNOWN_CONFIGURATIONS)) expect(docs).toContain(`| \`${name}\``);
    for (const tenant of ['harbourpark', 'greenway', 'lotus']) {
      const file = JSON.parse(readFileSync(`tenants/${tenant}.json`, 'utf8')) as {
        siteContent?: { configuration?: { document: { name: string } }[] };
      };
      for (const entry of file.siteContent?.configuration ?? []) {
        expect(Object.keys(KNOWN_CONFIGURATIONS), `${tenant}: ${entry.document.name}`).toContain(entry.document.name);
      }
    }
  });
});
