/**
 * Shop ordering (docs/shop.md): the catalogue with today's availability, carts, orders priced on
 * the server from the catalogue and paid through the payment gateway, order status for the
 * customer, and the POS report with status changes for staff. The rules are the shared pure ones
 * (src/lib/shop); money moves only in transactions with idempotency keys.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PosOnlineOrderRptRequest } from '../../../src/generated/api/pos-online-order-rpt.request';
import type { PosOnlineOrderRptResponse } from '../../../src/generated/api/pos-online-order-rpt.response';
import type { ShopCartRequest } from '../../../src/generated/api/shop-cart.request';
import type { ShopCartResponse } from '../../../src/generated/api/shop-cart.response';
import type { ShopCatalogueResponse } from '../../../src/generated/api/shop-catalogue.response';
import type { ShopLineRequest } from '../../../src/generated/api/shop-line';
import type { ShopOrder } from '../../../src/generated/api/shop-order';
import type { ShopOrderCancelRequest } from '../../../src/generated/api/shop-order-cancel.request';
import type { ShopOrderCancelResponse } from '../../../src/generated/api/shop-order-cancel.response';
import type { ShopOrderPayRequest } from '../../../src/generated/api/shop-order-pay.request';
import type { ShopOrderPayResponse } from '../../../src/generated/api/shop-order-pay.response';
import type { ShopOrderRequest } from '../../../src/generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../../src/generated/api/shop-order.response';
import type { ShopOrderStatusRequest } from '../../../src/generated/api/shop-order-status.request';
import type { ShopOrderStatusResponse } from '../../../src/generated/api/shop-order-status.response';
import type { ShopPricedLine } from '../../../src/generated/api/shop-priced-line';
import type { Catalogue } from '../../../src/generated/catalogue';
import type { ShopSettings } from '../../../src/generated/tenant';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { checkDelivery, checkPickup, checkTable, pickupSlots, shopStateProblem } from '../../../src/lib/shop/fulfilment';
import { linesOverOrderMaximum } from '../../../src/lib/shop/order-quantities';
import { orderTotals, priceLine, type PricedLine } from '../../../src/lib/shop/pricing';
import { reorderLines } from '../../../src/lib/shop/reorder';
import { changedFrom, nextShownPrices } from '../../../src/lib/shop/shown-prices';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  deleteCart,
  findCart,
  findOwnOrder,
  insertOrder,
  listAvailability,
  listShopOrders,
  lockShopOrder,
  moveOrderStatus,
  orderLines,
  saveCart,
  setAvailability,
  type OrderLineRecord,
  type ShopKey,
  type ShopOrderRecord,
  type ShopOrderStatus,
} from '../../db/repositories/shop-repository';
import {
  currentCarStays,
  endDeclinedOrderAttempt,
  findShownPrices,
  orderPaymentExtras,
  ownOrderLinesForReorder,
  saveShownPrices,
  setOrderPayment,
  type OrderPaymentExtras,
} from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { visiblePaymentMethod } from '../shared/payment-methods';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { SHOP_ORDER_PAY_MINUTES } from '../../../src/lib/limits';
import { abandonUnpaidOrder, createOrderCancel } from './order-cancel';
import { createOrderPay } from './order-pay';
import { takeOrderOffBill } from './table-bill-cancel';
import { addOrderToTableBill, openTableBill } from './table-bill-services';
import type { ShopDeps } from './shop-deps';

const DEFAULT_CART_MINUTES = 60;
/** Orders the POS report answers at most. */
export const POS_REPORT_LIMIT = 100;
const REFERENCE_DRAWS = 5;
/** The `gateway` of a table order: it is paid later with the table's bill (docs/shop.md#table-bill). */
const TABLE_BILL_GATEWAY = 'bill';

