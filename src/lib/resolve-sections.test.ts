import { describe, expect, it } from 'vitest';
import classic from '../../themes/classic.json';
import modern from '../../themes/modern.json';
import type { ThemePreset } from '../generated/theme';
import { isBannerShown } from './banner-visibility';
import { resolveSections, type SectionSources } from './resolve-sections';

const branding = { name: 'B', logo: 'logo.svg', bannerImage: 'banner.jpg' };
const types = (page: 'home' | 'site' | 'info', sources: SectionSources) =>
  resolveSections(page, sources).map((s) => s.type);

describe('resolveSections', () => {
  it('uses the classic preset order for a classic site', () => {
    const sources = { site: {}, tenant: { branding }, preset: classic as ThemePreset };
    expect(types('home', sources)).toEqual(['banner', 'notices', 'offers', 'links', 'footer']);
    expect(types('site', sources)).toEqual(['offers', 'notices', 'contact', 'footer']);
    expect(types('info', sources)).toEqual(['notices', 'contact', 'footer']);
  });

  it('uses the new UI preset order for a 3.x site', () => {
    const sources = { site: {}, tenant: { branding }, preset: modern as ThemePreset };
    expect(types('home', sources)).toEqual(['welcome', 'banner', 'offers', 'notices', 'links', 'footer']);
    expect(types('site', sources)).toEqual(['welcome', 'offers', 'notices', 'contact', 'footer']);
  });

  it('prefers the site list, then the tenant list, then the preset', () => {
    const preset = classic as ThemePreset;
    const tenantSections = { home: [{ type: 'welcome' as const }, { type: 'contact' as const }] };
    expect(types('home', { site: {}, tenant: { branding, sections: tenantSections }, preset })).toEqual([
      'welcome',
      'contact',
    ]);
    expect(
      types('home', {
        site: { sections: { home: [{ type: 'page', pageId: 'terms' }] } },
        tenant: { branding, sections: tenantSections },
        preset,
      }),
    ).toEqual(['page']);
    // A site list for another page does not hide the tenant's list for this one.
    expect(
      types('home', { site: { sections: { site: [] } }, tenant: { branding, sections: tenantSections }, preset }),
    ).toEqual(['welcome', 'contact']);
  });

  it('leaves out a hidden banner or one without an image', () => {
    const preset = classic as ThemePreset;
    expect(types('home', { site: {}, tenant: { branding: { ...branding, hideBanner: true } }, preset })).not.toContain(
      'banner',
    );
    expect(types('home', { site: {}, tenant: { branding: { ...branding, showBanner: false } }, preset })).not.toContain(
      'banner',
    );
    expect(types('home', { site: {}, tenant: { branding: { name: 'B', logo: 'l.svg' } }, preset })).not.toContain(
      'banner',
    );
  });
});

describe('isBannerShown', () => {
  it('lets hideBanner win over showBanner', () => {
    expect(isBannerShown({ bannerImage: 'b.jpg', showBanner: true, hideBanner: true })).toBe(false);
    expect(isBannerShown({ bannerImage: 'b.jpg', showBanner: false, hideBanner: false })).toBe(true);
    expect(isBannerShown({ bannerImage: 'b.jpg' })).toBe(true);
  });
});
