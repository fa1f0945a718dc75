import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../protocol/admin-content';
import { matchesSearch, matchesStatus, siteHref } from './list-filter';

describe('admin list search and filter', () => {
  const page = {
    pageId: 'opening-hours',
    title: { 'en-gb': 'Opening hours', 'zh-hans': '营业时间' },
    html: '<p>Every day</p>',
  };

  it('finds every word in any field and language, in any case; not in the markup', () => {
    expect(matchesSearch(page, '')).toBe(true);
    expect(matchesSearch(page, 'OPENING day')).toBe(true);
    expect(matchesSearch(page, '营业')).toBe(true);
    expect(matchesSearch(page, 'opening-hours')).toBe(true);
    expect(matchesSearch(page, 'closed')).toBe(false);
    expect(matchesSearch({ html: '<strong>Hi</strong>' }, 'strong')).toBe(false);
    expect(matchesSearch({ links: [{ label: 'Terms', to: '/t' }] }, 'terms')).toBe(true);
  });

  it('filters by state', () => {
    expect(matchesStatus('live', 'all')).toBe(true);
    expect(matchesStatus('live', 'live')).toBe(true);
    expect(matchesStatus('draft', 'scheduled')).toBe(false);
  });

  it('says where each type shows on the site', () => {
    expect(siteHref('harbour-central', 'page', page)).toBe('/company/harbour-central/page/opening-hours');
    expect(siteHref('harbour-central', 'solution', { kind: 'pos', name: 'POS' })).toBe(
      '/company/harbour-central/solutions/pos',
    );
    expect(siteHref('harbour-central', 'carousel', {})).toBe('/company/harbour-central/site');
    expect(siteHref('harbour-central', 'configuration', { name: 'tagline' })).toBe('/company/harbour-central/site');
    expect(siteHref('harbour-central', 'configuration', { name: 'nobodyReadsThis' })).toBeNull();
    for (const type of CONTENT_TYPES) expect(siteHref('s', type, { pageId: 'a', name: 'tagline' })).toMatch(/^\//);
  });
});
