import { createEnvelopeCodec, type EnvelopeCodec } from '../../protocol/packaging';
import type { AesCbcCipher } from '../../protocol/aes-cbc-cipher';
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
  codec: EnvelopeCodec;
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

/**
 * The codec for the tenant's packaging mode. The AES cipher is loaded only for 'aes' tenants, so the
 * other tenants' pages do not download it.
 */
export async function createTenantCodec(tenant: Pick<PublicTenant, 'api'>): Promise<EnvelopeCodec> {
  const { packaging, payloadKey } = tenant.api;
  let cipher: AesCbcCipher | undefined;
  if (packaging === 'aes') cipher = (await import('../../protocol/cipher-browser')).browserCipher;
  return createEnvelopeCodec({ mode: packaging, payloadKey, cipher });
}

export async function createTenantApi(
  tenant: PublicTenant,
  shop: string,
  services: ClientServices,
): Promise<TenantApi> {
  const codec = await createTenantCodec(tenant);
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
