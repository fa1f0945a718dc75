import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { createTenantRegistry, type RegistryLogger } from './registry';
import { minimalTenant, projectRoot, tempFolder, themesDir, type TempFolder } from './testing/tenant-test-kit';
import { validateTenantSet } from './validate';

const fixtures = path.join(projectRoot, 'tests/fixtures/catalogues');
const fixture = (name: string) => readFileSync(path.join(fixtures, `${name}.json`), 'utf8');

function shopTenant(): Tenant {
  const tenant = minimalTenant('example');
  tenant.sites[0] = {
    ...tenant.sites[0]!,
    shop: {
      openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '08:00', close: '20:00' }],
      minimumWaitMinutes: 15,
      pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
      delivery: { enabled: true, zones: [{ id: 'z', name: { 'en-gb': 'Centre' }, postcodes: ['1010'], fee: 500, minimum: 1000 }] },
      table: { enabled: false },
    },
  };
  return tenant;
}

let folder: TempFolder | undefined;
afterEach(() => {
  folder?.remove();
  folder = undefined;
});

function setUp(catalogue: string | null, tenant: Tenant = shopTenant()): TempFolder {
  folder = tempFolder();
  folder.write('example.json', JSON.stringify(tenant));
  folder.write('example/catalogue/bowl.svg', readFileSync(path.join(fixtures, 'bowl.svg'), 'utf8'));
  if (catalogue !== null) folder.write('example/catalogue/example-main.json', catalogue);
  return folder;
}

function check(f: TempFolder, tenant: Tenant = shopTenant()) {
  return validateTenantSet([{ file: path.join(f.dir, 'example.json'), json: tenant }], { tenantsDir: f.dir, themesDir });
}

describe('catalogue beside the tenant file (docs/shop.md#catalogue)', () => {
  it('loads a valid catalogue for the site with shop settings', () => {
    const result = check(setUp(fixture('valid')));
    expect(result.problems).toEqual([]);
    expect(result.tenants[0]?.catalogues.get('example-main')?.products[0]?.price).toBe(1200);
  });

  it.each([
    ['min-over-max', '/products/0/optionGroups/0/min: min 2 must not be more than max 1'],
    ['min-over-options', '/products/0/optionGroups/0/min: needs 3 choices but its options allow only 2'],
    ['required-empty', '/products/0/optionGroups/0/options: a required group must have at least one option'],
    ['negative-price', '/products/0/price: must be at least 0'],
    ['missing-image', '/products/0/image: file not found'],
    ['unknown-category', '/products/0/category: no category has the id "drinks"'],
  ])('%s is reported with its pointer and reason', (name, phrase) => {
    const result = check(setUp(fixture(name)));
    expect(result.problems.map((p) => p.message).join('\n')).toContain(phrase);
    expect(result.problems.every((p) => p.pointer === '/sites/0/shop')).toBe(true);
    // A broken catalogue does not take the brand off the air; its shop has no catalogue.
    expect(result.tenants[0]?.catalogues.has('example-main')).toBe(false);
  });

  it('a site with shop settings needs its catalogue file', () => {
    const result = check(setUp(null));
    expect(result.problems[0]?.message).toMatch(/needs its catalogue: file not found: .*example-main\.json/);
  });

  it('the catalogue names its own shop', () => {
    const result = check(setUp(fixture('valid').replace('"example-main"', '"other-shop"')));
    expect(result.problems[0]?.message).toContain('/shopCode: must equal the site\'s shop code "example-main"');
  });

  it('shop settings: closing after opening, a zone is postcodes or a radius, tables when table ordering is on', () => {
    const tenant = shopTenant();
    const shop = tenant.sites[0]!.shop!;
    shop.openingHours[0] = { days: [1], open: '20:00', close: '08:00' };
    shop.delivery.zones?.push({ id: 'r', name: { 'en-gb': 'Near' }, radiusKm: 3, fee: 0, minimum: 0 });
    shop.table = { enabled: true };
    const result = check(setUp(fixture('valid'), tenant), tenant);
    const messages = result.problems.map((p) => p.message).join('\n');
    expect(messages).toContain('must be after the opening time 20:00');
    expect(messages).toContain("a radius zone needs the site's location");
    expect(messages).toContain('table ordering is enabled but names no table');
  });
});

describe('delivery zones (docs/shop.md#delivery)', () => {
  it('are not needed while delivery is off', () => {
    const tenant = shopTenant();
    tenant.sites[0]!.shop!.delivery = { enabled: false };
    const result = check(setUp(fixture('valid'), tenant), tenant);
    expect(result.problems).toEqual([]);
    expect(result.tenants.map((t) => t.tenant.id)).toEqual(['example']);
  });

  it('are required once delivery is on, named at the delivery object', () => {
    const tenant = shopTenant();
    tenant.sites[0]!.shop!.delivery = { enabled: true };
    const result = check(setUp(fixture('valid'), tenant), tenant);
    expect(result.problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/sites/0/shop/delivery', expect.stringContaining('missing required property "zones"')],
    ]);
  });

  it('an empty list is refused while delivery is on', () => {
    const tenant = shopTenant();
    tenant.sites[0]!.shop!.delivery = { enabled: true, zones: [] };
    const result = check(setUp(fixture('valid'), tenant), tenant);
    expect(result.problems.map((p) => [p.pointer, p.message])).toEqual([['/sites/0/shop/delivery/zones', 'delivery is enabled but has no zone']]);
  });
});

describe('catalogues hot-reload with the tenant file', () => {
  const quiet: RegistryLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('an edited catalogue is picked up; a broken edit keeps the last good catalogue serving', async () => {
    const f = setUp(fixture('valid'));
    const registry = await createTenantRegistry({ tenantsDir: f.dir, themesDir, log: quiet, watch: false });
    try {
      expect(registry.byShop('example-main')?.catalogues.get('example-main')?.products[0]?.price).toBe(1200);
      f.write('example/catalogue/example-main.json', fixture('valid').replace('1200', '1350'));
      await registry.reload();
      expect(registry.byShop('example-main')?.catalogues.get('example-main')?.products[0]?.price).toBe(1350);
      f.write('example/catalogue/example-main.json', fixture('min-over-max'));
      const outcome = await registry.reload();
      expect(outcome.problems.map((p) => p.message).join('\n')).toContain('min 2 must not be more than max 1');
      expect(registry.byShop('example-main')?.catalogues.get('example-main')?.products[0]?.price).toBe(1350);
    } finally {
      await registry.close();
    }
  });
});
