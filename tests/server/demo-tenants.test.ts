/** The repository's demo tenants (a copy of tenants/) served end to end, whatever they contain. */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpotConfigResponse } from '../../src/generated/api/spot-config.response';
import type { Tenant } from '../../src/generated/tenant';
import { contentImageUrl } from '../../src/lib/admin-content-rules';
import { CONTENT_TYPES, type SiteContentResponse } from '../../src/protocol/admin-content';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { demoTenantsFolder, ROOT, type TenantsFolder } from './support/tenant-fixtures';

const demoFiles = (await readdir(path.join(ROOT, 'tenants'))).filter((f) => f.endsWith('.json')).sort();
const demos: Tenant[] = await Promise.all(
  demoFiles.map(async (f) => JSON.parse(await readFile(path.join(ROOT, 'tenants', f), 'utf8')) as Tenant),
);

let folder: TenantsFolder;
let t: TestApp;
beforeAll(async () => {
  folder = await demoTenantsFolder();
  t = await startTestApp({ tenantsDir: folder.dir });
});
afterAll(async () => {
  await t.close();
  await folder.remove();
});

describe.skipIf(demos.length === 0)('demo tenants', () => {
  it('are all served', () => {
    expect(t.app.tenants.problems()).toEqual([]);
    expect(t.app.tenants.count()).toBe(demos.length);
  });

  const shops = demos.flatMap((tenant) =>
    tenant.sites.map((site) => ({ tenant, site, label: `${tenant.id}/${site.shopCode} (${tenant.api.packaging})` })),
  );

  it.each(shops)(
    '$label: tenant config without secrets, spot config in its packaging mode',
    async ({ tenant, site }) => {
      const config = await t.app.inject(`/tenant-config/${site.shopCode.toUpperCase()}`);
      expect(config.statusCode).toBe(200);
      expect(config.json()).toMatchObject({ shop: site.shopCode, tenant: { id: tenant.id } });
      expect(config.json<{ tenant: object }>().tenant).not.toHaveProperty('secrets');
      for (const secret of Object.values(tenant.secrets ?? {})) expect(config.body).not.toContain(secret.env);

      const spot = await t.app.inject({
        method: 'POST',
        url: `/s/${site.shopCode}/api/spot/config`,
        payload: packaged(tenant.api.packaging, { lang: 'en' }, tenant.api.payloadKey) as object,
      });
      expect(spot.statusCode).toBe(200);
      expect(spot.json<SpotConfigResponse>().result).toMatchObject({
        rtn: 1,
        siteId: site.siteId,
        lotName: site.lotName,
      });

      const info = await t.app.inject({
        method: 'POST',
        url: `/cloud/${tenant.id}/lot/info/list`,
        payload: packaged(tenant.api.packaging, { siteId: site.siteId }, tenant.api.payloadKey) as object,
      });
      expect(info.json()).toMatchObject({ success: true, result: { rtn: 1, list: [{ siteId: site.siteId }] } });

      const logo = await t.app.inject(`/tenant-assets/${tenant.id}/${tenant.branding.logo}`);
      if (!tenant.branding.logo.startsWith('https://')) expect(logo.statusCode).toBe(200);
    },
  );

  // docs/admin.md#starting-content: the company site shows something of every type before any admin publishes.
  it.each(demos.map((tenant) => ({ tenant, label: tenant.id })))(
    '$label: the customer read shows its starting content of every type, with images it serves',
    async ({ tenant }) => {
      const res = await t.app.inject(`/cloud/${tenant.id}/content`);
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json<SiteContentResponse>();
      for (const type of CONTENT_TYPES) expect(items[type].length, type).toBeGreaterThan(0);
      expect(new Set(items.solution.map((s) => (s.document as { kind: string }).kind))).toEqual(
        new Set(['general', 'pos', 'cctv']),
      );
      for (const slide of items.carousel) {
        const image = await t.app.inject(contentImageUrl(tenant.id, (slide.document as { image: string }).image));
        expect(image.statusCode, slide.id).toBe(200);
      }
    },
  );
});
