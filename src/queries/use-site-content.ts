import { startTransition, useEffect, useState } from 'react';
import { cloudBaseOf } from '../api/api-bases';
import { fetchSiteContent, type SiteContent, type SiteContentItem } from '../api/endpoints/site-content';
import type { ContentType } from '../protocol/admin-content';
import { useTenant } from '../tenant/use-tenant';

// The last answer per tenant: a screen shows it at once and asks again (admins publish without a restart).
const lastSeen = new Map<string, SiteContent>();

export type SiteContentState = { kind: 'loading' } | { kind: 'ready'; content: SiteContent } | { kind: 'failed' };

/**
 * What customers see of the admin content (docs/admin.md#customer-content): the published,
 * in-window items merged over the tenant file's, read again each time a screen shows it.
 */
export function useSiteContent(): SiteContentState {
  const { bundle } = useTenant();
  const base = cloudBaseOf(bundle.tenant);
  const [state, setState] = useState<SiteContentState>(() => {
    const seen = lastSeen.get(base);
    return seen ? { kind: 'ready', content: seen } : { kind: 'loading' };
  });
  useEffect(() => {
    let live = true;
    fetchSiteContent(base).then(
      (content) => {
        lastSeen.set(base, content);
        // A transition, rendered in slices (docs/architecture.md#entry-split).
        if (live) startTransition(() => setState({ kind: 'ready', content }));
      },
      () => live && setState((current) => (current.kind === 'ready' ? current : { kind: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [base]);
  return state;
}

export function itemsOf(state: SiteContentState, type: ContentType): SiteContentItem[] {
  return state.kind === 'ready' ? (state.content.items[type] ?? []) : [];
}
