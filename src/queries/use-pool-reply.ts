import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { requestLanguage } from '../lib/server-language';
import { loadTicketPool } from '../api/endpoints/parking';
import { useTenant } from '../tenant/use-tenant';
import type { TicketLoadTicketPoolResult } from '../generated/api/ticket-load-ticket-pool.response';
import { siteKeys } from './query-keys';
import { RefusedRead } from './refused-read';

type PoolResult = TicketLoadTicketPoolResult & { list: NonNullable<TicketLoadTicketPoolResult['list']> };

export type PoolReplyState =
  | { status: 'loading'; result: null }
  | { status: 'ready'; result: PoolResult }
  /** The call failed or was refused (a failure is already reported by the client). */
  | { status: 'error'; result: null };

/**
 * loadTicketPool for this shop's site as the server answered it (no session needed), and `reload`
 * to ask again. Kept free of the booking rules on purpose: the home page's offers use it.
 */
export function usePoolReply(): PoolReplyState & { reload(): void } {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const siteId = bundle.site.siteId;
  // Offer names and descriptions come in the customer's language (docs/rules.md#tenant-text).
  const lang = requestLanguage(useTranslation().i18n.language);
  const query = useQuery({
    queryKey: siteKeys.ticketPool(bundle.tenant.id, siteId, lang),
    queryFn: async ({ signal }): Promise<PoolResult> => {
      const reply = await loadTicketPool(cloud, { siteId, lang }, signal);
      const { result } = reply;
      if (reply.success && result.rtn > 0 && result.list) return { ...result, list: result.list };
      throw new RefusedRead(result);
    },
  });
  const { data, refetch } = query;
  const failed = query.status === 'error' && !query.isFetching;
  const state = useMemo((): PoolReplyState => {
    if (data !== undefined && !failed) return { status: 'ready', result: data };
    return failed ? { status: 'error', result: null } : { status: 'loading', result: null };
  }, [data, failed]);
  const reload = useCallback(() => void refetch(), [refetch]);
  // Rendered as a transition, in slices a slow phone can interleave with input (docs/architecture.md#entry-split).
  return { ...useDeferredValue(state), reload };
}
