import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ThemePreset } from '../../../src/generated/theme';
import { minimalTenant } from '../../tenants/testing/tenant-test-kit';
import { iconImageProblems } from '../../tenants/icon-rules';
import {
  brandColours,
  buildWebManifest,
  installedUrls,
  isInstallableLayout,
  SHORT_NAME_MAX,
  shortNameOf,
} from './web-manifest';

const preset = { palette: { primary: '#263a5a', background: '#f4f6f9' } } as ThemePreset;

describe('buildWebManifest', () => {
  it("takes the tenant's overrides over the preset's colours, and the preset's where there is none", () => {
    const tenant = minimalTenant('acme');
    expect(brandColours(tenant, preset)).toEqual({ theme: '#263a5a', background: '#f4f6f9' });
    tenant.theme.palette = { primary: '#0b2545' };
    expect(brandColours(tenant, preset)).toEqual({ theme: '#0b2545', background: '#f4f6f9' });
  });

  it('scopes each layout to its shop and opens it on its landing screen', () => {
    expect(installedUrls('shop', 'acme-main')).toEqual({ scope: '/shop/acme-main/', startUrl: '/shop/acme-main/home' });
    expect(installedUrls('app', 'acme-main')).toEqual({ scope: '/app/acme-main/', startUrl: '/app/acme-main/home' });
    expect(installedUrls('company', 'acme-main')).toEqual({
      scope: '/company/acme-main/',
      startUrl: '/company/acme-main/site',
    });
    expect(isInstallableLayout('embed')).toBe(false);
  });

  it('lists generated icons, plain and maskable, with the source version; a remote logo as it is', () => {
    const tenant = minimalTenant('acme');
    const generated = buildWebManifest({
      tenant,
      preset,
      layout: 'shop',
      shopCode: 'acme-main',
      icons: { kind: 'generated', version: 'v1' },
    });
    expect(generated.icons).toEqual([
      { src: '/pwa/icons/acme/any-192.png?v=v1', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icons/acme/any-512.png?v=v1', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icons/acme/maskable-192.png?v=v1', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/icons/acme/maskable-512.png?v=v1', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const remote = buildWebManifest({
      tenant,
      preset,
      layout: 'shop',
      shopCode: 'acme-main',
      icons: { kind: 'remote', url: 'https://cdn.example.com/logo.svg' },
    });
    expect(remote.icons).toEqual([
      { src: 'https://cdn.example.com/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it("writes the language as a BCP 47 tag: the tenant's default, or a language it offers", () => {
    const tenant = minimalTenant('acme');
    tenant.locale = { languages: ['en-gb', 'zh-hans'], defaultLanguage: 'zh-hans' };
    const input = {
      tenant,
      preset,
      layout: 'shop',
      shopCode: 'acme-main',
      icons: { kind: 'generated', version: 'v' },
    } as const;
    expect(buildWebManifest(input).lang).toBe('zh-Hans');
    expect(buildWebManifest({ ...input, language: 'en-gb' }).lang).toBe('en-GB');
    expect(buildWebManifest({ ...input, language: 'fr' }).lang).toBe('zh-Hans');
    expect(buildWebManifest(input).dir).toBe('ltr');
  });
});

describe('shortNameOf', () => {
  it('uses branding.shortName, else the name when it fits, else its first word', () => {
    const tenant = minimalTenant('acme');
    tenant.branding.name = 'Harbour Park';
    expect(shortNameOf(tenant)).toBe('Harbour Park');
    tenant.branding.name = 'Lotus Parking 莲花停车';
    expect(shortNameOf(tenant)).toBe('Lotus');
    tenant.branding.shortName = '莲花停车';
    expect(shortNameOf(tenant)).toBe('莲花停车');
  });

  it('is never empty and never longer than fits under an icon', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() !== ''),
        (name) => {
          const tenant = minimalTenant('acme');
          tenant.branding.name = name;
          const short = shortNameOf(tenant);
          expect(short.length).toBeGreaterThan(0);
          expect([...short].length).toBeLessThanOrEqual(SHORT_NAME_MAX);
        },
      ),
    );
  });
});

describe('iconImageProblems', () => {
  it('accepts a square SVG of any size and a square raster of at least 512 px', () => {
    expect(iconImageProblems({ format: 'svg', width: 64, height: 64 })).toEqual([]);
    expect(iconImageProblems({ format: 'png', width: 512, height: 540 })).toEqual([]);
  });

  it('refuses a wide image, a small raster and what is not an image', () => {
    expect(iconImageProblems({ format: 'svg', width: 276, height: 64 })[0]).toContain('must be square');
    expect(iconImageProblems({ format: 'png', width: 192, height: 192 })[0]).toContain('needs at least 512x512');
    expect(iconImageProblems({})[0]).toContain('cannot be read as an image');
  });
});
