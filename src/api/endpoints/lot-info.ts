import type { ApiClient } from '../client';
import { isAccepted } from '../../protocol/response';

/** One site's info (schemas/api/lot-info-list.response.json). */
export interface LotInfo {
  siteId: string;
  lotName: string;
  spotName: string;
  address: string;
  infoHead: string;
  /** Already split on '|', trimmed, blanks dropped. */
  infoBody: string[];
  infoBottom: string;
}

/** One info block (schemas/api/lot-info-block.response.json). */
export interface LotInfoBlock {
  infoCode: string;
  title: string;
  body: string;
}

/** POST {cloudBase}/lot/info/list with { siteId }: the site's notices; null when refused or empty. */
export async function fetchLotInfo(cloudClient: ApiClient, siteId: string, lang: string): Promise<LotInfo | null> {
  const envelope = await cloudClient.post<{ list?: LotInfo[] }>('/lot/info/list', { siteId, lang }, { suppressLoading: true });
  if (!isAccepted(envelope)) return null;
  return envelope.result.list?.[0] ?? null;
}

/** POST {cloudBase}/lotInfo/list with { siteId, infoCode }: one info block; null when there is none. */
export async function fetchLotInfoBlock(cloudClient: ApiClient, siteId: string, infoCode: string, lang: string): Promise<LotInfoBlock | null> {
  const envelope = await cloudClient.post<{ info?: LotInfoBlock }>('/lotInfo/list', { siteId, infoCode, lang });
  if (!isAccepted(envelope)) return null;
  return envelope.result.info ?? null;
}
