/**
 * svc/order:shop (docs/shop.md#paying): the cart becomes an order, priced on the server from the
 * catalogue and checked against the shop's state, the prices the customer was shown, where it goes
 * and the total they were quoted. No money moves here: a total of 0 is paid by nothing, a table
 * order joins the table's bill, and any other order waits for shop/orderPay.
 */
import { randomUUID } from 'node:crypto';
import type { ShopOrderRequest } from '../../../src/generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../../src/generated/api/shop-order.response';
import { SHOP_ORDER_PAY_MINUTES } from '../../../src/lib/limits';
import { shopStateProblem } from '../../../src/lib/shop/fulfilment';
import { orderTotals } from '../../../src/lib/shop/pricing';
import { changedFrom } from '../../../src/lib/shop/shown-prices';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { deleteCart, findCart, insertOrder, type ShopOrderRecord } from '../../db/repositories/shop-repository';
import { findShownPrices, orderPaymentExtras, setOrderPayment } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { visiblePaymentMethod } from '../shared/payment-methods';
import { checkFulfilment } from './order-fulfilment';
import { orderLinesOf } from './order-lines';
import { orderView } from './order-view';
import { pricedLines } from './priced-lines';
import { newReference, REFERENCE_DRAWS } from './references';
import { contextOf, seconds, unavailableProducts } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { TABLE_BILL_GATEWAY } from './shop-gateways';
import { addOrderToTableBill, openTableBill } from './table-bill-orders';

type NewOrder = Omit<ShopOrderRecord, 'refunded' | 'cardNumber'>;

/**
 * In the order's transaction, once the order row exists: the voucher applied (docs/shop.md#paying).
 * A total of 0 is paid by nothing; any other order waits for shop/orderPay.
 */
async function applyOrderVoucher(
  deps: Pick<ShopDeps, 'payments'>,
  tx: Queryable,
  record: NewOrder,
  voucher: { id: string; discount: number } | null,
): Promise<void> {
  if (voucher) await deps.payments.applyVoucher(tx, voucher.id, record.id, voucher.discount, record.createdAt);
  const voucherId = voucher ? { voucherId: voucher.id } : {};
  if (record.total === 0) await setOrderPayment(tx, record.id, { paidWith: 'none', ...voucherId });
  else if (voucher) await setOrderPayment(tx, record.id, voucherId);
}

