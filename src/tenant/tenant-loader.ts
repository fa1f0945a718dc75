import { fetchSpotConfig } from '../api/endpoints/spot-config';
import { fetchTenantConfig } from '../api/endpoints/tenant-config';
import { createTenantApi, type ClientServices, type TenantApi } from '../api/endpoints/tenant-api';
import { toServerLanguage, type UiLanguage } from '../lib/server-language';
import { FIRST_PAINT_CLOCK_ATTRIBUTES, FIRST_PAINT_ELEMENT_ID } from '../lib/first-paint';
import { learnZoneOffsets, prepareWallClock, siteTimeZone } from '../lib/site-time/wall-clock';
import type { PublicTenant } from '../generated/public-tenant';
import type { SpotConfigResult } from '../generated/api/spot-config.response';
import type { TenantConfigResponse } from '../generated/api/tenant-config.response';

/** Everything a shop's pages need: its config, its API clients and the shop's system config. */
export interface TenantBundle extends TenantConfigResponse {
  api: TenantApi;
  /**
   * POST {shopBase}/api/spot/config, started with the bootstrap but not awaited by it: the first
   * paint needs only the tenant config. Resolves null when the call fails (pages then use the
   * tenant config alone).
   */
  spotConfig: Promise<SpotConfigResult | null>;
}

export type TenantLoad = { kind: 'ready'; bundle: TenantBundle } | { kind: 'not-found'; shop: string };

export interface TenantLoaderDeps {
  services: ClientServices;
  /** Language to ask the server for (spot config texts). */
  languageOf: (tenant: PublicTenant) => UiLanguage;
  fetchImpl?: typeof fetch;
}

/** Takes the site's clock from the server's first paint when it is there and drawn for this zone; how many quarter hours it gave. */
function learnFirstPaintClock(zone: string): number {
  if (typeof document === 'undefined') return 0;
  const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (firstPaint?.getAttribute(FIRST_PAINT_CLOCK_ATTRIBUTES.zone) !== zone) return 0;
  return learnZoneOffsets(zone, firstPaint.getAttribute(FIRST_PAINT_CLOCK_ATTRIBUTES.offsets) ?? '');
}

/**
 * Loads a shop's tenant: GET /tenant-config/{shop}, then starts POST {shopBase}/api/spot/config
 * through the API client in the tenant's packaging mode. Cached per shop (case-insensitive) for the
 * visit; an unknown shop or a failure is not cached, so a retry or a newly added tenant works.
 */
export function createTenantLoader(deps: TenantLoaderDeps): (shop: string) => Promise<TenantLoad> {
  const cache = new Map<string, Promise<TenantLoad>>();

  async function load(shop: string): Promise<TenantLoad> {
    const lookup = await fetchTenantConfig(shop, deps.fetchImpl);
    if (lookup.kind === 'not-found') return lookup;
    const { config } = lookup;
    // The home's first render reads the site's clock. The server's first paint carries the zone's
    // offsets for the next hour, and then no formatter is needed for it; without them (no first
    // paint, another zone) the formatter is made now, in a task of its own while the rest loads,
    // instead of inside that render (docs/architecture.md#entry-split).
    const zone = siteTimeZone(config.tenant, config.site);
    if (learnFirstPaintClock(zone) === 0) setTimeout(() => prepareWallClock(zone), 0);
    const services = deps.fetchImpl ? { ...deps.services, fetchImpl: deps.fetchImpl } : deps.services;
    const api = createTenantApi(config.tenant, config.shop, services);
    const spotConfig = fetchSpotConfig(api.shop, toServerLanguage(deps.languageOf(config.tenant))).catch(
      (error: unknown) => {
        console.warn(`[tenant] spot config of ${config.shop} unavailable; using the tenant config`, error);
        return null;
      },
    );
    return { kind: 'ready', bundle: { ...config, api, spotConfig } };
  }

  return (shop) => {
    const key = shop.toLowerCase();
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = load(shop).then((result) => {
      if (result.kind === 'not-found') cache.delete(key);
      return result;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
    return pending;
  };
}

/**
 * The tenant promise a shell reads with React's use(): the same promise object on every render of
 * one attempt, so rendering can suspend on it. A loaded tenant is reused for the whole visit; an
 * unknown shop or a failure is kept only for the attempt that asked (one navigation, named by
 * `attempt`), so the next navigation asks the server again without re-render loops in between.
 */
export function createTenantResource(
  load: (shop: string) => Promise<TenantLoad>,
): (shop: string, attempt: string) => Promise<TenantLoad> {
  const entries = new Map<string, { promise: Promise<TenantLoad>; attempt: string; ready: boolean }>();
  return (shop, attempt) => {
    const key = shop.toLowerCase();
    const entry = entries.get(key);
    if (entry && (entry.ready || entry.attempt === attempt)) return entry.promise;
    const fresh = { promise: load(shop), attempt, ready: false };
    fresh.promise.then(
      (result) => {
        fresh.ready = result.kind === 'ready';
      },
      // The failure is the reader's to show (use() throws it to the error boundary).
      () => {},
    );
    entries.set(key, fresh);
    return fresh.promise;
  };
}
