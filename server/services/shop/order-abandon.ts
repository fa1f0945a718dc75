import type { Queryable } from '../../db/database';
import { moveOrderStatus } from '../../db/repositories/shop-repository';

/**
 * The one way an unpaid order ends without money (docs/shop.md#payment): its lapse, and the
 * customer giving up. Cancelled with payment `abandoned`; the voucher comes back with the
 * cancellation, the cart stays. False when the order was no longer waiting for its payment.
 */
export function abandonUnpaidOrder(tx: Queryable, orderId: string, now: Date): Promise<boolean> {
  return moveOrderStatus(tx, orderId, 'pending_payment', 'cancelled', now, { paymentStatus: 'abandoned' });
}
