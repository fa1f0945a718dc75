// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import classic from '../../../themes/classic.json';
import { initI18n } from '../../i18n/i18n';
import { appRoutes } from './app-routes';

const tenant = {
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
const site = {
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

function fakeServer() {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/tenant-config/demo-central')
      return Response.json({ shop: 'demo-central', tenant: { ...tenant, sites: [site] }, site, preset: classic });
    if (url === '/tenant-config/zh-central') {
      const zhTenant = { ...tenant, id: 'zhdemo', locale: { languages: ['zh-hans', 'en-gb'], defaultLanguage: 'zh-hans' }, sites: [site] };
      return Response.json({ shop: 'zh-central', tenant: zhTenant, site: { ...site, shopCode: 'zh-central' }, preset: classic });
    }
    if (url.startsWith('/tenant-config/')) return Response.json({ error: 'shop-not-found' }, { status: 404 });
    if (url.endsWith('/api/spot/config')) return Response.json({ success: true, result: { rtn: 0, dispMsg: 'not in this test' } });
    if (url.endsWith('/lot/info/list')) return Response.json({ success: true, result: { rtn: 0, dispMsg: 'none' } });
    return new Response('', { status: 404 });
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app routes', () => {
  beforeAll(async () => {
    // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
    window.scrollTo = () => {};
    await initI18n('en-gb');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends / to /home', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('sends unknown paths to /404, which offers a way home', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it("shows 'Shop not found' for an unknown shop, not a crash", async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/shop/nowhere/home');
    expect(await screen.findByText('Shop not found')).toBeTruthy();
  });

  it("renders a shop's home in its layout, with the offers and the site notices", async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/shop/demo-central/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Central' })).toBeTruthy();
    expect(await screen.findByText('$6.50 per hour')).toBeTruthy();
    expect(await screen.findByText('No trailers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Hourly' }).getAttribute('href')).toBe('/shop/demo-central/daterange?offer=hourly');
  });

  it('shows a coming-soon screen with its title inside the layout', async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/shop/demo-central/mytickets');
    expect(await screen.findByRole('heading', { name: 'My pre-pays' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/shop/demo-central/home');
  });

  it('renders a CMS page sanitised, and a message for an unknown page id', async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/embed/demo-central/page/terms');
    expect(await screen.findByText('Park nicely.')).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
    cleanup();
    renderAt('/embed/demo-central/page/nope');
    expect(await screen.findByText('This shop has no page at this address.')).toBeTruthy();
  });

  it('treats a layout the site does not offer like an unknown shop', async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/company/demo-central/site');
    expect(await screen.findByText('Shop not found')).toBeTruthy();
  });

  it("uses the tenant's default language until the visitor picks one", async () => {
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/shop/zh-central/home');
    expect(await screen.findByRole('heading', { name: '停车票' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(screen.getByRole('button', { name: '切换到English' })).toBeTruthy();
  });
});
