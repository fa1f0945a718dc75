/**
 * The customers' read of the admin content (docs/admin.md#customer-content): `GET {cloudBase}/content`,
 * plain JSON, no token. Apart from the admins' API (./admin-content.ts) because every page reads
 * it: the first download carries this call and not the editors' client.
 */
import type { ContentType } from '../../protocol/admin-content';
import type { ContentDocument } from './admin-content';

/** The customers' read: published, in-window content merged over the tenant file's starting content. */
export interface SiteContentItem {
  type: ContentType;
  id: string;
  source: 'admin' | 'tenant-file';
  document: ContentDocument;
}
export interface SiteContent {
  tenant: string;
  at: string;
  items: Partial<Record<ContentType, SiteContentItem[]>>;
}

export async function fetchSiteContent(
  cloudBase: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SiteContent> {
  const response = await fetchImpl(`${cloudBase.replace(/\/+$/, '')}/content`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`content: HTTP ${response.status}`);
  return (await response.json()) as SiteContent;
}
