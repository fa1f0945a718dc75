/**
 * The tenant file's starting content (docs/admin.md#starting-content): what customers see of a type
 * before any admin publishes an override. Only pages have a counterpart in the tenant file (its
 * `pages`: id, name, HTML content); every other type starts empty. An admin page with the same
 * pageId replaces the tenant file's page once published.
 */
import type { Tenant } from '../../../src/generated/tenant';
import type { ContentType, StartingContentItem } from '../../../src/protocol/admin-content';
import { sanitiseContentHtml } from './html-sanitise';

export const STARTING_KEY_PREFIX = 'tenant-file:';

export function startingContent<T extends ContentType>(tenant: Tenant, type: T): StartingContentItem<T>[] {
  if (type !== 'page') return [];
  return (tenant.pages ?? []).map(
    (page) =>
      ({
        type,
        key: `${STARTING_KEY_PREFIX}${page.id}`,
        // Sanitised like an admin's page: the customer read promises sanitised HTML whatever its source.
        document: { pageId: page.id, title: page.name, html: sanitiseContentHtml(page.content) },
      }) as StartingContentItem<T>,
  );
}
