import { fetchSpotConfig, type SpotConfig } from '../api/endpoints/spot-config';
import { fetchTenantConfig } from '../api/endpoints/tenant-config';
import { createTenantApi, type ClientServices, type TenantApi } from '../api/endpoints/tenant-api';
import { toServerLanguage, type UiLanguage } from '../lib/server-language';
import type { PublicTenant, TenantConfig } from './tenant-config';

/** Everything a shop's pages need: its config, its API clients and the shop's system config. */
export interface TenantBundle extends TenantConfig {
  api: TenantApi;
  /**
   * POST {shopBase}/api/spot/config, started with the bootstrap but not awaited by it: the first
   * paint needs only the tenant config. Resolves null when the call fails (pages then use the
   * tenant config alone).
   */
  spotConfig: Promise<SpotConfig | null>;
}

export type TenantLoad = { kind: 'ready'; bundle: TenantBundle } | { kind: 'not-found'; shop: string };

export interface TenantLoaderDeps {
  services: ClientServices;
  /** Language to ask the server for (spot config texts). */
  languageOf: (tenant: PublicTenant) => UiLanguage;
  fetchImpl?: typeof fetch;
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
    const services = deps.fetchImpl ? { ...deps.services, fetchImpl: deps.fetchImpl } : deps.services;
    const api = await createTenantApi(config.tenant, config.shop, services);
    const spotConfig = fetchSpotConfig(api.shop, toServerLanguage(deps.languageOf(config.tenant))).catch((error: unknown) => {
      console.warn(`[tenant] spot config of ${config.shop} unavailable; using the tenant config`, error);
      return null;
    });
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
