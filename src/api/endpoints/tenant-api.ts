import { createAsyncEnvelopeCodec, type AsyncEnvelopeCodec } from '../../protocol/packaging';
import { browserCipher } from '../../protocol/cipher-browser';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../client';
import { cloudBaseOf, shopBaseOf } from '../api-bases';
import type { PublicTenant } from '../../generated/public-tenant';

/** The UI hooks every client of the app shares (notifications, loading bar, session, navigation). */
export type ClientServices = Pick<
  ApiClientOptions,
  'getToken' | 'onSessionExpired' | 'navigateToLogin' | 'notify' | 'loading' | 'fetchImpl'
>;

/** The clients of one shop: its tenant's cloud base and its own shop base. */
export interface TenantApi {
  codec: AsyncEnvelopeCodec;
  cloud: ApiClient;
  shop: ApiClient;
  /**
   * Cloud calls made in the background (auto-login): failures are not shown and a 401 does not
   * send the user to login; the caller decides what a failure means.
   */
  quietCloud: ApiClient;
  /** The shop base's background calls (passes kept on the phone at sign-in): quiet as quietCloud. */
  quietShop: ApiClient;
}

const QUIET: Pick<ClientServices, 'onSessionExpired' | 'navigateToLogin' | 'notify'> = {
  onSessionExpired: () => {},
  navigateToLogin: () => {},
  notify: () => {},
};

/** The codec for the tenant's packaging mode ('aes' runs in the browser's Web Crypto). */
export function createTenantCodec(tenant: Pick<PublicTenant, 'api'>): AsyncEnvelopeCodec {
  const { packaging, payloadKey } = tenant.api;
  return createAsyncEnvelopeCodec({ mode: packaging, payloadKey, cipher: browserCipher });
}

export function createTenantApi(tenant: PublicTenant, shop: string, services: ClientServices): TenantApi {
  const codec = createTenantCodec(tenant);
  const cloudBaseUrl = cloudBaseOf(tenant);
  return {
    codec,
    cloud: createApiClient({ ...services, baseUrl: cloudBaseUrl, codec }),
    shop: createApiClient({ ...services, baseUrl: shopBaseOf(tenant, shop), codec }),
    quietCloud: createApiClient({
      ...QUIET,
      getToken: services.getToken,
      fetchImpl: services.fetchImpl,
      baseUrl: cloudBaseUrl,
      codec,
    }),
    quietShop: createApiClient({
      ...QUIET,
      getToken: services.getToken,
      fetchImpl: services.fetchImpl,
      baseUrl: shopBaseOf(tenant, shop),
      codec,
    }),
  };
}