/** Staff moves (docs/shop.md#status): forward one step, or cancel before completion. */
const NEXT_STATUS: Readonly<Record<ShopOrderStatus, readonly ShopOrderStatus[]>> = {
  pending_payment: [],
  received: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

interface ShopContext {
  key: ShopKey;
  settings: ShopSettings;
  catalogue: Catalogue;
  timeZone: string | undefined;
}

function contextOf(shop: ShopMatch): ShopContext | null {
  const settings = shop.site.shop;
  const catalogue = shop.catalogues.get(shop.site.shopCode.toLowerCase());
  if (!settings || !catalogue) return null;
  return { key: { tenantId: shop.tenant.id, shopCode: shop.site.shopCode }, settings, catalogue, timeZone: shop.site.timeZone ?? shop.tenant.locale.timeZone };
}

async function unavailableProducts(db: Queryable, key: ShopKey): Promise<{ soldOut: Set<string>; hidden: Set<string> }> {
  const rows = await listAvailability(db, key);
  return { soldOut: new Set(rows.filter((r) => r.state === 'sold_out').map((r) => r.productId)), hidden: new Set(rows.filter((r) => r.state === 'hidden').map((r) => r.productId)) };
}

function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
}

function pricedLines(catalogue: Catalogue, lines: readonly ShopLineRequest[], unavailable: ReadonlySet<string>): { priced: ShopPricedLine[]; ok: PricedLine[]; firstProblem: Refusal | null } {
  const priced: ShopPricedLine[] = [];
  const okLines: PricedLine[] = [];
  let firstProblem: Refusal | null = null;
  // A product's maximum is per order: a line fine on its own is still refused past it (docs/shop.md#options).
  const overOrderMaximum = linesOverOrderMaximum(catalogue, lines);
  for (const [index, line] of lines.entries()) {
    const own = priceLine(catalogue, line, unavailable);
    const over = overOrderMaximum.get(index);
    const result = own.ok && over ? { ok: false as const, problems: [over] } : own;
    if (result.ok) {
      priced.push({ ...result.line });
      okLines.push(result.line);
    } else {
      const problem = result.problems[0]!;
      priced.push({ productId: line.productId, quantity: line.quantity, unitPrice: 0, lineTotal: 0, options: [], problem: { code: problem.code, params: { ...(problem.params ?? {}) } } });
      firstProblem ??= refused(problem.code, problem.params ?? {});
    }
  }
  return { priced, ok: okLines, firstProblem };
}

function orderView(o: ShopOrderRecord, lines: readonly OrderLineRecord[], gatewayUrl?: string, extras?: OrderPaymentExtras): ShopOrder {
  const car = extras?.carBookingId ? { bookingId: extras.carBookingId, ...(extras.carBay ? { bay: extras.carBay } : {}), ...(extras.carPlate ? { plate: extras.carPlate } : {}) } : null;
  return {
    ...(car ? { car } : {}),
    ...(extras?.paidWith ? { paidWith: extras.paidWith } : {}),
    orderId: o.id,
    reference: o.reference,
    shopCode: o.shopCode,
    fulfilment: o.fulfilment,
    ...(o.deliveryAddress ? { deliveryAddress: o.deliveryAddress } : {}),
    ...(o.zoneId ? { zoneId: o.zoneId } : {}),
    ...(o.pickupAt ? { pickupAt: seconds(o.pickupAt) } : {}),
    ...(o.tableName ? { table: o.tableName } : {}),
    // A table order is paid with the table's bill (docs/shop.md#table-bill), whose id it keeps.
    ...(o.gateway === TABLE_BILL_GATEWAY ? { billId: o.gatewayPaymentId } : {}),
    notes: o.notes,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentCode: o.paymentCode,
    ...(o.cardNumber ? { cardNumber: o.cardNumber } : {}),
    lines: lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity, unitPrice: l.unitPrice, lineTotal: l.lineTotal, options: l.options })),
    totals: { goods: o.goods, discount: o.discount, deliveryFee: o.deliveryFee, tip: o.tip, surcharge: o.surcharge, total: o.total, toFreeDelivery: 0 },
    refunded: o.refunded,
    ...(gatewayUrl && o.status === 'pending_payment' ? { gatewayUrl } : {}),
    // No attempt open (never started, or its last one declined): shop/orderPay takes a new one (docs/shop.md#pay-from-status).
    ...(o.status === 'pending_payment' && o.gatewayPaymentId === '' ? { payable: true as const } : {}),
    createdAt: seconds(o.createdAt),
  };
}

function movementOf(o: Pick<ShopOrderRecord, 'id' | 'tenantId' | 'accountId' | 'reference' | 'total' | 'createdAt'>, siteId: string, shopName: string) {
  return { tenantId: o.tenantId, accountId: o.accountId, siteId, shopName, orderId: o.id, reference: o.reference, amount: o.total, now: o.createdAt };
}

