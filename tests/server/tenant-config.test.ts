import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfigResponse } from '../../src/generated/api/tenant-config.response';
import type { CountryCode } from 'libphonenumber-js/max';
import { readMigrationFiles } from '../../server/db/migrate';
import { phoneExample } from '../../server/tenants/phone-country';
import { startTestApp, type TestApp } from './support/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /tenant-config/{shop}', () => {
  it.each([
    ['plain-central', 'plainco', 'plain'],
    ['base-central', 'basco', 'base64'],
    ['param-central', 'paramco', 'paramIn'],
    ['aes-central', 'aesco', 'aes'],
  ])('serves %s (tenant %s, %s packaging) without secrets', async (shop, tenantId, packaging) => {
    const res = await t.app.inject(`/tenant-config/${shop}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<TenantConfigResponse>();
    expect(body.shop).toBe(shop);
    expect(body.tenant.id).toBe(tenantId);
    expect(body.tenant.api.packaging).toBe(packaging);
    expect(body.site.shopCode).toBe(shop);
    expect(body.preset.id).toBe('classic');
    expect(body.tenant).not.toHaveProperty('secrets');
    expect(res.body).not.toContain('GATEWAY_KEY');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends the site's phone country with its example mobile number (the browser's phone field hint)", async () => {
    const body = (await t.app.inject('/tenant-config/plain-central')).json<TenantConfigResponse>();
    expect(body.phoneCountry).toMatch(/^[A-Z]{2}$/);
    expect(body.phoneExample).toBe(phoneExample(body.phoneCountry as CountryCode));
    expect(body.phoneExample).toMatch(/\d/);
  });

  it('matches the shop code case-insensitively and answers the configured spelling', async () => {
    const res = await t.app.inject('/tenant-config/Param-CENTRAL');
    expect(res.statusCode).toBe(200);
    expect(res.json<TenantConfigResponse>().shop).toBe('param-central');
  });

  it('picks the new-UI preset for a 3.x site', async () => {
    const body = (await t.app.inject('/tenant-config/plain-north')).json<TenantConfigResponse>();
    expect(body.site.uiVersion).toBe('3.1');
    expect(body.preset.id).toBe('modern');
  });

  it('answers 404 JSON for an unknown shop', async () => {
    const res = await t.app.inject('/tenant-config/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'shop-not-found' });
  });
});

describe('GET /health', () => {
  it('reports ok, the tenant count and the database check', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    const latest = (await readMigrationFiles()).at(-1)?.version;
    expect(res.json()).toMatchObject({ status: 'ok', tenants: 4, database: { driver: 'pglite', reachable: true, schemaVersion: latest } });
  });
});
