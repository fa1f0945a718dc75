// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { navigateTo } from '../../navigation/navigate';
import { AppRoutes } from './AppRoutes';
import { fakeServer, tenantConfigCalls } from '../../testing/fake-tenant-server';

let currentPath = '';

function LocationProbe() {
  const location = useLocation();
  currentPath = location.pathname + location.search;
  return null;
}

/**
 * The app as main.tsx mounts it, in memory history at `path`. Awaited: the shells suspend with
 * use(), which React only resumes within an awaited act.
 */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </StrictMode>,
    );
  });
}

/** A navigation by code outside React (navigation.ts), awaited like renderAt. */
async function navigateOutsideReact(to: string, options?: { replace?: boolean }) {
  await act(async () => navigateTo(to, options));
}

describe('app routes', () => {
  beforeAll(async () => {
    // jsdom has no scrolling; ScrollRestorer calls it on every navigation.
    window.scrollTo = () => {};
    await initI18n('en-gb');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends / to /home', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/');
    await waitFor(() => expect(currentPath).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Home · Kerbside'));
  });

  it('sends unknown paths to /404, which offers a way home', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/no/such/page');
    await waitFor(() => expect(currentPath).toBe('/404'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });

  it("shows a path that is no route of the layout as 'Page not found' in the shop's frame, its way home in that layout", async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/company/all-layouts/no-such-screen');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(currentPath).toBe('/company/all-layouts/no-such-screen');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/company/all-layouts/site',
    );
  });

  it("sends a layout's bare prefix to its landing screen, and embed's (which has none) to /404", async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/demo-central');
    await waitFor(() => expect(currentPath).toBe('/shop/demo-central/home'));
    cleanup();
    await renderAt('/company/all-layouts/');
    await waitFor(() => expect(currentPath).toBe('/company/all-layouts/site'));
    cleanup();
    await renderAt('/embed/demo-central');
    await waitFor(() => expect(currentPath).toBe('/404'));
  });

  it("shows 'Shop not found' for an unknown shop, not a crash, and asks again on the next visit", async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server);
    await renderAt('/shop/nowhere/home');
    expect(await screen.findByText('Shop not found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shop not found · Kerbside'));
    const asked = tenantConfigCalls(server).length;
    expect(asked).toBeGreaterThan(0);
    await navigateOutsideReact('/shop/nowhere/mytickets');
    await waitFor(() => expect(currentPath).toBe('/shop/nowhere/mytickets'));
    expect(await screen.findByText('Shop not found')).toBeTruthy();
    expect(tenantConfigCalls(server).length).toBeGreaterThan(asked);
  });

  it("renders a shop's home in its layout, with the offers and the site notices", async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/demo-central/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Central' })).toBeTruthy();
    expect(await screen.findByText('$6.50 per hour')).toBeTruthy();
    expect(await screen.findByText('No trailers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Hourly' }).getAttribute('href')).toBe(
      '/shop/demo-central/daterange?offer=hourly',
    );
    await waitFor(() => expect(document.title).toBe('Home · Demo Parking'));
  });

  it('matches layout names and routes whatever the letter case', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/SHOP/demo-central/MyCards');
    expect(await screen.findByRole('heading', { name: 'My cards' })).toBeTruthy();
  });

  it('renders a CMS page sanitised, and a message for an unknown page id', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/embed/demo-central/page/terms');
    expect(await screen.findByText('Park nicely.')).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
    cleanup();
    await renderAt('/embed/demo-central/page/nope');
    expect(await screen.findByText('This shop has no page at this address.')).toBeTruthy();
  });

  it('treats a layout the site does not offer like an unknown shop', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/company/demo-central/site');
    expect(await screen.findByText('Shop not found')).toBeTruthy();
  });

  it("uses the tenant's default language until the visitor picks one", async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/zh-central/home');
    expect(await screen.findByRole('heading', { name: '停车票' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(screen.getByRole('button', { name: '切换到English' })).toBeTruthy();
  });

  it("switches a shop's language with its toggle and remembers the choice for that shop only", async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/zh-central/home');
    expect(await screen.findByRole('heading', { name: '停车票' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '切换到English' })));
    expect(await screen.findByRole('heading', { name: 'Tickets' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-GB');
    expect(localStorage.getItem('kerbside.language.zhdemo')).toBe('en-gb');
    expect(localStorage.getItem('kerbside.language')).toBeNull();
    cleanup();
    await renderAt('/shop/zh-central/mycards');
    expect(await screen.findByRole('heading', { name: 'My cards' })).toBeTruthy();
    localStorage.clear();
  });

  it('shows the global pages in the visitor’s own language, not the last shop’s', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/zh-central/home');
    expect(await screen.findByRole('heading', { name: '停车票' })).toBeTruthy();
    await navigateOutsideReact('/404');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('lets code outside React navigate in the app (the 401 handling goes to login this way)', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/demo-central/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Central' })).toBeTruthy();
    await navigateOutsideReact('/shop/demo-central/login', { replace: true });
    await waitFor(() => expect(currentPath).toBe('/shop/demo-central/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the route error screen when the tenant config cannot be fetched, and recovers on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/shop/broken/home');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await navigateOutsideReact('/shop/demo-central/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Central' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('follows /redirect/{path} inside the app only, and /auth-redirect to ?redirect=', async () => {
    vi.stubGlobal('fetch', fakeServer());
    await renderAt('/redirect/shop/demo-central/aboutus?x=1');
    await waitFor(() => expect(currentPath).toBe('/shop/demo-central/aboutus?x=1'));
    cleanup();
    await renderAt('/redirect///evil.example');
    await waitFor(() => expect(currentPath).toBe('/home'));
    cleanup();
    await renderAt('/auth-redirect?redirect=%2Fshop%2Fdemo-central%2Fhome');
    await waitFor(() => expect(currentPath).toBe('/shop/demo-central/home'));
    cleanup();
    await renderAt('/auth-redirect?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(currentPath).toBe('/home'));
  });
});
