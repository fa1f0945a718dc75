/**
 * shop/orderPay (docs/shop.md#paying): pays one of the customer's own orders waiting for its
 * payment, with the order's method. Stored value is debited and a saved card charged at once, and
 * the order becomes `received` in the same transaction; a card without a saved card gets the
 * gateway's page (DIALOG or REDIRECT, as the site says), settled later by shop/orderStatus. The
 * money moves only in this call's transaction, under its idempotency key: a retry with the same key
 * answers the first attempt and never pays twice.
 */
import type { ShopOrderPayRequest } from '../../../src/generated/api/shop-order-pay.request';
import type { ShopOrderPayResponse } from '../../../src/generated/api/shop-order-pay.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  deleteCart,
  findOwnOrder,
  lockShopOrder,
  moveOrderStatus,
  orderLines,
} from '../../db/repositories/shop-repository';
import { orderPaymentExtras, setOrderGateway, setOrderPayment } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { isStoredValue, visiblePaymentMethod } from '../shared/payment-methods';
import { settleOrder } from './order-settle';
import { movementOf, orderView } from './order-view';
import { contextOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { providerContext, type CreatedGatewayPayment } from '../payments';

const payUiTypeOf = (shop: ShopMatch) => shop.site.payUiType ?? shop.tenant.payment.payUiType ?? 'DIALOG';

/** Pays the customer's own order waiting for its payment (docs/shop.md#paying). */
export async function payOrder(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopOrderPayRequest,
): Promise<ShopOrderPayResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  const { key } = ctx;
  // Another customer's order answers like a missing one.
  const found = await findOwnOrder(deps.db, key, identity.accountId, body.orderId);
  if (!found) return refused('SHOP_ORDER_NOT_FOUND');
  // A payment started by an earlier attempt is settled first: approved, declined or lapsed.
  const current = await settleOrder(deps, found, key);
  const method = visiblePaymentMethod(shop.tenant, current.paymentCode);
  const storedValue = method !== undefined && isStoredValue(method);
  // The PIN is not part of what makes two requests the same; it is checked before the
  // transaction, whose refusal would roll the try count back (docs/wallet.md#pin).
  const { idempotencyKey, pin, ...payload } = body;
  if (storedValue && pin !== undefined) {
    const wrongPin = await deps.payments.verifyPin(identity, pin);
    if (wrongPin) return wrongPin;
  }
  const answer = async (
    tx: Queryable,
    extra: Omit<ShopOrderPayResponse['result'], 'rtn' | 'order'>,
  ): Promise<ShopOrderPayResponse> => {
    const record = (await findOwnOrder(tx, key, identity.accountId, body.orderId)) ?? current;
    return ok({
      ...extra,
      order: orderView(
        record,
        await orderLines(tx, record.id),
        extra.gatewayUrl,
        await orderPaymentExtras(tx, record.id),
      ),
    });
  };
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'shop/orderPay',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<ShopOrderPayResponse, Refusal>(deps, call, async (tx, refuse) => {
    const now = deps.now();
    const order = await lockShopOrder(tx, key, body.orderId);
    if (!order || order.accountId !== identity.accountId) return refuse(refused('SHOP_ORDER_NOT_FOUND'));
    if (order.status === 'cancelled' || (order.status === 'pending_payment' && now >= order.payExpiresAt))
      return refuse(refused('SHOP_ORDER_NOT_PAYABLE'));
    if (order.status !== 'pending_payment') return refuse(refused('SHOP_ORDER_PAID'));
    // A gateway payment of an earlier attempt is still open: paying again could take the money twice.
    if (order.gatewayPaymentId !== '') return refuse(refused('SHOP_ORDER_PAYING'));
    if (!method || method.paymentType === 'cash') return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
    const paidAtOnce = async (
      paidWith: 'storedValue' | 'savedCard',
      gateway: string,
      gatewayPaymentId: string,
      cardNumber: string,
      walletCardId?: string,
    ) => {
      await setOrderGateway(tx, order.id, gateway, gatewayPaymentId, now);
      await setOrderPayment(tx, order.id, { paidWith, cardNumber, ...(walletCardId ? { walletCardId } : {}) });
      await moveOrderStatus(tx, order.id, 'pending_payment', 'received', now, {
        paymentStatus: 'approved',
        cardNumber,
      });
      await deleteCart(tx, key, order.accountId);
      deps.metrics?.paymentSettled('shop_order', gateway, 'approved');
      return answer(tx, { txn: order.id, amount: order.total, status: 'approved' });
    };

    if (storedValue) {
      if (body.savedCardId !== undefined) return refuse(refused('SAVED_CARD_NOT_FOUND'));
      if (pin === undefined) return refuse(refused('PIN_REQUIRED'));
      // One conditional statement, never below zero, history `pay:{orderId}` (docs/wallet.md#money).
      const debit = await deps.payments.debit(
        tx,
        { ...movementOf(order, shop.site.siteId, shop.site.lotName), now },
        refuse,
      );
      deps.log.info({ order: order.id, amount: order.total }, 'shop order paid from the wallet');
      return paidAtOnce('storedValue', 'wallet', `wallet-${order.id}`, debit.cardNumber, debit.cardId);
    }

    const savedCard =
      body.savedCardId === undefined ? null : await deps.payments.savedCard(tx, identity, method, body.savedCardId);
    if (savedCard === 'not-found') return refuse(refused('SAVED_CARD_NOT_FOUND'));
    const payUiType = payUiTypeOf(shop);
    let created: CreatedGatewayPayment;
    try {
      created = await deps.gateway.createPayment(tx, {
        merchant: shop.tenant.id,
        ...providerContext(shop.tenant, method.code),
        description: `Order at ${shop.site.spotName}`,
        amount: order.total,
        // The gateway's page returns to the order's status page, which settles the payment.
        returnUrl: `/${body.returnLayout ?? 'shop'}/${encodeURIComponent(shop.site.shopCode)}/order/${order.id}`,
        payUiType,
        ...(savedCard ? { savedCardToken: savedCard.token } : {}),
        expiresAt: order.payExpiresAt,
        now,
      });
    } catch (error) {
      deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a shop payment');
      return refuse(refused('PAYMENT_REQUEST_FAILED'));
    }
    if (savedCard && created.charged === true)
      return paidAtOnce(
        'savedCard',
        created.gateway ?? deps.gateway.name,
        created.gatewayPaymentId,
        savedCard.maskedNumber,
      );
    await setOrderGateway(tx, order.id, created.gateway ?? deps.gateway.name, created.gatewayPaymentId, now);
    await setOrderPayment(tx, order.id, { paidWith: savedCard ? 'savedCard' : 'gateway' });
    return answer(tx, { txn: order.id, amount: order.total, status: 'pending', payUiType, gatewayUrl: created.url });
  });
}
