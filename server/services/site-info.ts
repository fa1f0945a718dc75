/** Site information of the cloud API: lot/info/list and lotInfo/list. */
import type { LotInfoBlock } from '../../src/generated/api/lot-info-block.response';
import type { LotInfo } from '../../src/generated/api/lot-info-list.response';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { MessageCode } from '../../src/protocol';
import { textIn } from './shared/server-language';

export type Lookup<T> = { found: true; value: T } | { found: false; code: MessageCode };

function findSite(tenant: Tenant, siteId: string): Site | undefined {
  return tenant.sites.find((s) => s.siteId === siteId);
}

/** The pipe-separated infoBody as a list; blanks dropped. */
export function splitInfoBody(infoBody: string | undefined): string[] {
  return (infoBody ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The site's information, its notices in the language asked for (`lang`: en or cn; none: the tenant's default). */
export function lotInfo(tenant: Tenant, siteId: string, lang?: string): Lookup<LotInfo> {
  const site = findSite(tenant, siteId);
  if (!site) return { found: false, code: 'SITE_NOT_FOUND' };
  return {
    found: true,
    value: {
      siteId: site.siteId,
      lotName: site.lotName,
      spotName: site.spotName,
      address: site.address ?? tenant.contact.address ?? '',
      infoHead: textIn(tenant, site.infoHead, lang),
      infoBody: splitInfoBody(textIn(tenant, site.infoBody, lang)),
      infoBottom: textIn(tenant, site.infoBottom, lang),
      location: site.location ? { lat: site.location.lat, lng: site.location.lng } : null,
    },
  };
}

/** One info block of the site, its title and body in the language asked for (`lang`: en or cn; none: the tenant's default). */
export function infoBlock(tenant: Tenant, siteId: string, infoCode: string, lang?: string): Lookup<LotInfoBlock> {
  const site = findSite(tenant, siteId);
  if (!site) return { found: false, code: 'SITE_NOT_FOUND' };
  const block = site.infoBlocks?.find((b) => b.infoCode === infoCode);
  if (!block) return { found: false, code: 'INFO_NOT_FOUND' };
  return {
    found: true,
    value: {
      infoCode: block.infoCode,
      title: textIn(tenant, block.title, lang),
      body: textIn(tenant, block.body, lang),
    },
  };
}
