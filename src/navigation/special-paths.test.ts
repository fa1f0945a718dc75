import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPathFor, parseLayoutPath, redirectTarget, safeInternalPath } from './special-paths';

describe('parseLayoutPath', () => {
  it('reads layout, shop and the rest, case-insensitively', () => {
    expect(parseLayoutPath('/SHOP/Harbour-Central/mytickets')).toEqual({
      layout: 'shop',
      shop: 'Harbour-Central',
      rest: 'mytickets',
    });
    expect(parseLayoutPath('/embed/x')).toEqual({ layout: 'embed', shop: 'x', rest: '' });
    expect(parseLayoutPath('/home')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it("goes to the current layout's login", () => {
    expect(loginPathFor('/shop/harbour-central/mytickets')).toBe('/shop/harbour-central/login');
    expect(loginPathFor('/app/lotus-plaza/home')).toBe('/app/lotus-plaza/login');
    expect(loginPathFor('/company/x/site')).toBe('/company/x/login');
  });

  it('uses the shop login from embed, and home elsewhere', () => {
    expect(loginPathFor('/embed/x/page/terms')).toBe('/shop/x/login');
    expect(loginPathFor('/aboutus')).toBe('/home');
  });
});

describe('redirect targets', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(redirectTarget('shop/x/home', '?a=1', '#top')).toBe('/shop/x/home?a=1#top');
    expect(redirectTarget('/app/y/site', '', '')).toBe('/app/y/site');
  });

  it('never leaves the site', () => {
    expect(safeInternalPath('//evil.example/x')).toBeNull();
    expect(safeInternalPath('/\\evil.example')).toBeNull();
    // An outside address (any scheme) is not a path of this app: home, as the docs say (docs/rules.md#global-routes).
    expect(redirectTarget('https://evil.example', '', '')).toBe('/home');
    expect(redirectTarget('http:/evil.example/x', '', '')).toBe('/home');
    expect(redirectTarget('javascript:alert(1)', '', '')).toBe('/home');
    expect(safeInternalPath('mailto:someone@example.com')).toBeNull();
    expect(redirectTarget('shop/x/page/a:b', '', '')).toBe('/shop/x/page/a:b');
    expect(redirectTarget(undefined, '', '')).toBe('/home');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const target = safeInternalPath(raw);
        if (target !== null) expect(new URL(target, 'https://app.example').origin).toBe('https://app.example');
      }),
    );
  });
});
