import { fetchLotInfoBlock } from '../../api/endpoints/lot-info';
import type { LotInfoBlock } from '../../generated/api/lot-info-block.response';
import type { TenantBundle } from '../../tenant/tenant-loader';
import { tenantText } from '../../lib/local-text';
import { requestLanguage } from '../../lib/server-language';

const cache = new Map<string, Promise<LotInfoBlock | null>>();

/**
 * One info block from {cloudBase}/lotInfo/list, falling back to the site's own infoBlocks when the
 * call fails; null when the block exists nowhere. One promise per block and language (React use()).
 */
export function infoBlockResource(
  bundle: TenantBundle,
  infoCode: string,
  language: string,
): Promise<LotInfoBlock | null> {
  const key = `${bundle.tenant.id}|${bundle.site.siteId}|${infoCode}|${language}`;
  let pending = cache.get(key);
  if (!pending) {
    const own = bundle.site.infoBlocks?.find((block) => block.infoCode === infoCode);
    // The site's own block, in the customer's language like the server's answer (docs/rules.md#tenant-text).
    const defaultLanguage = bundle.tenant.locale.defaultLanguage;
    const fallback: LotInfoBlock | null = own
      ? {
          infoCode: own.infoCode,
          title: tenantText(own.title, language, defaultLanguage),
          body: tenantText(own.body, language, defaultLanguage),
        }
      : null;
    pending = fetchLotInfoBlock(bundle.api.cloud, bundle.site.siteId, infoCode, requestLanguage(language)).then(
      (block) => block ?? fallback,
      () => fallback,
    );
    cache.set(key, pending);
  }
  return pending;
}

/** Paragraphs of an info block body: blank lines separate them. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
