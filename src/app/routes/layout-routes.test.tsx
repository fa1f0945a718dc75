// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation, useParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { navigateTo } from '../../navigation/navigate';
import { AppRoutes } from './AppRoutes';
import { fakeServer } from '../../testing/fake-tenant-server';
import { LAYOUT_NAMES, LAYOUT_ROUTES, SCREEN_TITLE_KEYS, type ScreenId } from '../../lib/route-table';
import { useScreenTitleKey } from '../../navigation/screen-title';

// Each screen replaced by a stand-in naming itself, its title and its params: these tests check the
// routing (which screen each URL shows), not the screens.
vi.mock('./screen-modules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./screen-modules')>();
  const standIn = (id: string): ComponentType =>
    function StandIn() {
      const params = useParams();
      return (
        <p>
          {`screen:${id} title:${useScreenTitleKey() ?? '-'} params:${JSON.stringify({ ...params, '*': undefined })}`}
        </p>
      );
    };
  const ids = Object.keys(actual.SCREEN_MODULES);
  return {
    ...actual,
    LAZY_SCREENS: Object.fromEntries(ids.map((id) => [id, standIn(id)])),
    SCREEN_MODULES: Object.fromEntries(ids.map((id) => [id, async () => ({ default: standIn(id) })])),
  };
});

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>,
    );
  });
}

async function visit(path: string) {
  await act(async () => navigateTo(path));
}

/** A URL of a route pattern: each :param filled with 'p-{param}'. */
function concrete(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    params[name] = `p-${name}`;
    return `p-${name}`;
  });
  return { path, params };
}

/** What the stand-in of a screen shows with these params. */
function shown(screenId: ScreenId, params: Record<string, string>): string {
  return `screen:${screenId} title:${SCREEN_TITLE_KEYS[screenId]} params:${JSON.stringify(params)}`;
}

describe('layout routes', () => {
  beforeAll(async () => {
    window.scrollTo = () => {};
    await initI18n('en-gb');
    vi.stubGlobal('fetch', fakeServer());
  });
  afterAll(() => vi.unstubAllGlobals());

  for (const layout of LAYOUT_NAMES) {
    it(`shows the right screen for every ${layout} route`, async () => {
      await renderAt(`/${layout}/all-layouts/${concrete(LAYOUT_ROUTES[layout][0]?.path ?? '').path}`);
      for (const route of LAYOUT_ROUTES[layout]) {
        const { path, params } = concrete(route.path);
        await visit(`/${layout}/all-layouts/${path}`);
        await waitFor(() => expect(currentPath).toBe(`/${layout}/all-layouts/${path}`));
        expect(await screen.findByText(shown(route.screen, { shop: 'all-layouts', ...params }))).toBeTruthy();
      }
      cleanup();
    });
  }

  it("shows 'reservation' in shop, app and company only when the tenant enables it", async () => {
    for (const layout of ['shop', 'app', 'company'] as const) {
      await renderAt(`/${layout}/with-reservation/reservation`);
      expect(await screen.findByText(/^screen:reservation title:title\.prePayBooking/)).toBeTruthy();
      cleanup();
      await renderAt(`/${layout}/all-layouts/reservation`);
      // Not found in the shop's own frame (docs/rules.md#links-stay-in-brand).
      expect(await screen.findByText('Page not found')).toBeTruthy();
      expect(currentPath).toBe(`/${layout}/all-layouts/reservation`);
      cleanup();
    }
    await renderAt('/embed/with-reservation/reservation');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    cleanup();
  });
});
