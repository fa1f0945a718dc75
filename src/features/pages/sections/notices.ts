import type { Site } from '../../../generated/tenant';
import type { LotInfo } from '../../../generated/api/lot-info-list.response';

/** The notices block: a head line, a list, and a bottom line (docs/rules.md#notices: infoHead, infoBody, infoBottom). */
export interface Notices {
  head: string;
  items: string[];
  bottom: string;
}

/** infoBody is a pipe-separated list: split, trimmed, blanks dropped. */
export function splitInfoBody(infoBody: string | undefined): string[] {
  return (infoBody ?? '')
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function noticesFromLotInfo(info: Pick<LotInfo, 'infoHead' | 'infoBody' | 'infoBottom'>): Notices {
  return { head: info.infoHead.trim(), items: info.infoBody.map((i) => i.trim()).filter((i) => i !== ''), bottom: info.infoBottom.trim() };
}

/** The fallback when the cloud call fails: the site's own settings. */
export function noticesFromSite(site: Pick<Site, 'infoHead' | 'infoBody' | 'infoBottom'>): Notices {
  return { head: (site.infoHead ?? '').trim(), items: splitInfoBody(site.infoBody), bottom: (site.infoBottom ?? '').trim() };
}

export function hasNotices(notices: Notices): boolean {
  return notices.head !== '' || notices.items.length > 0 || notices.bottom !== '';
}
