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

  it('tags the config (a weak ETag, the same on every call) and answers 304 without a body to a browser that has it', async () => {
    const first = await t.app.inject('/tenant-config/plain-central');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{43}"$/);
    expect((await t.app.inject('/tenant-config/PLAIN-central')).headers.etag).toBe(etag);
    const again = await t.app.inject({ url: '/tenant-config/plain-central', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // Gzipped, the same tag: the config is the same whatever encoding carried it.
    const gzipped = await t.app.inject({
      url: '/tenant-config/plain-central',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzipped.statusCode).toBe(304);
    // Another shop's config has another tag, and the first shop's tag does not answer for it.
    const other = await t.app.inject({ url: '/tenant-config/aes-central', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    expect(other.json<TenantConfigResponse>().shop).toBe('aes-central');
  });

  it("gives the same tag in another server process: a browser's copy is answered 304 after a restart or by another process", async () => {
    const etag = (await t.app.inject('/tenant-config/param-central')).headers.etag as string;
    const other = await startTestApp();
    try {
      const res = await other.app.inject({ url: '/tenant-config/param-central', headers: { 'if-none-match': etag } });
      expect(res.statusCode).toBe(304);
      expect(res.headers.etag).toBe(etag);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['a list that names it', (etag: string) => `W/"other", ${etag}`],
    ['its strong form', (etag: string) => etag.replace(/^W\//, '')],
    ['*', () => '*'],
  ])('answers 304 to If-None-Match with %s, and 200 with the config to any other tag', async (_, header) => {
    const etag = (await t.app.inject('/tenant-config/base-central')).headers.etag as string;
    expect(
      (await t.app.inject({ url: '/tenant-config/base-central', headers: { 'if-none-match': header(etag) } }))
        .statusCode,
    ).toBe(304);
    const stale = await t.app.inject({
      url: '/tenant-config/base-central',
      headers: { 'if-none-match': 'W/"an-older-config"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<TenantConfigResponse>().shop).toBe('base-central');
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
    expect(res.json()).toMatchObject({
      status: 'ok',
      tenants: 4,
      database: { driver: 'pglite', reachable: true, schemaVersion: latest },
    });
  });
});
