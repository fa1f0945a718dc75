import type { ApiClient } from '../client';
import { isAccepted } from '../../protocol/response';
import type { SpotConfigRequest } from '../../generated/api/spot-config.request';
import type { SpotConfigResult } from '../../generated/api/spot-config.response';

/** POST {shopBase}/api/spot/config: the shop's legacy site settings and the tenant's system config; null when the server refuses (rtn <= 0). */
export async function fetchSpotConfig(shopClient: ApiClient, lang: string): Promise<SpotConfigResult | null> {
  const request: SpotConfigRequest = { lang };
  const envelope = await shopClient.post<SpotConfigResult>('/api/spot/config', request, { suppressLoading: true });
  return isAccepted(envelope) ? envelope.result : null;
}