export async function placeOrder(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopOrderRequest,
): Promise<ShopOrderResponse> {
  const ctx = contextOf(shop);
  if (!ctx) return refused('OUT_OF_SERVICE');
  // The order is placed here and paid by shop/orderPay (docs/shop.md#paying): no money moves in this call.
  const { idempotencyKey, ...payload } = body;
  // Ordering at a table needs its QR code's secret (docs/shop.md#table-key); judged in the transaction.
  const tableKeyOk =
    body.fulfilment === 'table' &&
    body.table !== undefined &&
    (await deps.tableKeys.matches(ctx.key, body.table, body.tableKey));
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'svc/order:shop',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<ShopOrderResponse, Refusal>(deps, call, async (tx, refuse) => {
    const now = deps.now();
    const state = shopStateProblem(ctx.settings, seconds(now), ctx.timeZone);
    if (state) return refuse(refused(state.code));
    const cart = await findCart(tx, ctx.key, identity.accountId, true);
    if (!cart || cart.lines.length === 0) return refuse(refused('SHOP_CART_EMPTY'));
    if (cart.expiresAt <= now) return refuse(refused('SHOP_CART_EXPIRED'));
    const { soldOut, hidden } = await unavailableProducts(tx, ctx.key);
    const priced = pricedLines(ctx.catalogue, cart.lines, new Set([...soldOut, ...hidden]));
    if (priced.firstProblem) return refuse(priced.firstProblem);
    // A price changed since the cart showed it is never charged: the customer accepts it first (docs/shop.md#price-changed).
    const shown = await findShownPrices(tx, ctx.key, identity.accountId);
    if (priced.ok.some((l) => changedFrom(l, shown) !== null)) return refuse(refused('PRICE_CHANGED'));
    const goods = priced.ok.reduce((sum, l) => sum + l.lineTotal, 0);

    const fulfilment = await checkFulfilment(tx, { shop, ctx, identity, body, goods, now, tableKeyOk });
    if (!fulfilment.ok) return refuse(fulfilment.refusal);
    const { zone } = fulfilment;

    const method = visiblePaymentMethod(shop.tenant, body.paymentCode);
    // Online: the gateway (its page or a saved card) or the customer's stored-value card; no cash (docs/shop.md#paying).
    if (!method || method.paymentType === 'cash') return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
    // A table order is paid later with the table's bill (docs/shop.md#table-bill): no method charged now.
    const atTable = body.fulfilment === 'table';
    let voucher: { id: string; discount: number } | null = null;
    if (body.voucherId !== undefined) {
      if (atTable) return refuse(refused('VOUCHER_UNAVAILABLE'));
      const answer = await deps.payments.voucher(tx, shop.tenant, identity, body.voucherId, goods, now);
      if (!answer.ok) return refuse(refused('VOUCHER_UNAVAILABLE'));
      voucher = { id: body.voucherId, discount: answer.discount };
    }
    const tip =
      body.tip?.percent !== undefined
        ? { percent: body.tip.percent }
        : body.tip?.amount !== undefined
          ? { amount: body.tip.amount }
          : undefined;
    const totals = orderTotals({
      lines: priced.ok,
      deliveryFee: zone?.fee ?? 0,
      ...(zone && ctx.settings.delivery.freeDeliveryAmount !== undefined
        ? { freeDeliveryAmount: ctx.settings.delivery.freeDeliveryAmount }
        : {}),
      ...(tip ? { tip } : {}),
      ...(voucher ? { discount: voucher.discount } : {}),
      // A table order's surcharge is charged when the bill is paid, by the method paid with then.
      ...(atTable ? {} : { surcharge: method }),
    });
    if (totals.total !== body.quotedTotal) return refuse(refused('PRICE_CHANGED', {}, { data: { totals } }));

    const id = randomUUID();
    const payExpiresAt = new Date(now.getTime() + SHOP_ORDER_PAY_MINUTES * 60_000);
    const free = totals.total === 0;
    const billId = atTable ? await openTableBill(tx, ctx.key, body.table!, now) : null;
    const lines = orderLinesOf(ctx.catalogue, priced.ok);
    const record: NewOrder = {
      id,
      tenantId: ctx.key.tenantId,
      shopCode: ctx.key.shopCode,
      accountId: identity.accountId,
      reference: '',
      fulfilment: body.fulfilment,
      deliveryAddress: body.fulfilment === 'delivery' ? (body.deliveryAddress ?? null) : null,
      zoneId: zone?.id ?? null,
      pickupAt: body.fulfilment === 'pickup' && body.pickupAt !== undefined ? new Date(body.pickupAt * 1000) : null,
      tableName: body.fulfilment === 'table' ? (body.table ?? null) : null,
      notes: cart.notes,
      goods: totals.goods,
      discount: totals.discount,
      deliveryFee: totals.deliveryFee,
      tip: totals.tip,
      surcharge: totals.surcharge,
      total: totals.total,
      paymentCode: method.code,
      // Waiting for shop/orderPay, which records the payment it starts (docs/shop.md#paying).
      status: free || billId !== null ? 'received' : 'pending_payment',
      paymentStatus: free ? 'approved' : 'pending',
      gateway: billId !== null ? TABLE_BILL_GATEWAY : free ? 'none' : '',
      gatewayPaymentId: billId ?? (free ? `free-${id}` : ''),
      payExpiresAt,
      createdAt: now,
    };
    for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
      record.reference = newReference();
      const car =
        body.fulfilment === 'car' && body.car
          ? { bookingId: body.car.bookingId, bay: body.car.bay?.trim() || null, plate: body.car.plate?.trim() || null }
          : null;
      if (await insertOrder(tx, record, lines, car)) {
        if (billId !== null) {
          await addOrderToTableBill(tx, billId, id, lines, totals.tip, now);
          await deleteCart(tx, ctx.key, identity.accountId);
          return ok({
            order: orderView(
              { ...record, refunded: 0, cardNumber: '' },
              lines,
              undefined,
              await orderPaymentExtras(tx, id),
            ),
            totals,
          });
        }
        await applyOrderVoucher(deps, tx, record, voucher);
        if (free) await deleteCart(tx, ctx.key, identity.accountId);
        return ok({
          order: orderView(
            { ...record, refunded: 0, cardNumber: '' },
            lines,
            undefined,
            await orderPaymentExtras(tx, id),
          ),
          totals,
        });
      }
    }
    throw new Error('could not draw a free order reference');
  });
}
