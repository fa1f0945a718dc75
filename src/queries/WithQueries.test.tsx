// @vitest-environment jsdom
import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_HOST_AFTER_LOAD_MS } from '../offline/after-settle';
import { queryLayerStore } from './query-layer-loader';
import QueryLayer from './QueryLayer';
import { WithQueries } from './WithQueries';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  queryLayerStore.set(null);
});

function Reading() {
  // Throws without a query client above it.
  useQueryClient();
  return <p>live</p>;
}

describe('WithQueries', () => {
  it('shows the fallback until the page has settled, then the part under the query layer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <WithQueries fallback={<p>from the config</p>}>
        <Reading />
      </WithQueries>,
    );
    expect(screen.getByText('from the config')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(OFFLINE_HOST_AFTER_LOAD_MS - 1);
    });
    expect(queryLayerStore.get()).toBeNull();
    expect(screen.queryByText('live')).toBeNull();
    // Settled: the layer's chunk is asked for, and the part shows once it has run.
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await screen.findByText('live')).toBeTruthy();
  });

  it('opens at once when a screen has already loaded the layer', async () => {
    queryLayerStore.set(() => QueryLayer);
    render(
      <WithQueries fallback={<p>from the config</p>}>
        <Reading />
      </WithQueries>,
    );
    expect(await screen.findByText('live')).toBeTruthy();
  });
});
