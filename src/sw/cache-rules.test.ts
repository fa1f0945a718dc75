import { describe, expect, it } from 'vitest';
import {
  brandAssetUrls,
  fontFileUrls,
  isNeverCached,
  isShellNavigation,
  layoutOfScope,
  shellEntriesFor,
  shellPageOf,
  tenantConfigUrlOf,
} from './cache-rules';

const ORIGIN = 'https://park.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('service worker rules', () => {
  it('reads the layout, landing page and tenant config of a registration scope', () => {
    expect(layoutOfScope('/shop/harbour-central/')).toBe('shop');
    expect(layoutOfScope('/company/harbour-central/')).toBe('company');
    expect(layoutOfScope('/')).toBeNull();
    expect(layoutOfScope('/kiosk/harbour-central/')).toBeNull();
    expect(shellPageOf('/shop/harbour-central/')).toBe('/shop/harbour-central/home');
    expect(shellPageOf('/company/harbour-central/')).toBe('/company/harbour-central/site');
    expect(shellPageOf('/embed/harbour-central/')).toBeNull();
    expect(tenantConfigUrlOf('/app/lotus-plaza/')).toBe('/tenant-config/lotus-plaza');
  });

  it("precaches the files every layout needs and the installed layout's own, never another layout's", () => {
    const entries = [
      { url: 'assets/index.js', revision: null },
      { url: 'assets/MyTicketsScreen.js', revision: null, layouts: ['shop', 'app', 'company'] },
      { url: 'assets/PinpadScreen.js', revision: null, layouts: ['app', 'company'] },
      { url: 'favicon.svg', revision: 'abc' },
    ];
    expect(shellEntriesFor(entries, 'shop').map((e) => e.url)).toEqual([
      'assets/index.js',
      'assets/MyTicketsScreen.js',
      'favicon.svg',
    ]);
    expect(shellEntriesFor(entries, 'app').map((e) => e.url)).toEqual([
      'assets/index.js',
      'assets/MyTicketsScreen.js',
      'assets/PinpadScreen.js',
      'favicon.svg',
    ]);
    expect(shellEntriesFor(entries, null).map((e) => e.url)).toEqual(['assets/index.js', 'favicon.svg']);
    expect(shellEntriesFor(entries, 'app')[1]).toEqual({ url: 'assets/MyTicketsScreen.js', revision: null });
  });

  it('never caches the API, the test tools, health, docs, or anything but GET', () => {
    for (const path of [
      '/s/harbour-central/api/parking/order',
      '/cloud/harbourpark/account/userInfo',
      '/sandbox-api/sms/last',
      '/sandbox/pay/123',
      '/health',
      '/docs/json',
    ]) {
      expect(isNeverCached('GET', url(path), ORIGIN), path).toBe(true);
    }
    expect(isNeverCached('POST', url('/tenant-config/harbour-central'), ORIGIN)).toBe(true);
    expect(isNeverCached('GET', url('/tenant-config/harbour-central'), ORIGIN)).toBe(false);
    expect(isNeverCached('GET', url('/shop/harbour-central/home'), ORIGIN)).toBe(false);
    // A path that only starts like the API is an app page.
    expect(isNeverCached('GET', url('/shop/s/home'), ORIGIN)).toBe(false);
    expect(isNeverCached('GET', new URL('https://images.example/carpark.jpg'), ORIGIN)).toBe(false);
  });

  it("answers only the installed app's own pages from the shell", () => {
    const scope = url('/shop/harbour-central/');
    expect(isShellNavigation('navigate', url('/shop/harbour-central/mytickets?booking=1'), scope)).toBe(true);
    expect(isShellNavigation('navigate', url('/shop/lotus-plaza/home'), scope)).toBe(false);
    expect(isShellNavigation('cors', url('/shop/harbour-central/home'), scope)).toBe(false);
    expect(isShellNavigation('navigate', new URL('https://other.example/shop/harbour-central/home'), scope)).toBe(
      false,
    );
  });

  it("finds the brand's logo and font stylesheet in a tenant config answer", () => {
    const config = {
      tenant: { id: 'harbourpark', branding: { logo: 'logo.svg' }, theme: { fonts: { stylesheet: 'fonts.css' } } },
      site: {},
    };
    expect(brandAssetUrls(config)).toEqual([
      '/tenant-assets/harbourpark/logo.svg',
      '/tenant-assets/harbourpark/fonts.css',
    ]);
    expect(
      brandAssetUrls({
        ...config,
        tenant: { ...config.tenant, branding: { logo: 'logo.svg', footerImage: 'footer.svg' } },
      }),
    ).toEqual([
      '/tenant-assets/harbourpark/logo.svg',
      '/tenant-assets/harbourpark/footer.svg',
      '/tenant-assets/harbourpark/fonts.css',
    ]);
    expect(brandAssetUrls({ ...config, site: { logo: 'sites/wharf.svg' } })[0]).toBe(
      '/tenant-assets/harbourpark/sites/wharf.svg',
    );
    expect(brandAssetUrls({ tenant: { id: 'x', branding: { logo: 'https://cdn.example/logo.svg' } } })).toEqual([]);
    expect(brandAssetUrls(null)).toEqual([]);
  });

  it("finds the font files a brand's stylesheet names, relative to it, only of this origin", () => {
    const css = `@font-face { src: url(fonts/a-400.woff2) format('woff2'); }
      @font-face { src: url("fonts/a-700.woff2") format('woff2'), url('/shared/b.woff') format('woff'); }
      @font-face { src: url(https://fonts.example/c.woff2); } .x { background: url(data:image/png;base64,AAAA); }
      @font-face { src: url( fonts/a-400.woff2 ); }`;
    expect(fontFileUrls(css, '/tenant-assets/harbourpark/fonts.css', ORIGIN)).toEqual([
      '/tenant-assets/harbourpark/fonts/a-400.woff2',
      '/tenant-assets/harbourpark/fonts/a-700.woff2',
      '/shared/b.woff',
    ]);
  });
});
