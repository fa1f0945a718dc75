import type { ConfirmPaymentReply, PaymentStatus, SendOrderReply, StartPaymentReply } from '../../flows/parking-replies';
import type { StartPaymentInput } from '../../flows/payment.machine';
import { payShopOrder, shopOrderStatus } from '../api/endpoints/shop';
import type { ApiClient } from '../api/client';
import type { ShopOrder } from '../generated/api/shop-order';
import { refusalOf, returnLayoutOf } from './payment-replies';

/**
 * A shop order paid through the shared payment machine (docs/shop.md#paying-flow): the machine's calls
 * mapped onto the shop's. Start is shop/orderPay (with the PIN of a stored-value card, or a saved
 * card); the transaction is the order, so confirming reads shop/orderStatus (which settles a
 * gateway payment) and maps the order's state onto the machine's statuses; sending the order reads
 * it back and accepts it only once it is received or later.
 */

/** An order the shop has taken: paid (or with nothing to pay now) and not cancelled. */
const TAKEN: ReadonlySet<ShopOrder['status']> = new Set(['received', 'preparing', 'ready', 'completed']);

/** What the order's state means for its payment (docs/shop.md#status). */
export function paymentStatusOfOrder(order: ShopOrder): PaymentStatus {
  if (TAKEN.has(order.status)) return 'approved';
  if (order.status === 'pending_payment') return 'pending';
  return order.paymentStatus === 'abandoned' ? 'abandoned' : 'failed';
}

export async function startShopOrderPayment(shop: ApiClient, layout: string, input: StartPaymentInput): Promise<StartPaymentReply> {
  if (input.purpose.kind !== 'shopOrder') throw new Error(`not a shop order: ${input.purpose.kind}`);
  const reply = await payShopOrder(shop, {
    idempotencyKey: input.idempotencyKey,
    orderId: input.purpose.orderId,
    returnLayout: returnLayoutOf(layout),
    ...(input.pin === '' ? {} : { pin: input.pin }),
    ...(input.savedCardId === null ? {} : { savedCardId: input.savedCardId }),
  });
  const { order: _order, ...result } = reply.result;
  return { success: reply.success, result };
}

export async function confirmShopOrderPayment(shop: ApiClient, orderId: string): Promise<ConfirmPaymentReply> {
  const reply = await shopOrderStatus(shop, orderId, true);
  const { order, ...result } = reply.result;
  return { success: reply.success, result: { ...result, ...(order ? { status: paymentStatusOfOrder(order), ...(order.cardNumber ? { cardNumber: order.cardNumber } : {}) } : {}) } };
}

/** The order-send step: the paid order read back from the server, accepted once it is taken. */
export async function readBackShopOrder(shop: ApiClient, orderId: string): Promise<SendOrderReply> {
  const reply = await shopOrderStatus(shop, orderId, true);
  const { order } = reply.result;
  if (reply.success && reply.result.rtn > 0 && order && TAKEN.has(order.status)) return { success: true, result: { rtn: 1 } };
  return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
}
