import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { toServerLanguage } from '../lib/server-language';
import { loadTicketPool } from '../api/endpoints/parking';
import { useTenant } from '../tenant/use-tenant';
import type { TicketLoadTicketPoolResult } from '../generated/api/ticket-load-ticket-pool.response';

export type PoolReplyState =
  | { status: 'loading'; result: null }
  | { status: 'ready'; result: TicketLoadTicketPoolResult & { list: NonNullable<TicketLoadTicketPoolResult['list']> } }
  /** The call failed or was refused (a failure is already reported by the client). */
  | { status: 'error'; result: null };

/**
 * loadTicketPool for this shop's site as the server answered it (no session needed); `attempt`
 * reloads when it changes. Kept free of the booking rules on purpose: the home page's offers use it.
 */
export function usePoolReply(attempt = 0): PoolReplyState {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const siteId = bundle.site.siteId;
  // Offer names and descriptions come in the customer's language (docs/rules.md#tenant-text).
  const lang = toServerLanguage(useTranslation().i18n.language);
  const key = `${siteId}#${lang}#${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; state: PoolReplyState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadTicketPool(cloud, { siteId, lang }, controller.signal).then(
      (reply) => {
        const { result } = reply;
        const list = result.list;
        // A transition: React renders the offers in slices a slow phone can interleave with input (docs/architecture.md#entry-split).
        startTransition(() => {
          setLoaded({ key, state: reply.success && result.rtn > 0 && list ? { status: 'ready', result: { ...result, list } } : { status: 'error', result: null } });
        });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, state: { status: 'error', result: null } });
      },
    );
    return () => controller.abort();
  }, [cloud, siteId, lang, key]);

  return loaded?.key === key ? loaded.state : { status: 'loading', result: null };
}
