import { fromPromise } from 'xstate';
import type {
  ConfirmPaymentReply,
  PaymentStatus,
  SendOrderReply,
  StartPaymentReply,
} from '../../flows/parking/parking-replies';
import {
  paymentMachine,
  type ConfirmPaymentInput,
  type SendOrderInput,
  type StartPaymentInput,
} from '../../flows/payment/payment.machine';
import { storedValueVerificationMachine } from '../../flows/payment/stored-value-verification.machine';
import { newIdempotencyKey } from '../lib/new-idempotency-key';
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
  // Still waiting: an attempt open at the gateway, or none since the last was declined (docs/shop.md#declined).
  if (order.status === 'pending_payment') return order.paymentStatus === 'failed' ? 'failed' : 'pending';
  return order.paymentStatus === 'abandoned' ? 'abandoned' : 'failed';
}

export async function startShopOrderPayment(
  shop: ApiClient,
  layout: string,
  input: StartPaymentInput,
): Promise<StartPaymentReply> {
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
  return {
    success: reply.success,
    result: {
      ...result,
      ...(order
        ? { status: paymentStatusOfOrder(order), ...(order.cardNumber ? { cardNumber: order.cardNumber } : {}) }
        : {}),
    },
  };
}

/** The order-send step: the paid order read back from the server, accepted once it is taken. */
export async function readBackShopOrder(shop: ApiClient, orderId: string): Promise<SendOrderReply> {
  const reply = await shopOrderStatus(shop, orderId, true);
  const { order } = reply.result;
  if (reply.success && reply.result.rtn > 0 && order && TAKEN.has(order.status))
    return { success: true, result: { rtn: 1 } };
  return { success: reply.success, result: refusalOf({ ...reply.result, rtn: 0 }) };
}

/**
 * The shared payment machine with the shop's calls (docs/shop.md#paying): start = shop/orderPay,
 * confirm = the order's state as a payment status, send = the order read back once taken. The
 * ordering flow runs it as its child; the status page runs it on its own to pay an order again
 * after a declined attempt (docs/shop.md#declined), with `onApproved`.
 */
export function shopOrderPaymentMachine(shop: ApiClient, layout: string, onApproved?: () => void) {
  return paymentMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise(newIdempotencyKey),
      startPayment: fromPromise<StartPaymentReply, StartPaymentInput>(({ input }) =>
        startShopOrderPayment(shop, layout, input),
      ),
      confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(({ input }) =>
        confirmShopOrderPayment(shop, input.txn),
      ),
      sendOrder: fromPromise<SendOrderReply, SendOrderInput>(({ input }) => readBackShopOrder(shop, input.txn)),
      storedValueVerification: storedValueVerificationMachine.provide({
        actors: {
          newIdempotencyKey: fromPromise(newIdempotencyKey),
          payWithPin: fromPromise<StartPaymentReply, StartPaymentInput>(({ input }) =>
            startShopOrderPayment(shop, layout, input),
          ),
        },
      }),
    },
    actions: {
      redirectToGateway: (_, params) => window.location.assign(params.gatewayUrl),
      ...(onApproved ? { reportApproved: () => onApproved() } : {}),
    },
  });
}
