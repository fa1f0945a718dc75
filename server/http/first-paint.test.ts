import { describe, expect, it } from 'vitest';
import classic from '../../themes/classic.json';
import modern from '../../themes/modern.json';
import type { Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import { minimalTenant } from '../tenants/testing/tenant-test-kit';
import { firstPaintHtml, withFirstPaint, type FirstPaintPage } from './first-paint';

const CLASSIC = classic as ThemePreset;
const MODERN = modern as ThemePreset;

function brand(edit: (tenant: Tenant) => void = () => undefined): Tenant {
  const tenant = minimalTenant('acme');
  tenant.branding = { ...tenant.branding, logo: 'logo.svg', bannerImage: 'banner.jpg', loginImage: 'login.jpg' };
  edit(tenant);
  return tenant;
}

function paint(overrides: Partial<FirstPaintPage> = {}): string {
  const tenant = overrides.tenant ?? brand();
  const site = overrides.site ?? tenant.sites[0];
  if (!site) throw new Error('the test tenant has a site');
  const html = firstPaintHtml({ layout: 'shop', rest: 'home', tenant, site, preset: CLASSIC, logoRatio: 1, ...overrides });
  if (html === null) throw new Error('expected a first paint');
  return html;
}

const images = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);

describe('firstPaintHtml', () => {
  it("draws the classic home: the brand's bar, the screen heading and the banner, hidden from assistive technology", () => {
    const html = paint();
    expect(html).toMatch(/^<div id="first-paint" aria-hidden="true" lang="en-GB">/);
    expect(html).toContain('<span class="fp-name">Example Parking</span>');
    expect(html).toContain('<div class="fp-heading">Example Carpark</div>');
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg', '/tenant-assets/acme/banner.jpg']);
    expect(html).toContain('aspect-ratio:16/7');
    // A solid bar in the preset's primary with the text colour the app picks, the logo on a light plate.
    expect(html).toContain('background:#263a5a;color:#ffffff');
    expect(html).toContain('class="fp-plate"');
    expect(html).not.toMatch(/<script/i);
  });

  it('treats the bare layout prefix as its landing screen (the home)', () => {
    expect(images(paint({ rest: '' }))).toContain('/tenant-assets/acme/banner.jpg');
    expect(images(paint({ rest: 'HOME/' }))).toContain('/tenant-assets/acme/banner.jpg');
  });

  it('keeps tenant text as text: a brand name, lot name, image path or font cannot open markup or end an attribute', () => {
    const tenant = brand((t) => {
      t.branding.name = '<script>alert(1)</script>"><b>';
      t.branding.bannerImage = 'x" onerror="alert(1).jpg';
      t.theme.fonts = { heading: "Evil;}</style><script>alert(1)</script>" };
      const site = t.sites[0];
      if (site) site.lotName = "Lot 'A' & <B>";
    });
    const html = paint({ tenant });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('onerror="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;b&gt;');
    expect(html).toContain('Lot &#39;A&#39; &amp; &lt;B&gt;');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves the banner out when it is hidden, missing, or not the first section', () => {
    expect(images(paint({ tenant: brand((t) => (t.branding.hideBanner = true)) }))).toEqual(['/tenant-assets/acme/logo.svg']);
    expect(images(paint({ tenant: brand((t) => delete t.branding.bannerImage) }))).toEqual(['/tenant-assets/acme/logo.svg']);
    expect(images(paint({ tenant: brand((t) => (t.sections = { home: [{ type: 'notices' }, { type: 'banner' }] })) }))).toEqual(['/tenant-assets/acme/logo.svg']);
  });

  it('draws no screen heading where a welcome section greets instead (the home shows none then)', () => {
    const html = paint({ tenant: brand((t) => (t.sections = { home: [{ type: 'banner' }, { type: 'welcome' }] })) });
    expect(html).not.toContain('fp-heading">');
    expect(images(html)).toContain('/tenant-assets/acme/banner.jpg');
  });

  it("draws no banner on the new UI's home (its first section is the welcome) and a light bar with the primary underline", () => {
    const html = paint({ preset: MODERN });
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg']);
    expect(html).toContain('border-bottom:3px solid #');
    expect(html).not.toContain('class="fp-plate"');
  });

  it("draws the login image on the login screen, and nothing but the bar where the brand has none", () => {
    const html = paint({ rest: 'login' });
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg', '/tenant-assets/acme/login.jpg']);
    expect(html).toContain('aspect-ratio:15/8;max-height:200px');
    expect(images(paint({ rest: 'login', tenant: brand((t) => delete t.branding.loginImage) }))).toEqual(['/tenant-assets/acme/logo.svg']);
  });

  it('draws only the bar on other screens, and uses a site logo over the brand logo', () => {
    const tenant = brand((t) => {
      const site = t.sites[0];
      if (site) site.logo = 'sites/main.svg';
    });
    expect(images(paint({ rest: 'mytickets', tenant }))).toEqual(['/tenant-assets/acme/sites/main.svg']);
  });

  it("uses the tenant's colours over the preset's and its default language", () => {
    const tenant = brand((t) => {
      t.theme.palette = { primary: '#a4161a', onPrimary: '#fffaf0' };
      t.locale = { languages: ['zh-hans', 'en-gb'], defaultLanguage: 'zh-hans' };
    });
    const html = paint({ tenant });
    expect(html).toContain('background:#a4161a;color:#fffaf0');
    expect(html).toContain('lang="zh-Hans"');
  });

  it('draws the compact bar in the app layout and nothing in the embed (its host frames it)', () => {
    expect(paint({ layout: 'app' })).toContain('class="fp-bar fp-dense"');
    const tenant = brand();
    const site = tenant.sites[0];
    if (!site) throw new Error('the test tenant has a site');
    expect(firstPaintHtml({ layout: 'embed', rest: 'page/1', tenant, site, preset: CLASSIC, logoRatio: 1 })).toBeNull();
  });
});

describe('the brand name beside the logo', () => {
  it('is hidden on a phone beside a wordmark, as the app hides it, and kept beside a square or unknown logo', () => {
    expect(paint({ logoRatio: 4.3 })).toContain('<span class="fp-name fp-wordmark">');
    expect(paint({ logoRatio: 4.3 })).toMatch(/@media \(max-width:[\d.]+px\)\{\.fp-wordmark\{display:none\}\}/);
    expect(paint({ logoRatio: 1 })).toContain('<span class="fp-name">');
    expect(paint({ logoRatio: null })).toContain('<span class="fp-name">');
  });
});

describe('withFirstPaint', () => {
  const index = '<body>\n    <div id="root"></div>\n  </body>';

  it('puts the first paint beside #root, never inside it', () => {
    const html = withFirstPaint(index, '<div id="first-paint" aria-hidden="true"></div>');
    expect(html).toContain('<div id="first-paint" aria-hidden="true"></div>\n    <div id="root"></div>');
  });

  it('leaves the page as it is without one', () => {
    expect(withFirstPaint(index, null)).toBe(index);
  });
});
