import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { shopOrderStatus } from '../../api/endpoints/shop';
import type { ShopOrder } from '../../generated/api/shop-order';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { customerKeys } from '../../queries/query-keys';
import { RefusedRead, refusalOf } from '../../queries/refused-read';
import { useTenant } from '../../tenant/use-tenant';

/** How often the status page asks again while the order is under way (docs/shop.md#status). */
export const ORDER_STATUS_POLL_MS = 4000;

const finished = (o: ShopOrder | undefined) => o?.status === 'completed' || o?.status === 'cancelled';

/**
 * The order named by order/{orderId}, read at once and then every few seconds until it is
 * completed or cancelled: the customer sees staff's changes without reloading. A failed read keeps
 * the order last read, with why beside it, and the next read comes all the same; `reload` asks at
 * once (after it was paid on this page).
 */
export function useOrderStatus() {
  const { orderId = '' } = useParams();
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const query = useQuery({
    queryKey: customerKeys.shopOrder(bundle.tenant.id, bundle.site.shopCode, orderId),
    queryFn: async (): Promise<ShopOrder> => {
      const reply = await shopOrderStatus(shop, orderId, true);
      if (reply.success && reply.result.rtn > 0 && reply.result.order) return reply.result.order;
      throw new RefusedRead(reply.result);
    },
    refetchInterval: (current) => (finished(current.state.data) ? false : ORDER_STATUS_POLL_MS),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const refusal = query.status === 'error' ? refusalOf(query.error) : null;
  const message: Message | null =
    query.status !== 'error'
      ? null
      : refusal
        ? refusalMessage(refusal, 'SHOP_ORDER_NOT_FOUND')
        : messageOf('CONNECTION_FAILED');
  return { order: query.data ?? null, message, loaded: query.status !== 'pending', reload };
}
