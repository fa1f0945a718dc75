import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES, layoutHref, layoutRoutes } from '../lib/route-table';
import { screenAtPath } from './screen-match';

describe('screenAtPath', () => {
  it("finds the screen of a layout's paths, the bare prefix's landing screen included", () => {
    expect(screenAtPath('/shop/harbour-central/mytickets')).toBe('myTickets');
    expect(screenAtPath('/shop/harbour-central/page/terms')).toBe('page');
    expect(screenAtPath('/SHOP/harbour-central/MyTickets')).toBe('myTickets');
    expect(screenAtPath('/company/harbour-central')).toBe('site');
    expect(screenAtPath('/shop/harbour-central')).toBe('home');
    expect(screenAtPath('/shop/lotus/reservation')).toBe('reservation');
  });

  it('is null for what no layout screen shows', () => {
    for (const path of [
      '/',
      '/home',
      '/aboutus',
      '/404',
      '/flows/harbourpark',
      '/admin/harbour-central/pages',
      '/embed/x',
      '/shop/x/no-such-screen',
      '/shop//home',
      'mytickets',
    ]) {
      expect(screenAtPath(path), path).toBeNull();
    }
  });

  it("gives every route of every layout its own screen, whatever the shop and the route's parameters", () => {
    const shop = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    const param = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...LAYOUT_NAMES), shop, param, fc.nat(), (layout, shopCode, value, pick) => {
        const routes = layoutRoutes(layout, { reservation: true });
        const route = routes[pick % routes.length];
        if (!route) return;
        const path = route.path.replace(/:[A-Za-z]+/g, value);
        // A parameter's value may spell another route of the layout ('page/:id' with id 'terms' is still 'page').
        const first = routes.find(
          (r) =>
            r.path.split('/').length === path.split('/').length &&
            r.path
              .split('/')
              .every((part, i) => part.startsWith(':') || part.toLowerCase() === path.split('/')[i]?.toLowerCase()),
        );
        expect(screenAtPath(layoutHref(layout, shopCode, path))).toBe(first?.screen);
      }),
    );
  });
});
