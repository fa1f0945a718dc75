import type { ContentType, PublicationState } from '../../protocol/admin-content';
import { KNOWN_CONFIGURATIONS } from '../../lib/site-configuration';
import { layoutHref } from '../../lib/route-table';

/**
 * Search and filter of the admin content lists (docs/admin.md#screens-list), and where a live item
 * shows on the site ('View on site').
 */
export type StatusFilter = 'all' | PublicationState;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'draft', 'scheduled', 'live', 'ended'];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value);
}

/** Every text of a document (each language of a text, list items' texts), for the search. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** Whether the document holds the search words (each of them, in any field and language, any case). */
export function matchesSearch(document: Record<string, unknown>, query: string): boolean {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  // Markup is not what an editor searches for: '<p>' should not find every page.
  const haystack = textsOf(document)
    .join('\n')
    .replace(/<[^>]*>/g, ' ')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function matchesStatus(state: PublicationState, filter: StatusFilter): boolean {
  return filter === 'all' || state === filter;
}

/** The company layout's page of each type (the site's home for what shows there). */
const COMPANY_PAGE: Record<Exclude<ContentType, 'page' | 'solution' | 'contactUs' | 'configuration'>, string> = {
  carousel: 'site',
  footer: 'site',
  project: 'projects',
  partner: 'partners',
  product: 'products',
  client: 'clients',
  whyUs: 'whyus',
};

/**
 * Where customers see an item of this type (docs/admin.md#customer-content), or null when no screen
 * shows it (a configuration no screen reads).
 */
export function siteHref(shop: string, type: ContentType, document: Record<string, unknown>): string | null {
  switch (type) {
    case 'page':
      return typeof document.pageId === 'string'
        ? layoutHref('company', shop, `page/${encodeURIComponent(document.pageId)}`)
        : null;
    case 'solution':
      return layoutHref(
        'company',
        shop,
        typeof document.kind === 'string' ? `solutions/${document.kind}` : 'solutions',
      );
    case 'contactUs':
      return layoutHref('shop', shop, 'contactus');
    case 'configuration':
      return typeof document.name === 'string' && document.name in KNOWN_CONFIGURATIONS
        ? layoutHref('company', shop, 'site')
        : null;
    default:
      return layoutHref('company', shop, COMPANY_PAGE[type]);
  }
}
