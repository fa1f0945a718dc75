// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ChunkLoadTimeoutError } from './chunk-timeout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('RouteErrorBoundary', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the route error screen, with a reload, when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/shop/x/home">
        <Throws error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("says a chunk failed to load when a screen's code did not arrive within 120 s", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/shop/x/home">
        <Throws error={new ChunkLoadTimeoutError(120_000)} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Failed to load the page, please reload')).toBeTruthy();
  });

  it('clears the error on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Throws error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/a">
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('fine')).toBeNull();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
