import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopOrderRequest } from '../../src/generated/api/shop-order.request';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import {
  shopOrderMachine,
  type ShopCancelReply,
  type ShopCartReply,
  type ShopLoadReply,
  type ShopOrderReply,
  type ShopStatusReply,
} from './shop-order.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const catalogue = {
  shopCode: 's',
  categories: [{ id: 'c', name: { 'en-gb': 'C' } }],
  products: [{ id: 'p', category: 'c', name: { 'en-gb': 'P' }, image: 'p.svg', price: 500 }],
} as const;
const shop = (state: 'open' | 'closed' | 'expired', rtn = 1): ShopLoadReply => ({
  catalogue: {
    success: true,
    result: { rtn, catalogue: structuredClone(catalogue) as never, soldOut: [], state, now: 0, pickupSlots: [] },
  },
  cart: {
    success: true,
    result: {
      rtn: 1,
      lines: [{ productId: 'p', quantity: 1, unitPrice: 500, lineTotal: 500, options: [] }],
      goods: 500,
      notes: '',
      expired: false,
    },
  },
});
const lapsed = (): ShopLoadReply => ({
  ...shop('open'),
  cart: { success: true, result: { rtn: 1, lines: [], goods: 0, notes: '', expired: true } },
});
const refusal = (code: string) => ({ success: true, result: { rtn: 0, dispMsg: code, problem: { code, params: {} } } });
const savedCart: ShopCartReply = {
  success: true,
  result: {
    rtn: 1,
    lines: [{ productId: 'p', quantity: 2, unitPrice: 500, lineTotal: 1000, options: [] }],
    goods: 1000,
    notes: '',
    expired: false,
  },
};
const order = (status: ShopOrder['status']): ShopOrder => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  reference: 'ABC123',
  shopCode: 's',
  fulfilment: 'pickup',
  status,
  paymentStatus: status === 'pending_payment' ? 'pending' : 'approved',
  paymentCode: 201,
  notes: '',
  lines: [],
  totals: { goods: 500, discount: 0, deliveryFee: 0, tip: 0, surcharge: 0, total: 500, toFreeDelivery: 0 },
  createdAt: 0,
  ...(status === 'pending_payment' ? { gatewayUrl: '/sandbox/pay/x' } : {}),
});
const placed = (status: ShopOrder['status']): ShopOrderReply => ({
  success: true,
  result: { rtn: 1, order: order(status) },
});
const statusOf = (status: ShopOrder['status']): ShopStatusReply => ({
  success: true,
  result: { rtn: 1, order: order(status) },
});
const paidOut = (orderSent: boolean): PaymentOutput => ({
  outcome: 'approved',
  txn: order('pending_payment').orderId,
  cardNumber: '6035****123',
  orderSent,
});
const redirected: PaymentOutput = {
  outcome: 'redirected',
  txn: order('pending_payment').orderId,
  cardNumber: null,
  orderSent: false,
};
const gaveUp: PaymentOutput = { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false };
const cancelledReply: ShopCancelReply = {
  success: true,
  result: { rtn: 1, order: { ...order('pending_payment'), status: 'cancelled', paymentStatus: 'abandoned' } },
};
const request: ShopOrderRequest = {
  kind: 'shop',
  idempotencyKey: 'k'.repeat(16),
  fulfilment: 'pickup',
  pickupAt: 1,
  paymentCode: 201,
  quotedTotal: 500,
};

