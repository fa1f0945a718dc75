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
  const html = firstPaintHtml({
    layout: 'shop',
    rest: 'home',
    tenant,
    site,
    preset: CLASSIC,
    logoRatio: 1,
    ...overrides,
  });
  if (html === null) throw new Error('expected a first paint');
  return html;
}

const images = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);

describe('firstPaintHtml', () => {
  it("draws the classic home: the brand's bar, the screen heading and the banner, hidden from assistive technology", () => {
    const html = paint();
    expect(html).toMatch(
      /^<div id="first-paint" aria-hidden="true" lang="en-GB" data-site-zone="[^"]+" data-zone-offsets="[0-9: -]+" data-tenant="[a-z0-9-]+" data-languages="[a-z -]+" data-default-language="[a-z-]+">/,
    );
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
      t.theme.fonts = { heading: 'Evil;}</style><script>alert(1)</script>' };
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
    expect(images(paint({ tenant: brand((t) => (t.branding.hideBanner = true)) }))).toEqual([
      '/tenant-assets/acme/logo.svg',
    ]);
    expect(images(paint({ tenant: brand((t) => delete t.branding.bannerImage) }))).toEqual([
      '/tenant-assets/acme/logo.svg',
    ]);
    expect(
      images(paint({ tenant: brand((t) => (t.sections = { home: [{ type: 'notices' }, { type: 'banner' }] })) })),
    ).toEqual(['/tenant-assets/acme/logo.svg']);
  });

  it('draws no screen heading where a welcome section greets instead (the home shows none then)', () => {
    const html = paint({ tenant: brand((t) => (t.sections = { home: [{ type: 'banner' }, { type: 'welcome' }] })) });
    expect(html).not.toContain('fp-heading">');
    expect(images(html)).toContain('/tenant-assets/acme/banner.jpg');
  });

  it("draws the new UI's home (welcome, then banner) under a light bar with the primary underline", () => {
    const html = paint({ preset: MODERN });
    expect(html).toContain('<div class="fp-sections"><section class="fp-welcome">');
    expect(html).toMatch(/<\/section><img class="fp-banner" src="\/tenant-assets\/acme\/banner.jpg" alt=""><\/div>/);
    expect(html).not.toContain('fp-heading">');
    expect(html).toContain('border-bottom:3px solid #');
    // Under the toolbar's height, as the app's AppBar draws it (56 + 3 px on a phone).
    expect(html).toContain('#first-paint .fp-bar{box-sizing:content-box}');
    // The menu icon scaled as MUI scales its icons (24 px at 14 px type; the modern preset's is 15).
    expect(html).toContain('.fp-menu svg{width:25.714px;height:25.714px}');
    expect(html).not.toContain('class="fp-plate"');
  });

  it('draws the login image on the login screen, and nothing but the bar where the brand has none', () => {
    const html = paint({ rest: 'login' });
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg', '/tenant-assets/acme/login.jpg']);
    expect(html).toContain('aspect-ratio:15/8;max-height:200px');
    expect(images(paint({ rest: 'login', tenant: brand((t) => delete t.branding.loginImage) }))).toEqual([
      '/tenant-assets/acme/logo.svg',
    ]);
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
    // The app starts its translator from these (src/i18n/language-preference.ts firstPaintLanguage).
    expect(html).toContain(`data-tenant="${tenant.id}" data-languages="zh-hans en-gb" data-default-language="zh-hans"`);
  });

  it("draws without the faces the tenant's stylesheet declares: one arriving while it shows would move its text", () => {
    const tenant = brand((t) => {
      t.theme.fonts = { body: "'Poppins', 'Segoe UI', Arial, sans-serif", heading: "'Poppins'" };
    });
    const html = paint({ tenant, webFontFamilies: ['poppins'] });
    expect(html).not.toMatch(/font-family:[^;}]*Poppins/);
    expect(html).toContain("font-family:'Segoe UI', Arial, sans-serif");
    // A heading list of nothing but the brand's face falls back to the generic family.
    expect(html).toContain('font-family:sans-serif');
    expect(paint({ tenant })).toMatch(/font-family:'Poppins'/);
  });

  it('draws the compact bar in the app layout and nothing in the embed (its host frames it)', () => {
    expect(paint({ layout: 'app' })).toContain('class="fp-bar fp-dense"');
    const tenant = brand();
    const site = tenant.sites[0];
    if (!site) throw new Error('the test tenant has a site');
    expect(firstPaintHtml({ layout: 'embed', rest: 'page/1', tenant, site, preset: CLASSIC, logoRatio: 1 })).toBeNull();
  });
});

