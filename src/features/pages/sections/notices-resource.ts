import { fetchLotInfo } from '../../../api/endpoints/lot-info';
import type { TenantBundle } from '../../../tenant/tenant-loader';
import { requestLanguage } from '../../../lib/server-language';
import { tenantText } from '../../../lib/local-text';
import { noticesFromLotInfo, noticesFromSite, type Notices } from './notices';

const cache = new Map<string, Promise<Notices>>();

/**
 * The site's notices from {cloudBase}/lot/info/list, falling back to the site's own settings (the
 * spot config, else the tenant file) when the call fails. One promise per site and language, for
 * React's use().
 */
export function noticesResource(bundle: TenantBundle, language: string): Promise<Notices> {
  const key = `${bundle.tenant.id}|${bundle.site.siteId}|${language}`;
  let pending = cache.get(key);
  if (!pending) {
    const fallback = () =>
      bundle.spotConfig.then((spot) => {
        const fallbackLanguage = bundle.tenant.locale.defaultLanguage;
        const site = bundle.site;
        const own = {
          infoHead: tenantText(site.infoHead, language, fallbackLanguage),
          infoBody: tenantText(site.infoBody, language, fallbackLanguage),
          infoBottom: tenantText(site.infoBottom, language, fallbackLanguage),
        };
        return noticesFromSite(spot ?? own);
      });
    pending = fetchLotInfo(bundle.api.quietCloud, bundle.site.siteId, requestLanguage(language)).then(
      (info) => (info ? noticesFromLotInfo(info) : fallback()),
      fallback,
    );
    cache.set(key, pending);
  }
  return pending;
}