describe('shop order machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(shopOrderMachine, {
      inputs: [{ signedIn: true }, { signedIn: false }],
      events: {
        SAVE_CART: [{ type: 'SAVE_CART', lines: [{ productId: 'p', quantity: 2, options: [] }] }],
        PLACE: [{ type: 'PLACE', request }],
        ...actorOutcomes('loadShop', {
          done: [shop('open'), shop('closed'), shop('expired'), shop('open', 0), lapsed()],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('saveCart', {
          done: [savedCart, refusal('SHOP_QUANTITY_BELOW_MIN')],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('placeOrder', {
          done: [
            placed('received'),
            placed('pending_payment'),
            refusal('SHOP_CART_EXPIRED'),
            refusal('SHOP_CLOSED'),
            refusal('SHOP_SERVICE_EXPIRED'),
            refusal('PRICE_CHANGED'),
            refusal('SHOP_OUT_OF_ZONE'),
          ],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('payment', {
          done: [paidOut(true), paidOut(false), redirected, gaveUp],
          error: [new Error('crashed')],
        }),
        ...actorOutcomes('cancelOrder', {
          done: [cancelledReply, refusal('SHOP_ORDER_PAID'), refusal('SHOP_ORDER_PAYING')],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('orderStatus', {
          done: [statusOf('ready'), statusOf('completed'), refusal('SHOP_ORDER_NOT_FOUND')],
          error: [new Error('offline')],
        }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(
  script: {
    load?: ShopLoadReply;
    place?: () => Promise<ShopOrderReply>;
    status?: () => Promise<ShopStatusReply>;
    pay?: () => Promise<PaymentOutput>;
    cancel?: () => Promise<ShopCancelReply>;
    reorder?: string;
  } = {},
) {
  const spies = {
    loadShop: vi.fn<(input: { signedIn: boolean; reorder: string | null }) => void>(),
    saveCart: vi.fn<(input: unknown) => void>(),
    showOrder: vi.fn(),
    placeOrder: vi.fn<(input: ShopOrderRequest) => Promise<ShopOrderReply>>(
      script.place ?? (async () => placed('pending_payment')),
    ),
    orderStatus: vi.fn<(input: unknown) => Promise<ShopStatusReply>>(
      script.status ?? (async () => statusOf('received')),
    ),
    pay: vi.fn<(input: PaymentInput) => Promise<PaymentOutput>>(script.pay ?? (async () => paidOut(true))),
    cancelOrder: vi.fn<(input: { orderId: string }) => Promise<ShopCancelReply>>(
      script.cancel ?? (async () => cancelledReply),
    ),
  };
  const machine = shopOrderMachine.provide({
    actors: {
      loadShop: fromPromise(async ({ input }) => {
        spies.loadShop(input);
        return script.load ?? shop('open');
      }),
      saveCart: fromPromise(async ({ input }) => {
        spies.saveCart(input);
        return savedCart;
      }),
      placeOrder: fromPromise(({ input }) => spies.placeOrder(input)),
      orderStatus: fromPromise(({ input }) => spies.orderStatus(input)),
      cancelOrder: fromPromise(({ input }) => spies.cancelOrder(input)),
      // The shared payment machine has its own model test (payment.machine.test.ts): here, its outcomes.
      payment: fromPromise<PaymentOutput, PaymentInput>(({ input }) => spies.pay(input)) as never,
    },
    actions: { showOrder: () => spies.showOrder() },
  });
  return {
    actor: createActor(machine, {
      input: { signedIn: true, ...(script.reorder ? { reorder: script.reorder } : {}) },
    }).start(),
    spies,
  };
}

describe('shop order machine: rules', () => {
  it('a cart that lapsed since the last visit says so on opening', async () => {
    const { actor } = start({ load: lapsed() });
    await waitFor(actor, (s) => s.matches('cartExpired'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SHOP_CART_EXPIRED' });
    actor.send({ type: 'START_OVER' });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it("a placed order is paid by the payment machine (purpose shopOrder, the order's total and method, a saved card passed on); paid and read back, the status page opens", async () => {
    const { actor, spies } = start();
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request, savedCardId: 'card-1' });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(spies.pay).toHaveBeenCalledWith({
      purpose: { kind: 'shopOrder', orderId: order('pending_payment').orderId },
      amount: 500,
      paymentCode: 201,
      needsPin: false,
      savedCardId: 'card-1',
    });
    expect(spies.showOrder).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.order?.status).toBe('received');
  });

  it('stored value (205) asks the payment machine for the PIN', async () => {
    const { actor, spies } = start({
      place: async () => ({
        success: true,
        result: { rtn: 1, order: { ...order('pending_payment'), paymentCode: 205 } },
      }),
    });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request: { ...request, paymentCode: 205 } });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(spies.pay.mock.calls[0]?.[0]).toMatchObject({ paymentCode: 205, needsPin: true });
  });

  it("'Failed to upload the order' then 'Show receipt': paid, the receipt of the order as placed with the payment's card; checking again reads the order", async () => {
    const { actor, spies } = start({ pay: async () => paidOut(false) });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('receipt'));
    expect(actor.getSnapshot().context.paid).toEqual({ cardNumber: '6035****123', orderSent: false });
    expect(spies.showOrder).not.toHaveBeenCalled();
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(actor.getSnapshot().context.order?.status).toBe('received');
  });

  it('a payment given up cancels the unpaid order at once and returns to checkout; the next PLACE is a new order', async () => {
    const { actor, spies } = start({ pay: async () => gaveUp });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('checkout') && s.context.message !== null);
    expect(spies.cancelOrder).toHaveBeenCalledWith({ orderId: order('pending_payment').orderId });
    expect(actor.getSnapshot().context).toMatchObject({ message: { code: 'SHOP_ORDER_GIVEN_UP' }, order: null });
    expect(actor.getSnapshot().context.cart?.lines).toHaveLength(1);
    actor.send({ type: 'PLACE', request: { ...request, idempotencyKey: 'n'.repeat(16) } });
    await waitFor(actor, () => spies.pay.mock.calls.length === 2);
    expect(spies.placeOrder.mock.calls.map(([r]) => r.idempotencyKey)).toEqual([
      request.idempotencyKey,
      'n'.repeat(16),
    ]);
  });

  it('a given-up order the gateway approved meanwhile is not cancelled: its status page opens and settles it', async () => {
    const { actor, spies } = start({
      pay: async () => gaveUp,
      cancel: async () => refusal('SHOP_ORDER_PAID') as ShopCancelReply,
    });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(spies.showOrder).toHaveBeenCalledOnce();
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('tracking') && s.context.order?.status === 'received');
    expect(spies.orderStatus).toHaveBeenCalledOnce();
  });

  it('a cancel that fails (offline, refused) returns to checkout saying the order lapses when its time to pay ends', async () => {
    const { actor } = start({ pay: async () => gaveUp, cancel: async () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('checkout') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SHOP_ORDER_NOT_PAID' });
  });

  it('REDIRECT: the app leaves for the gateway, which returns to the status page', async () => {
    const { actor } = start({ pay: async () => redirected });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('leftForGateway'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("'Failed to upload the order': RETRY sends the same request (same idempotency key)", async () => {
    let calls = 0;
    const { actor, spies } = start({
      place: async () => (++calls === 1 ? Promise.reject(new Error('offline')) : placed('received')),
    });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('uploadFailed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'ORDER_UPLOAD_FAILED' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(spies.placeOrder.mock.calls.map(([r]) => r.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
  });

  it('a refusal keeps the customer at checkout with its message', async () => {
    const { actor } = start({ place: async () => refusal('SHOP_OUT_OF_ZONE') as ShopOrderReply });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('checkout') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'SHOP_OUT_OF_ZONE' });
  });

  it('a closed shop and an expired service take no order', async () => {
    const closed = start({ load: shop('closed') });
    await waitFor(closed.actor, (s) => s.matches('closed'));
    expect(closed.actor.getSnapshot().can({ type: 'CHECKOUT' })).toBe(false);
    const expired = start({ load: shop('expired') });
    await waitFor(expired.actor, (s) => s.matches('serviceExpired'));
    expect(expired.actor.getSnapshot().context.message).toEqual({ code: 'SHOP_SERVICE_EXPIRED' });
  });

  it('an order with nothing to pay now (a total of 0, a table order) shows its status at once, no payment', async () => {
    const { actor, spies } = start({ place: async () => placed('received') });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('tracking'));
    expect(spies.showOrder).toHaveBeenCalledOnce();
    expect(spies.pay).not.toHaveBeenCalled();
  });

  it("'The price has changed': the refusal is shown at checkout; back to the menu reads the shop and cart again (lines flagged); accepting saves the cart with acceptPrices", async () => {
    const { actor, spies } = start({ place: async () => refusal('PRICE_CHANGED') as ShopOrderReply });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('checkout') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'PRICE_CHANGED' });
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => spies.loadShop.mock.calls.length === 2 && s.matches('browsing'));
    actor.send({ type: 'SAVE_CART', lines: [{ productId: 'p', quantity: 1, options: [] }], acceptPrices: true });
    await waitFor(actor, (s) => s.matches('browsing') && spies.saveCart.mock.calls.length === 1);
    expect(spies.saveCart).toHaveBeenCalledWith({
      lines: [{ productId: 'p', quantity: 1, options: [] }],
      acceptPrices: true,
    });
  });

  it('a reorder is asked of the first load only', async () => {
    const { actor, spies } = start({
      reorder: 'order-1',
      place: async () => refusal('PRICE_CHANGED') as ShopOrderReply,
    });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'CHECKOUT' });
    actor.send({ type: 'PLACE', request });
    await waitFor(actor, (s) => s.matches('checkout') && s.context.message !== null);
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => spies.loadShop.mock.calls.length === 2 && s.matches('browsing'));
    expect(spies.loadShop.mock.calls.map(([input]) => input.reorder)).toEqual(['order-1', null]);
  });
});