describe('the welcome section', () => {
  const welcomeFirst = (edit: (tenant: Tenant) => void = () => undefined) =>
    brand((t) => {
      t.sections = { home: [{ type: 'welcome' }, { type: 'offers' }, { type: 'banner' }] };
      t.locale.timeZone = 'Australia/Sydney';
      edit(t);
    });
  /** 2026-01-15 09:30 in Sydney (22:30 UTC the day before): morning at the site, evening in UTC. */
  const SYDNEY_MORNING = Date.UTC(2026, 0, 14, 22, 30) / 1000;
  /** 2026-01-15 19:00 in Sydney. */
  const SYDNEY_EVENING = Date.UTC(2026, 0, 15, 8, 0) / 1000;

  it('draws a welcome-first home as WelcomeSection does logged out: the greeting for the hour at the site, the h1, the spot', () => {
    const html = paint({ tenant: welcomeFirst(), now: SYDNEY_MORNING });
    expect(html).toContain(
      '<div class="fp-sections"><section class="fp-welcome"><span class="fp-overline">Good morning</span><h1 class="fp-title">Welcome to Example Carpark</h1><p class="fp-spot">Level 1</p></section></div>',
    );
    // No screen heading (the welcome replaces it), and nothing after the first section of another type.
    expect(html).not.toContain('fp-heading">');
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg']);
    expect(paint({ tenant: welcomeFirst(), now: SYDNEY_EVENING })).toContain(
      '<span class="fp-overline">Good evening</span>',
    );
  });

  it("carries the site's zone and its offsets for the hour after the page is drawn, so the app's first screen needs no Intl formatter", () => {
    const html = paint({ tenant: welcomeFirst(), now: SYDNEY_MORNING });
    const quarter = Math.floor(SYDNEY_MORNING / 900);
    // Sydney in January: AEDT, UTC+11.
    const pairs = [0, 1, 2, 3].map((i) => `${quarter + i}:39600`).join(' ');
    expect(html).toContain(
      `<div id="first-paint" aria-hidden="true" lang="en-GB" data-site-zone="Australia/Sydney" data-zone-offsets="${pairs}" `,
    );
  });

  it('draws it in the language the app shows first', () => {
    const tenant = welcomeFirst(
      (t) => (t.locale = { ...t.locale, languages: ['en-gb', 'zh-hans'], defaultLanguage: 'zh-hans' }),
    );
    const html = paint({ tenant, now: SYDNEY_MORNING });
    expect(html).toContain('lang="zh-Hans"');
    expect(html).toContain('<span class="fp-overline">早上好</span><h1 class="fp-title">欢迎来到Example Carpark</h1>');
  });

  it('keeps the site names as text', () => {
    const tenant = welcomeFirst((t) => {
      const site = t.sites[0];
      if (site) {
        site.lotName = '<img src=x onerror=alert(1)> $& {{site}}';
        site.spotName = '</section><script>alert(1)</script>';
      }
    });
    const html = paint({ tenant, now: SYDNEY_MORNING });
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain('<h1 class="fp-title">Welcome to &lt;img src=x onerror=alert(1)&gt; $&amp; {{site}}</h1>');
    expect(html).toContain('<p class="fp-spot">&lt;/section&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('draws the banner after the welcome, leaves out a hidden one, and leaves out the spot named like the lot', () => {
    const tenant = welcomeFirst((t) => {
      t.sections = { home: [{ type: 'welcome' }, { type: 'banner' }, { type: 'offers' }] };
      const site = t.sites[0];
      if (site) site.spotName = site.lotName;
    });
    const html = paint({ tenant, now: SYDNEY_MORNING });
    expect(html).toMatch(
      /<h1 class="fp-title">Welcome to Example Carpark<\/h1><\/section><img class="fp-banner" src="\/tenant-assets\/acme\/banner.jpg" alt=""><\/div>/,
    );
    expect(html).not.toContain('fp-spot"');
    tenant.branding.hideBanner = true;
    expect(images(paint({ tenant }))).toEqual(['/tenant-assets/acme/logo.svg']);
    expect(paint({ tenant })).toContain('<h1 class="fp-title">');
  });

  it('draws nothing of a home whose first section is of another type, even with a welcome after it', () => {
    const html = paint({
      tenant: brand((t) => (t.sections = { home: [{ type: 'offers' }, { type: 'welcome' }, { type: 'banner' }] })),
    });
    expect(html).not.toContain('fp-welcome"');
    expect(html).not.toContain('fp-sections"');
    expect(images(html)).toEqual(['/tenant-assets/acme/logo.svg']);
  });

  it("uses MUI's overline and h5 sizes scaled by the preset's base size, and the secondary text colour", () => {
    const html = paint({ preset: MODERN, tenant: brand((t) => (t.theme.palette = { text: '#2b1a14' })) });
    // Modern: baseSize 15, so 12 px -> 12.857, 24 px -> 25.714, 16 px -> 17.143.
    expect(html).toContain(
      '.fp-overline{font-size:12.857px;font-weight:400;line-height:2.66;letter-spacing:1px;text-transform:uppercase;color:rgba(43,26,20,0.74)}',
    );
    expect(html).toContain('.fp-title{margin:0;');
    expect(html).toContain('font-size:25.714px;font-weight:700;line-height:1.25');
    expect(html).toContain('font-size:17.143px;font-weight:400;line-height:1.5');
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