export function createShopServices(deps: ShopDeps) {
  /** Asks the gateway about a pending payment and settles the order (docs/shop.md#payment). */
  async function settle(o: ShopOrderRecord, key: ShopKey): Promise<ShopOrderRecord> {
    if (o.status !== 'pending_payment') return o;
    const now = deps.now();
    // An order with no attempt open (never started, or its last one declined) only lapses.
    const gateway = o.gatewayPaymentId === '' ? null : await deps.gateway.getPayment(deps.db, o.gatewayPaymentId, now);
    const lapsed = now >= o.payExpiresAt;
    if ((!gateway || gateway.status === 'pending') && !lapsed) return o;
    await deps.db.transaction(async (tx) => {
      const locked = await lockShopOrder(tx, key, o.id);
      // Settled meanwhile, or another attempt opened since this one was asked about: the answer
      // read above is not that attempt's, and must not end it (two attempts open could both charge).
      if (!locked || locked.status !== 'pending_payment' || locked.gatewayPaymentId !== o.gatewayPaymentId) return;
      if (gateway?.status === 'approved' && gateway.amount === locked.total) {
        await moveOrderStatus(tx, o.id, 'pending_payment', 'received', now, { paymentStatus: 'approved', cardNumber: maskLongString(gateway.cardNumber) });
        await deleteCart(tx, key, o.accountId);
        deps.log.info({ order: o.id }, 'shop order paid');
      } else if (gateway?.status === 'declined' && !lapsed) {
        // Declined: the order waits on, to be paid again until it lapses (docs/shop.md#declined).
        await endDeclinedOrderAttempt(tx, o.id, now);
      } else if (gateway?.status === 'approved') {
        // Approved for another amount than the order's: not taken as its payment.
        await moveOrderStatus(tx, o.id, 'pending_payment', 'cancelled', now, { paymentStatus: 'failed' });
      } else {
        // Lapsed with no attempt approved (none, abandoned, or declined): given up, as at any lapse.
        await abandonUnpaidOrder(tx, o.id, now);
      }
    });
    return (await findOwnOrder(deps.db, key, o.accountId, o.id)) ?? o;
  }

  /**
   * In the order's transaction, once the order row exists: the voucher applied (docs/shop.md#paying).
   * A total of 0 is paid by nothing; any other order waits for shop/orderPay.
   */
  async function applyOrderVoucher(tx: Queryable, record: Omit<ShopOrderRecord, 'refunded' | 'cardNumber'>, voucher: { id: string; discount: number } | null): Promise<void> {
    if (voucher) await deps.payments.applyVoucher(tx, voucher.id, record.id, voucher.discount, record.createdAt);
    const voucherId = voucher ? { voucherId: voucher.id } : {};
    if (record.total === 0) await setOrderPayment(tx, record.id, { paidWith: 'none', ...voucherId });
    else if (voucher) await setOrderPayment(tx, record.id, voucherId);
  }

  const pay = createOrderPay({ ...deps, settle, view: orderView, movement: movementOf });
  const cancelUnpaid = createOrderCancel({ ...deps, view: orderView });

  return {
    async catalogue(shop: ShopMatch): Promise<ShopCatalogueResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      const now = seconds(deps.now());
      const { soldOut, hidden } = await unavailableProducts(deps.db, ctx.key);
      const state = shopStateProblem(ctx.settings, now, ctx.timeZone);
      const products = ctx.catalogue.products.filter((p) => !hidden.has(p.id));
      return ok({
        catalogue: { ...ctx.catalogue, products: products as Catalogue['products'] },
        soldOut: [...soldOut].filter((id) => products.some((p) => p.id === id)),
        state: state === null ? ('open' as const) : state.code === 'SHOP_SERVICE_EXPIRED' ? ('expired' as const) : ('closed' as const),
        now,
        pickupSlots: pickupSlots(ctx.settings, now, ctx.timeZone, 96),
      });
    },

    async cart(shop: ShopMatch, identity: SessionIdentity, body: ShopCartRequest): Promise<ShopCartResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      const now = deps.now();
      const { soldOut, hidden } = await unavailableProducts(deps.db, ctx.key);
      const unavailable = new Set([...soldOut, ...hidden]);
      return deps.db.transaction(async (tx) => {
        let cart = await findCart(tx, ctx.key, identity.accountId, true);
        let expired = false;
        if (cart && cart.expiresAt <= now) {
          await deleteCart(tx, ctx.key, identity.accountId);
          cart = null;
          expired = true;
        }
        // Reorder (docs/shop.md#reorder): the past order's lines that can still be ordered replace the cart.
        let newLines = body.lines;
        let reordered: { name: ShopOrder['lines'][number]['name']; problem: ShopPricedLine['problem'] & object }[] | undefined;
        if (body.reorder !== undefined) {
          const past = await ownOrderLinesForReorder(tx, ctx.key, identity.accountId, body.reorder);
          if (!past) return refused('SHOP_ORDER_NOT_FOUND');
          const again = reorderLines(ctx.catalogue, past, unavailable);
          newLines = again.lines;
          reordered = again.unavailable.map((u) => ({ name: u.name, problem: { code: u.problem.code, params: { ...(u.problem.params ?? {}) } } }));
        }
        if (newLines !== undefined) {
          const expiresAt = new Date(now.getTime() + (ctx.settings.cartMinutes ?? DEFAULT_CART_MINUTES) * 60_000);
          cart = { lines: newLines, notes: body.notes ?? cart?.notes ?? '', expiresAt };
          if (newLines.length === 0) await deleteCart(tx, ctx.key, identity.accountId);
          else await saveCart(tx, ctx.key, identity.accountId, cart, now);
          expired = false;
        }
        const lines = cart?.lines ?? [];
        const priced = pricedLines(ctx.catalogue, lines, unavailable);
        // Prices shown (docs/shop.md#price-changed): a line keeps the price it was first shown at
        // until the customer accepts today's; a reorder shows today's prices.
        let shown = cart && lines.length > 0 ? await findShownPrices(tx, ctx.key, identity.accountId) : {};
        if (cart && lines.length > 0 && (newLines !== undefined || body.acceptPrices === true)) {
          const current = lines.map((l, i) => ({ ...l, unitPrice: priced.priced[i]!.problem ? null : priced.priced[i]!.unitPrice }));
          shown = nextShownPrices(current, shown, body.acceptPrices === true || body.reorder !== undefined);
          await saveShownPrices(tx, ctx.key, identity.accountId, shown);
        }
        const flagged = priced.priced.map((l) => {
          const was = l.problem ? null : changedFrom(l, shown);
          return was === null ? l : { ...l, shownUnitPrice: was, problem: { code: 'SHOP_PRICE_CHANGED_LINE' as const, params: {} } };
        });
        const stays = await currentCarStays(tx, ctx.key.tenantId, shop.site.siteId, identity.accountId, now);
        return ok({
          lines: flagged,
          carStays: stays.map((c) => ({ bookingId: c.bookingId, reference: c.reference, exitAt: seconds(c.exitAt), plate: c.plate })),
          ...(reordered ? { unavailable: reordered } : {}),
          notes: cart?.notes ?? '',
          goods: priced.ok.reduce((sum, l) => sum + l.lineTotal, 0),
          ...(cart && lines.length > 0 ? { expiresAt: seconds(cart.expiresAt) } : {}),
          expired,
        });
      });
    },

    async order(shop: ShopMatch, identity: SessionIdentity, body: ShopOrderRequest): Promise<ShopOrderResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      // The order is placed here and paid by shop/orderPay (docs/shop.md#paying): no money moves in this call.
      const { idempotencyKey, ...payload } = body;
      // Ordering at a table needs its QR code's secret (docs/shop.md#table-key); judged in the transaction.
      const tableKeyOk = body.fulfilment === 'table' && body.table !== undefined && (await deps.tableKeys.matches(ctx.key, body.table, body.tableKey));
      const call = { accountId: identity.accountId, key: idempotencyKey, operation: 'svc/order:shop', scope: shop.site.shopCode, payload };
      return runIdempotent<ShopOrderResponse, Refusal>(deps, call, async (tx, refuse) => {
        const now = deps.now();
        const nowSeconds = seconds(now);
        const state = shopStateProblem(ctx.settings, nowSeconds, ctx.timeZone);
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

        let zone: { id: string; fee: number } | null = null;
        if (body.fulfilment === 'delivery') {
          const check = checkDelivery(ctx.settings, body.deliveryAddress, goods, shop.site.location);
          if (!check.ok) return refuse(refused(check.problem.code, check.problem.params ?? {}));
          zone = check.zone;
        } else if (body.fulfilment === 'pickup') {
          const problem = body.pickupAt === undefined ? { code: 'SHOP_PICKUP_TOO_SOON' as const, params: { minutes: ctx.settings.minimumWaitMinutes } } : checkPickup(ctx.settings, body.pickupAt, nowSeconds, ctx.timeZone);
          if (problem) return refuse(refused(problem.code, problem.params ?? {}));
        } else if (body.fulfilment === 'car') {
          // Delivery to the car (docs/shop.md#car): the customer's own paid booking at this site,
          // current now, and lasting until the order can reach the car.
          const stay = body.car ? (await currentCarStays(tx, ctx.key.tenantId, shop.site.siteId, identity.accountId, now)).find((c) => c.bookingId === body.car!.bookingId) : undefined;
          if (!stay || !body.car) return refuse(refused('SHOP_CAR_TICKET_REQUIRED'));
          if (!body.car.bay?.trim() && !body.car.plate?.trim()) return refuse(refused('SHOP_CAR_SPOT_REQUIRED'));
          if (stay.exitAt.getTime() < now.getTime() + ctx.settings.minimumWaitMinutes * 60_000) return refuse(refused('SHOP_CAR_STAY_ENDS'));
        } else {
          const problem = body.table === undefined ? { code: 'SHOP_TABLE_UNKNOWN' as const } : checkTable(ctx.settings, body.table);
          if (problem) return refuse(refused(problem.code));
          if (!tableKeyOk) return refuse(refused('TABLE_LINK_INVALID'));
        }

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
        const tip = body.tip?.percent !== undefined ? { percent: body.tip.percent } : body.tip?.amount !== undefined ? { amount: body.tip.amount } : undefined;
        const totals = orderTotals({
          lines: priced.ok,
          deliveryFee: zone?.fee ?? 0,
          ...(zone && ctx.settings.delivery.freeDeliveryAmount !== undefined ? { freeDeliveryAmount: ctx.settings.delivery.freeDeliveryAmount } : {}),
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
        const lines: OrderLineRecord[] = priced.ok.map((l) => {
          const product = ctx.catalogue.products.find((p) => p.id === l.productId)!;
          return {
            productId: l.productId,
            name: product.name,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            lineTotal: l.lineTotal,
            options: l.options.map((o) => ({
              groupId: o.groupId,
              optionId: o.optionId,
              name: product.optionGroups?.find((g) => g.id === o.groupId)?.options.find((x) => x.id === o.optionId)?.name ?? { 'en-gb': o.optionId },
              count: o.count,
              price: o.price,
            })),
          };
        });
        const record: Omit<ShopOrderRecord, 'refunded' | 'cardNumber'> = {
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
          const car = body.fulfilment === 'car' && body.car ? { bookingId: body.car.bookingId, bay: body.car.bay?.trim() || null, plate: body.car.plate?.trim() || null } : null;
          if (await insertOrder(tx, record, lines, car)) {
            if (billId !== null) {
              await addOrderToTableBill(tx, billId, id, lines, totals.tip, now);
              await deleteCart(tx, ctx.key, identity.accountId);
              return ok({ order: orderView({ ...record, refunded: 0, cardNumber: '' }, lines, undefined, await orderPaymentExtras(tx, id)), totals });
            }
            await applyOrderVoucher(tx, record, voucher);
            if (free) await deleteCart(tx, ctx.key, identity.accountId);
            return ok({ order: orderView({ ...record, refunded: 0, cardNumber: '' }, lines, undefined, await orderPaymentExtras(tx, id)), totals });
          }
        }
        throw new Error('could not draw a free order reference');
      });
    },

    /** Pays the customer's own order waiting for its payment (docs/shop.md#paying). */
    async orderPay(shop: ShopMatch, identity: SessionIdentity, body: ShopOrderPayRequest): Promise<ShopOrderPayResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      return pay(shop, ctx.key, identity, body);
    },

    /** The customer gives up paying their own unpaid order: cancelled at once (docs/shop.md#giving-up). */
    async orderCancel(shop: ShopMatch, identity: SessionIdentity, body: ShopOrderCancelRequest): Promise<ShopOrderCancelResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      return cancelUnpaid(shop.site.shopCode, ctx.key, identity, body);
    },

    async orderStatus(shop: ShopMatch, identity: SessionIdentity, body: ShopOrderStatusRequest): Promise<ShopOrderStatusResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      const found = await findOwnOrder(deps.db, ctx.key, identity.accountId, body.orderId);
      if (!found) return refused('SHOP_ORDER_NOT_FOUND');
      const order = await settle(found, ctx.key);
      return ok({ order: orderView(order, await orderLines(deps.db, order.id), undefined, await orderPaymentExtras(deps.db, order.id)) });
    },

    /** Staff (X-Pos-Key): change availability or an order's status, then the shop's orders. */
    async posReport(shop: ShopMatch, body: PosOnlineOrderRptRequest): Promise<PosOnlineOrderRptResponse> {
      const ctx = contextOf(shop);
      if (!ctx) return refused('OUT_OF_SERVICE');
      const now = deps.now();
      if (body.availability) {
        const { productId, state } = body.availability;
        if (!ctx.catalogue.products.some((p) => p.id === productId)) return refused('SHOP_ITEM_UNAVAILABLE');
        await setAvailability(deps.db, ctx.key, productId, state, now);
      }
      if (body.change) {
        const { orderId, status } = body.change;
        const refusal = await transactionOrRefusal<null, Refusal>(deps.db, async (tx, refuse) => {
          const order = await lockShopOrder(tx, ctx.key, orderId);
          if (!order) return refuse(refused('SHOP_ORDER_NOT_FOUND'));
          if (!NEXT_STATUS[order.status].includes(status)) return refuse(refused('SHOP_STATUS_NOT_ALLOWED'));
          const walletCard = order.gateway === 'wallet' ? (await orderPaymentExtras(tx, order.id)).walletCardId : null;
          if (status === 'cancelled' && order.paymentStatus === 'approved' && order.total > 0 && walletCard) {
            // Paid from stored value: the refund goes back to the card that paid (docs/shop.md#status).
            await deps.payments.credit(tx, walletCard, { ...movementOf(order, shop.site.siteId, shop.site.lotName), amount: order.total - order.refunded, now });
            await moveOrderStatus(tx, order.id, order.status, 'cancelled', now, { paymentStatus: 'refunded', refunded: order.total });
          } else if (status === 'cancelled' && order.paymentStatus === 'approved' && order.total > 0 && order.gateway !== 'none' && order.gateway !== TABLE_BILL_GATEWAY) {
            const refundId = await deps.gateway.refund(tx, order.gatewayPaymentId, order.total - order.refunded, `shop-cancel-${order.id}`, now);
            if (!refundId) throw new Error(`gateway refused to refund shop order ${order.id}`);
            await moveOrderStatus(tx, order.id, order.status, 'cancelled', now, { paymentStatus: 'refunded', refunded: order.total });
          } else if (status === 'cancelled' && order.gateway === TABLE_BILL_GATEWAY) {
            // A table order comes off its bill; paid items go back to what paid them (docs/shop.md#table-cancel).
            const off = await takeOrderOffBill(tx, deps, order.id, { tenantId: order.tenantId, siteId: shop.site.siteId, shopName: shop.site.lotName, reference: order.reference }, now);
            if (off === 'being-paid') return refuse(refused('BILL_BEING_PAID'));
            await moveOrderStatus(tx, order.id, order.status, 'cancelled', now, off.refunded > 0 ? { paymentStatus: 'refunded', refunded: off.refunded } : undefined);
          } else {
            await moveOrderStatus(tx, order.id, order.status, status, now);
          }
          return null;
        });
        if (refusal) return refusal;
      }
      const statuses: ShopOrderStatus[] = body.statuses ?? ['received', 'preparing', 'ready', 'completed', 'cancelled'];
      const orders = await listShopOrders(deps.db, ctx.key, statuses, POS_REPORT_LIMIT);
      return ok({ orders: await Promise.all(orders.map(async (o) => orderView(o, await orderLines(deps.db, o.id), undefined, await orderPaymentExtras(deps.db, o.id)))) });
    },
  };
}

export type ShopServices = ReturnType<typeof createShopServices>;
