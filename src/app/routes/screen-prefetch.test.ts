// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ myTickets: vi.fn(), myCards: vi.fn(), home: vi.fn() }));
vi.mock('./screen-modules', () => ({ SCREEN_MODULES: loads }));

describe('prefetchScreenAt', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const load of Object.values(loads)) load.mockReset().mockResolvedValue({ default: () => null });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it("starts the screen's load once, whatever the number of intents", async () => {
    const { prefetchScreenAt } = await import('./screen-prefetch');
    prefetchScreenAt('/shop/harbour-central/mytickets');
    prefetchScreenAt('/shop/harbour-central/mytickets?booking=B-1');
    prefetchScreenAt('http://localhost:3000/app/lotus-plaza/mytickets');
    expect(loads.myTickets).toHaveBeenCalledTimes(1);
    prefetchScreenAt('/shop/harbour-central');
    expect(loads.home).toHaveBeenCalledTimes(1);
  });

  it('leaves paths that show no layout screen alone', async () => {
    const { prefetchScreenAt } = await import('./screen-prefetch');
    for (const href of ['/home', '/flows/harbourpark', '/shop/harbour-central/nothing']) prefetchScreenAt(href);
    for (const load of Object.values(loads)) expect(load).not.toHaveBeenCalled();
  });

  it('tries again after a failed load', async () => {
    const { prefetchScreenAt } = await import('./screen-prefetch');
    loads.myCards.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    prefetchScreenAt('/shop/harbour-central/mycards');
    await vi.waitFor(() => expect(loads.myCards).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    prefetchScreenAt('/shop/harbour-central/mycards');
    expect(loads.myCards).toHaveBeenCalledTimes(2);
  });

  it('loads nothing ahead when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { prefetchScreenAt } = await import('./screen-prefetch');
    prefetchScreenAt('/shop/harbour-central/mytickets');
    expect(loads.myTickets).not.toHaveBeenCalled();
  });
});
