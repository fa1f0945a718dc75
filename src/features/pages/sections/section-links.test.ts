import { describe, expect, it } from 'vitest';
import { resolveSectionLink, resolveSectionLinks } from './section-links';

describe('section links', () => {
  it('turns layout routes into URLs and keeps https links', () => {
    expect(resolveSectionLink({ label: 'x', to: 'mytickets' }, 'shop', 'hc')?.href).toBe('/shop/hc/mytickets');
    expect(resolveSectionLink({ label: 'x', to: '/page/terms' }, 'shop', 'hc')?.href).toBe('/shop/hc/page/terms');
    expect(resolveSectionLink({ label: 'x', to: 'https://example.com/a' }, 'app', 'hc')).toMatchObject({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it('drops links to screens the layout does not have', () => {
    expect(resolveSectionLink({ label: 'x', to: 'mywallet' }, 'app', 'hc')).toBeNull();
    expect(resolveSectionLink({ label: 'x', to: 'nowhere' }, 'shop', 'hc')).toBeNull();
    expect(resolveSectionLink({ label: 'x', to: 'reservation' }, 'shop', 'hc')).toBeNull();
    expect(resolveSectionLink({ label: 'x', to: 'reservation' }, 'shop', 'hc', { reservation: true })).not.toBeNull();
  });

  it('uses the default quick links when the section has none', () => {
    expect(resolveSectionLinks(undefined, 'shop', 'hc').map((l) => l.href)).toEqual([
      '/shop/hc/mytickets',
      '/shop/hc/mywallet',
      '/shop/hc/mycards',
      '/shop/hc/contactus',
    ]);
    expect(resolveSectionLinks([], 'app', 'hc').map((l) => l.href)).toEqual([
      '/app/hc/mytickets',
      '/app/hc/mycards',
      '/app/hc/contactus',
    ]);
  });
});
