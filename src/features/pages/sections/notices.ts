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
  return {
    head: info.infoHead.trim(),
    items: info.infoBody.map((i) => i.trim()).filter((i) => i !== ''),
    bottom: info.infoBottom.trim(),
  };
}

/** The site's notices as plain text (the spot config's, or the tenant file's resolved in the customer's language). */
type NoticeTexts = { [K in 'infoHead' | 'infoBody' | 'infoBottom']?: string };

/** The fallback when the cloud call fails: the site's own settings. */
export function noticesFromSite(site: NoticeTexts): Notices {
  return {
    head: (site.infoHead ?? '').trim(),
    items: splitInfoBody(site.infoBody),
    bottom: (site.infoBottom ?? '').trim(),
  };
}

export function hasNotices(notices: Notices): boolean {
  return notices.head !== '' || notices.items.length > 0 || notices.bottom !== '';
}
