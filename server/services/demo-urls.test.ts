import { describe, expect, it } from 'vitest';
import { makeSite, makeTenant } from '../../tests/server/support/tenant-fixtures';
import { publicTenant } from '../tenants/validate';
import { demoUrls } from './demo-urls';

describe('demoUrls', () => {
  it("gives each layout's first page for every site", () => {
    const tenant = makeTenant('acme', 'plain', [
      makeSite('acme-one', { layouts: ['shop', 'app', 'company', 'embed'] }),
    ]);
    const urls = demoUrls('http://127.0.0.1:3000', [
      { file: 'acme.json', tenant, publicTenant: () => publicTenant(tenant), catalogues: new Map() },
    ]);
    expect(urls).toEqual([
      'acme / acme-one (shop): http://127.0.0.1:3000/shop/acme-one/home',
      'acme / acme-one (app): http://127.0.0.1:3000/app/acme-one/home',
      'acme / acme-one (company): http://127.0.0.1:3000/company/acme-one/site',
      'acme / acme-one (embed): http://127.0.0.1:3000/embed/acme-one/invitation/accepted',
    ]);
  });
});
