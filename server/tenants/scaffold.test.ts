import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTenant, newPayloadKey } from './scaffold';
import { minimalTenant, tempFolder, themesDir, type TempFolder } from './testing/tenant-test-kit';
import { checkTenantDir } from './validate';

let tmp: TempFolder;
beforeEach(() => {
  tmp = tempFolder();
});
afterEach(() => tmp.remove());

describe('createTenant', () => {
  it('writes a tenant that passes every check', async () => {
    const result = await createTenant({ id: 'city-parking', name: 'City <Parking>', shopCode: 'city-central', country: 'AU', tenantsDir: tmp.dir, themesDir });
    expect(result.ok).toBe(true);
    const check = await checkTenantDir({ tenantsDir: tmp.dir, themesDir });
    expect(check.problems).toEqual([]);
    expect(check.tenants[0].tenant.sites[0].shopCode).toBe('city-central');
    expect(readFileSync(path.join(tmp.dir, 'city-parking/logo.svg'), 'utf8')).toContain('City &lt;Parking&gt;');
  });

  it('writes nothing when the shop code is taken, and says where', async () => {
    const existing = minimalTenant('acme');
    existing.sites[0].shopCode = 'central';
    tmp.write('acme.json', JSON.stringify(existing));
    const result = await createTenant({ id: 'zz-new', name: 'New', shopCode: 'central', country: 'NZ', tenantsDir: tmp.dir, themesDir });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.pointer)).toEqual(['/sites/0/shopCode']);
    expect(existsSync(path.join(tmp.dir, 'zz-new.json'))).toBe(false);
    expect(existsSync(path.join(tmp.dir, 'zz-new'))).toBe(false);
  });

  it('refuses an id that exists, and an invalid id', async () => {
    tmp.write('acme.json', JSON.stringify(minimalTenant('acme')));
    const taken = await createTenant({ id: 'acme', name: 'A', shopCode: 'acme-2', country: 'GB', tenantsDir: tmp.dir, themesDir });
    expect(!taken.ok && taken.problems[0].message).toContain('already exists');
    const bad = await createTenant({ id: '../escape', name: 'B', shopCode: 'bad-main', country: 'GB', tenantsDir: tmp.dir, themesDir });
    expect(!bad.ok && bad.problems.map((p) => p.pointer)).toEqual(['/id']);
    expect(existsSync(path.join(path.dirname(tmp.dir), 'escape.json'))).toBe(false);
  });

  it.each([
    ['MY', 'MYR', 'RM', 'Asia/Kuala_Lumpur', '+60'],
    ['SG', 'SGD', '$', 'Asia/Singapore', '+65'],
    ['CN', 'CNY', '¥', 'Asia/Shanghai', '+86'],
    ['GB', 'GBP', '£', 'Europe/London', '+44'],
    ['US', 'USD', '$', 'America/New_York', '+1'],
  ])('takes the country %s: %s (%s), %s, a %s contact number, and passes every check', async (country, currency, symbol, zone, dial) => {
    const result = await createTenant({ id: 'kl-parking', name: 'KL Parking', shopCode: 'kl-central', country, tenantsDir: tmp.dir, themesDir });
    expect(result.ok).toBe(true);
    const check = await checkTenantDir({ tenantsDir: tmp.dir, themesDir });
    expect(check.problems).toEqual([]);
    const { locale, contact } = check.tenants[0]!.tenant;
    expect(locale).toMatchObject({ currency: { name: currency, symbol }, moneySymbol: symbol, timeZone: zone, phoneCountry: country });
    expect(locale.languages).toContain(locale.defaultLanguage);
    expect(contact.phone.startsWith(`${dial} `)).toBe(true);
  });

  it('writes nothing for a country it has no defaults for, and names the ones it has', async () => {
    const result = await createTenant({ id: 'zz', name: 'Z', shopCode: 'zz-main', country: 'XX', tenantsDir: tmp.dir, themesDir });
    expect(!result.ok && result.problems[0]?.message).toMatch(/no defaults for the country "XX"; give one of AU, NZ, MY, SG, HK, CN, GB, US/);
    expect(existsSync(path.join(tmp.dir, 'zz.json'))).toBe(false);
  });

  it('makes a fresh 32-character printable payload key each time', () => {
    const a = newPayloadKey();
    expect(a).toMatch(/^[\x21-\x7e]{32}$/);
    expect(newPayloadKey()).not.toBe(a);
  });
});
