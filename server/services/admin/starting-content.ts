/**
 * The tenant file's starting content (docs/admin.md#starting-content): what customers see of each
 * content type before an admin overrides it. Pages come from the tenant file's `pages` (id, name,
 * HTML), every other type from its `siteContent` (checked by tenants:check against the content
 * types' own schemas and save rules). Each starting item has a stable key and the id of the admin
 * item that overrides it, derived from tenant, type and key, so editing a starting item twice at
 * once cannot make two overrides (the second insert meets the first's primary key).
 */
import { createHash } from 'node:crypto';
import type { Tenant } from '../../../src/generated/tenant';
import type { ContentDocument, ContentType, StartingContentItem } from '../../../src/protocol/admin-content';
import { sanitiseContentHtml } from './html-sanitise';

export const STARTING_KEY_PREFIX = 'tenant-file:';

/** A name-based (version 5 style, SHA-1) uuid: the same tenant, type and key always give the same id. */
export function overrideIdOf(tenantId: string, type: ContentType, key: string): string {
  const hash = createHash('sha1')
    .update(`kerbside-starting-content\u0000${tenantId}\u0000${type}\u0000${key}`)
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function documentsOf(tenant: Tenant, type: ContentType): { id: string; document: ContentDocument }[] {
  if (type === 'page') {
    // Sanitised like an admin's page: the customer read promises sanitised HTML whatever its source.
    return (tenant.pages ?? []).map((page) => ({
      id: page.id,
      document: { pageId: page.id, title: page.name, html: sanitiseContentHtml(page.content) },
    }));
  }
  return tenant.siteContent?.[type] ?? [];
}

export function startingContent<T extends ContentType>(tenant: Tenant, type: T): StartingContentItem<T>[] {
  return documentsOf(tenant, type).map(({ id, document }) => {
    const key = `${STARTING_KEY_PREFIX}${id}`;
    return { type, key, overrideId: overrideIdOf(tenant.id, type, key), document } as StartingContentItem<T>;
  });
}
