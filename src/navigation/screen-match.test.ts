import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES, layoutHref, layoutRoutes } from '../lib/route-table';
import { matchScreenRoute, screenAtPath } from './screen-match';

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

describe('matchScreenRoute', () => {
  it('picks the route the router itself would rank first (the shell hands the router that route alone)', () => {
    const value = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
      // Every word of every route: a parameter spelling another route's segment is the hard case.
      fc.constantFrom(
        ...new Set(
          LAYOUT_NAMES.flatMap((l) => layoutRoutes(l, { reservation: true }).flatMap((r) => r.path.split('/'))),
        ),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUT_NAMES),
        fc.boolean(),
        fc.nat(),
        value,
        fc.boolean(),
        (layout, reservation, pick, text, upper) => {
          const routes = layoutRoutes(layout, { reservation });
          const route = routes[pick % routes.length];
          if (!route) return;
          const filled = route.path.replace(/:[A-Za-z]+/g, text);
          const path = upper ? filled.toUpperCase() : filled;
          const ranked = matchRoutes([...routes.map((r) => ({ path: r.path })), { path: '*' }], `/${path}`)?.[0]?.route
            .path;
          const found = matchScreenRoute(layout, path, { reservation })?.path ?? '*';
          expect(found, path).toBe(ranked);
          // Asked again, from what it kept: the same answer.
          expect(matchScreenRoute(layout, path, { reservation })?.path ?? '*').toBe(found);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps each layout's and feature's answer apart", () => {
    expect(matchScreenRoute('shop', 'reservation', { reservation: true })?.screen).toBe('reservation');
    expect(matchScreenRoute('shop', 'reservation', {})).toBeNull();
    expect(matchScreenRoute('embed', 'mytickets')).toBeNull();
    expect(matchScreenRoute('shop', 'mytickets')?.screen).toBe('myTickets');
  });
});
