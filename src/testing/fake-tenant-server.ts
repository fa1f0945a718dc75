import { vi } from 'vitest';
import classic from '../../themes/classic.json';

/** Test double of the server for the routing tests: a few shops, their configs and quiet API answers. */

export const demoTenant = {
  id: 'demo',
  branding: { name: 'Demo Parking', logo: 'logo.svg' },
  theme: { preset: 'classic' },
  locale: { languages: ['en-gb', 'zh-hans'], defaultLanguage: 'en-gb' },
  contact: { phone: '0800 000', email: 'help@demo.example' },
  payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'sandbox' }] },
  booking: {},
  api: { packaging: 'plain', payloadKey: 'k'.repeat(32) },
  pages: [{ id: 'terms', name: 'Terms of parking', content: '<p>Park nicely.</p><script>alert(1)</script>' }],
  sites: [],
};

export const demoSite = {
  siteId: 'D1',
  shopCode: 'demo-central',
  lotName: 'Demo Central',
  spotName: 'Level 1',
  uiVersion: '2.0',
  layouts: ['shop', 'app', 'embed'],
  infoHead: 'Open all day',
  infoBody: 'Height limit 2 m|No trailers',
  offers: [{ code: 'hourly', name: 'Hourly', tariff: { periodMinutes: 60, pricePerPeriod: 650 }, capacity: 10 }],
};

type Shop = { tenant: Record<string, unknown>; site: Record<string, unknown> };

const SHOPS: Record<string, Shop> = {
  'demo-central': { tenant: demoTenant, site: demoSite },
  // Chinese by default.
  'zh-central': {
    tenant: { ...demoTenant, id: 'zhdemo', locale: { languages: ['zh-hans', 'en-gb'], defaultLanguage: 'zh-hans' } },
    site: { ...demoSite, shopCode: 'zh-central' },
  },
  // Every layout, the reservation feature off.
  'all-layouts': {
    tenant: { ...demoTenant, id: 'alldemo' },
    site: { ...demoSite, shopCode: 'all-layouts', layouts: ['shop', 'app', 'company', 'embed'] },
  },
  // Every layout, the reservation feature on.
  'with-reservation': {
    tenant: { ...demoTenant, id: 'resdemo', features: { reservation: true } },
    site: { ...demoSite, shopCode: 'with-reservation', layouts: ['shop', 'app', 'company', 'embed'] },
  },
};

/** fetch for the app: /tenant-config/{shop} of the shops above (404 otherwise; 'broken' answers 500). */
export function fakeServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const configOf = /^\/tenant-config\/(.+)$/.exec(url);
    if (configOf) {
      const shop = decodeURIComponent(configOf[1] ?? '');
      if (shop === 'broken') return new Response('', { status: 500 });
      const found = SHOPS[shop];
      if (!found) return Response.json({ error: 'shop-not-found' }, { status: 404 });
      return Response.json({
        shop,
        tenant: { ...found.tenant, sites: [found.site] },
        site: found.site,
        preset: classic,
        phoneCountry: 'NZ',
        phoneExample: '021 123 4567',
      });
    }
    if (url.endsWith('/api/spot/config'))
      return Response.json({ success: true, result: { rtn: 0, dispMsg: 'not in this test' } });
    if (url.endsWith('/lot/info/list')) return Response.json({ success: true, result: { rtn: 0, dispMsg: 'none' } });
    return new Response('', { status: 404 });
  });
}

/** The tenant-config requests a fake server got. */
export function tenantConfigCalls(fetchMock: ReturnType<typeof fakeServer>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/tenant-config/'));
}
