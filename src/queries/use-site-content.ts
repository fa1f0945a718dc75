import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { cloudBaseOf } from '../api/api-bases';
import { fetchSiteContent, type SiteContent, type SiteContentItem } from '../api/endpoints/site-content';
import type { ContentType } from '../protocol/admin-content';
import { siteConfigurationOf, type SiteConfiguration } from '../lib/site-configuration';
import { useTenant } from '../tenant/use-tenant';
import { siteKeys } from './query-keys';

export type SiteContentState = { kind: 'loading' } | { kind: 'ready'; content: SiteContent } | { kind: 'failed' };

/**
 * What customers see of the admin content (docs/admin.md#customer-content): the published,
 * in-window items merged over the tenant file's, read again each time a screen shows it (admins
 * publish without a restart). The last answer shows at once meanwhile, and stays when a read fails.
 */
export function useSiteContent(): SiteContentState {
  const { bundle } = useTenant();
  const base = cloudBaseOf(bundle.tenant);
  // Kept for the whole visit, as the footer of every page shows it.
  const { data, status } = useQuery({
    queryKey: siteKeys.content(base),
    queryFn: () => fetchSiteContent(base),
    gcTime: Infinity,
  });
  const state = useMemo((): SiteContentState => {
    if (data !== undefined) return { kind: 'ready', content: data };
    return status === 'error' ? { kind: 'failed' } : { kind: 'loading' };
  }, [data, status]);
  // Rendered as a transition, in slices (docs/architecture.md#entry-split).
  return useDeferredValue(state);
}

export function itemsOf(state: SiteContentState, type: ContentType): SiteContentItem[] {
  return state.kind === 'ready' ? (state.content.items[type] ?? []) : [];
}

/**
 * The published configurations customers see (docs/admin.md#configuration-effects), read with the
 * rest of the site content: an admin's publish shows on the next read, without a restart.
 */
export function useSiteConfiguration(): SiteConfiguration {
  const state = useSiteContent();
  return useMemo(() => siteConfigurationOf(itemsOf(state, 'configuration').map((item) => item.document)), [state]);
}
