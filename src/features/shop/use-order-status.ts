import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { shopOrderStatus } from '../../api/endpoints/shop';
import type { ShopOrder } from '../../generated/api/shop-order';
import { messageOf, type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { useTenant } from '../../tenant/use-tenant';

/** How often the status page asks again while the order is under way (docs/shop.md#status). */
export const ORDER_STATUS_POLL_MS = 4000;

const finished = (o: ShopOrder | null) => o?.status === 'completed' || o?.status === 'cancelled';

/**
 * The order named by order/{orderId}, read at once and then every few seconds until it is
 * completed or cancelled: the customer sees staff's changes without reloading.
 */
export function useOrderStatus() {
  const { orderId = '' } = useParams();
  const shop = useTenant().bundle.api.shop;
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Bumped to read the order again at once (after it was paid on this page).
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const reply = await shopOrderStatus(shop, orderId, true);
        if (stopped) return;
        if (reply.success && reply.result.rtn > 0 && reply.result.order) {
          setOrder(reply.result.order);
          setMessage(null);
          if (finished(reply.result.order)) return;
        } else {
          setMessage(refusalMessage(reply.result, 'SHOP_ORDER_NOT_FOUND'));
        }
      } catch {
        if (!stopped) setMessage(messageOf('CONNECTION_FAILED'));
      } finally {
        if (!stopped) setLoaded(true);
      }
      if (!stopped) timer = setTimeout(() => void read(), ORDER_STATUS_POLL_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [shop, orderId, round]);
  return { order, message, loaded, reload: () => setRound((n) => n + 1) };
}
