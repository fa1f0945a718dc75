import type { ApiClient } from '../client';
import { isAccepted } from '../../protocol/response';
import type { LotInfoBlockRequest } from '../../generated/api/lot-info-block.request';
import type { LotInfoBlock, LotInfoBlockResult } from '../../generated/api/lot-info-block.response';
import type { LotInfoListRequest } from '../../generated/api/lot-info-list.request';
import type { LotInfo, LotInfoListResult } from '../../generated/api/lot-info-list.response';

/** POST {cloudBase}/lot/info/list with { siteId }: the site's notices; null when refused or empty. */
export async function fetchLotInfo(cloudClient: ApiClient, siteId: string, lang: string): Promise<LotInfo | null> {
  const request: LotInfoListRequest = { siteId, lang };
  const envelope = await cloudClient.post<LotInfoListResult>('/lot/info/list', request, { suppressLoading: true });
  if (!isAccepted(envelope)) return null;
  return envelope.result.list?.[0] ?? null;
}

/** POST {cloudBase}/lotInfo/list with { siteId, infoCode }: one info block; null when there is none. */
export async function fetchLotInfoBlock(
  cloudClient: ApiClient,
  siteId: string,
  infoCode: string,
  lang: string,
): Promise<LotInfoBlock | null> {
  const request: LotInfoBlockRequest = { siteId, infoCode, lang };
  const envelope = await cloudClient.post<LotInfoBlockResult>('/lotInfo/list', request);
  if (!isAccepted(envelope)) return null;
  return envelope.result.info ?? null;
}
