import { describe, expect, it, vi } from 'vitest';
import classic from '../../themes/classic.json';
import type { ClientServices } from '../api/endpoints/tenant-api';
import { createTenantLoader, createTenantResource } from './tenant-loader';
import type { TenantConfigResponse } from '../generated/api/tenant-config.response';

const config = {
  shop: 'harbour-central',
  tenant: {
    id: 'harbourpark',
    branding: { name: 'Harbour Park', logo: 'logo.svg' },
    theme: { preset: 'classic' },
    locale: { languages: ['en-gb'], defaultLanguage: 'en-gb' },
    contact: { phone: '0800', email: 'help@example.com' },
    payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'sandbox' }] },
    booking: {},
    api: { packaging: 'base64', payloadKey: 'k'.repeat(32) },
    sites: [
      {
        siteId: 's1',
        shopCode: 'harbour-central',
        lotName: 'Central',
        spotName: 'Level 1',
        uiVersion: '2.0',
        layouts: ['shop'],
      },
    ],
  },
  site: {
    siteId: 's1',
    shopCode: 'harbour-central',
    lotName: 'Central',
    spotName: 'Level 1',
    uiVersion: '2.0',
    layouts: ['shop'],
  },
  preset: classic,
} as unknown as TenantConfigResponse;

const services: ClientServices = {
  getToken: () => null,
  onSessionExpired: () => {},
  navigateToLogin: () => {},
  notify: () => {},
};

function fakeServer(spotStatus = 200) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/tenant-config/harbour-central' || url === '/tenant-config/HARBOUR-CENTRAL')
      return Response.json(config);
    if (url.startsWith('/tenant-config/')) return Response.json({ error: 'shop-not-found' }, { status: 404 });
    if (url === '/s/harbour-central/api/spot/config' && init?.method === 'POST') {
      if (spotStatus !== 200) return new Response('', { status: spotStatus });
      return Response.json({ success: true, result: { rtn: 1, lotName: 'Central', infoBody: 'a|b' } });
    }
    return new Response('', { status: 404 });
  });
}

describe('createTenantLoader', () => {
  it('loads the tenant config, then the spot config in the tenant packaging mode', async () => {
    const fetchImpl = fakeServer();
    const load = createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl });
    const result = await load('harbour-central');
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.bundle.tenant.id).toBe('harbourpark');
    await expect(result.bundle.spotConfig).resolves.toMatchObject({ lotName: 'Central' });
    const spotCall = fetchImpl.mock.calls.find(([url]) => String(url).endsWith('/api/spot/config'));
    const body = JSON.parse(String(spotCall?.[1]?.body)) as { data: string; key: string };
    expect(body.key).toBe('');
    expect(JSON.parse(atob(body.data))).toEqual({ lang: 'en' });
  });

  it('caches per shop, whatever the letter case', async () => {
    const fetchImpl = fakeServer();
    const load = createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl });
    await load('harbour-central');
    await load('HARBOUR-CENTRAL');
    expect(fetchImpl.mock.calls.filter(([url]) => String(url).startsWith('/tenant-config/'))).toHaveLength(1);
  });

  it('reports an unknown shop without caching it', async () => {
    const fetchImpl = fakeServer();
    const load = createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl });
    await expect(load('nowhere')).resolves.toEqual({ kind: 'not-found', shop: 'nowhere' });
    await load('nowhere');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('still loads when the spot config fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl: fakeServer(500) });
    const result = await load('harbour-central');
    if (result.kind !== 'ready') throw new Error('expected the tenant to load');
    await expect(result.bundle.spotConfig).resolves.toBeNull();
  });

  it('does not cache a failed load', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const load = createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl });
    await expect(load('harbour-central')).rejects.toThrow();
    await expect(load('harbour-central')).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('createTenantResource', () => {
  const configCalls = (fetchImpl: ReturnType<typeof fakeServer>) =>
    fetchImpl.mock.calls.filter(([url]) => String(url).startsWith('/tenant-config/')).length;

  it('gives the same promise on every render of an attempt, whatever the letter case', () => {
    const fetchImpl = fakeServer();
    const resource = createTenantResource(createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl }));
    const first = resource('harbour-central', 'a');
    expect(resource('HARBOUR-CENTRAL', 'a')).toBe(first);
  });

  it('reuses a loaded tenant for later navigations', async () => {
    const fetchImpl = fakeServer();
    const resource = createTenantResource(createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl }));
    const first = resource('harbour-central', 'a');
    await first;
    expect(resource('harbour-central', 'b')).toBe(first);
    expect(configCalls(fetchImpl)).toBe(1);
  });

  it('keeps an unknown shop for its attempt only, then asks again', async () => {
    const fetchImpl = fakeServer();
    const resource = createTenantResource(createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl }));
    const first = resource('nowhere', 'a');
    await expect(first).resolves.toEqual({ kind: 'not-found', shop: 'nowhere' });
    expect(resource('nowhere', 'a')).toBe(first);
    expect(configCalls(fetchImpl)).toBe(1);
    const next = resource('nowhere', 'b');
    expect(next).not.toBe(first);
    await next;
    expect(configCalls(fetchImpl)).toBe(2);
  });

  it('keeps a failure for its attempt only (no retry loop while it shows), then asks again', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const resource = createTenantResource(createTenantLoader({ services, languageOf: () => 'en-gb', fetchImpl }));
    const first = resource('harbour-central', 'a');
    await expect(first).rejects.toThrow();
    expect(resource('harbour-central', 'a')).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await expect(resource('harbour-central', 'b')).rejects.toThrow();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
