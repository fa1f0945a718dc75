import type { ApiClient } from '../client';
import { isAccepted } from '../../protocol/response';

/** The shop's legacy site settings and the tenant's system config (schemas/api/spot-config.response.json). */
export interface SpotConfig {
  phone: string;
  email: string;
  urlLotPic: string;
  address: string;
  lotName: string;
  siteId: string;
  pinpad: 0 | 1;
  ordLot: string;
  spotName: string;
  uiVersion: string;
  smsLogin: 0 | 1;
  addWallet: 0 | 1;
  infoHead: string;
  infoBody: string;
  infoBottom: string;
  payUiType: 'DIALOG' | 'REDIRECT';
  system: {
    logo: string;
    banner: string;
    phone: string;
    address: string;
    email: string;
    businessNumber: string;
    hideBanner: boolean;
    defaultLang: 'en' | 'cn';
    bookingBeforeDay: number;
    bookingBeforeTime: number;
    datetimeFormat: string;
    dateFormat: string;
    moneySymbol: string;
  };
}

/** POST {shopBase}/api/spot/config; null when the server refuses (rtn <= 0). */
export async function fetchSpotConfig(shopClient: ApiClient, lang: string): Promise<SpotConfig | null> {
  const envelope = await shopClient.post<SpotConfig>('/api/spot/config', { lang }, { suppressLoading: true });
  return isAccepted(envelope) ? envelope.result : null;
}
