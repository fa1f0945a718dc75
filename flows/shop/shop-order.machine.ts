import { assign, fromPromise, setup } from 'xstate';
import type { ShopCartResponse } from '../../src/generated/api/shop-cart.response';
import type { ShopCatalogueResponse } from '../../src/generated/api/shop-catalogue.response';
import type { ShopLineRequest } from '../../src/generated/api/shop-line';
import type { ShopOrder } from '../../src/generated/api/shop-order';
import type { ShopOrderRequest } from '../../src/generated/api/shop-order.request';
import type { ShopOrderResponse } from '../../src/generated/api/shop-order.response';
import type { ShopOrderCancelResponse } from '../../src/generated/api/shop-order-cancel.response';
import type { ShopOrderStatusResponse } from '../../src/generated/api/shop-order-status.response';
import { messageOf, type Message } from '../../src/protocol/message';
import { refusalMessage } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { needsPaymentPin } from '../parking/parking-replies';
import { paymentMachine, type PaymentOutput } from '../payment/payment.machine';
import { callFailedWith, outputAction, outputGuard, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Ordering from a shop (docs/shop.md#flow): browse the catalogue, fill the cart (priced by the
 * server on every change), check out with delivery, pickup or a table, place the order, pay it
 * through the shared payment machine (its child 'payment', purpose 'shopOrder'), and follow the
 * order until it is ready. Closed, cart expired and service expired are states.
 *
 * Effects, provided with `.provide()`: actors `loadShop` (catalogue and cart), `saveCart`,
 * `placeOrder` (svc/order kind 'shop'), `orderStatus`, `payment` (the payment machine with the
 * shop's calls: shop/orderPay, shop/orderStatus), `cancelOrder` (shop/orderCancel: the payment was
 * given up, docs/shop.md#giving-up); action `showOrder` (the order's status page).
 * The idempotency key of the order is made by the view and passed with PLACE; the payment machine
 * makes its own per payment attempt (docs/shop.md#paying).
 */

export type ShopCatalogueReply = ShopCatalogueResponse;
export type ShopCartReply = ShopCartResponse;
export type ShopOrderReply = ShopOrderResponse;
export type ShopStatusReply = ShopOrderStatusResponse;
export type ShopCancelReply = ShopOrderCancelResponse;
export type ShopCatalogue = NonNullable<ShopCatalogueReply['result']['catalogue']>;
export type ShopCart = Pick<
  ShopCartReply['result'],
  'lines' | 'goods' | 'expiresAt' | 'notes' | 'carStays' | 'unavailable'
>;

export interface ShopLoadReply {
  catalogue: ShopCatalogueReply;
  cart: ShopCartReply | null;
}

export interface ShopOrderInput {
  signedIn: boolean;
  /** Reorder (docs/shop.md#reorder): this past order's lines replace the cart as the shop loads. */
  reorder?: string;
}

export interface ShopOrderContext {
  signedIn: boolean;
  reorder: string | null;
  catalogue: ShopCatalogueReply['result'] | null;
  cart: ShopCart | null;
  /** The request of the order being placed (its idempotency key is reused on retry). */
  request: ShopOrderRequest | null;
  /** Pay with this saved card of the customer (shop/orderPay), null for the method's own way. */
  savedCardId: string | null;
  order: ShopOrder | null;
  /** The payment's outcome once approved: its card, and whether the order was read back ('Show receipt' when not). */
  paid: Pick<PaymentOutput, 'cardNumber' | 'orderSent'> | null;
  message: Message | null;
}

export type ShopOrderEvent =
  /** acceptPrices: the customer accepts today's price of every line whose price changed (docs/shop.md#price-changed). */
  | { type: 'SAVE_CART'; lines: ShopLineRequest[]; notes?: string; acceptPrices?: boolean }
  | { type: 'CHECKOUT' }
  | { type: 'BACK' }
  | { type: 'PLACE'; request: ShopOrderRequest; savedCardId?: string }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'START_OVER' };

const isOk = (reply: { success: boolean; result: { rtn: number } }) => reply.success && reply.result.rtn > 0;
const problemCode = (reply: { result: { problem?: { code: string } } }) => reply.result.problem?.code;
const cancelled = (reply: ShopCancelReply) => isOk(reply) && reply.result.order?.status === 'cancelled';
const ended = (order: ShopOrder | undefined) => order?.status === 'completed' || order?.status === 'cancelled';

export const shopOrderMachine = setup({
  types: {
    context: {} as ShopOrderContext,
    events: {} as ShopOrderEvent,
    input: {} as ShopOrderInput,
  },
  actors: {
    loadShop: fromPromise<ShopLoadReply, { signedIn: boolean; reorder: string | null }>(
      missingActor('shopOrder', 'loadShop'),
    ),
    saveCart: fromPromise<ShopCartReply, { lines: ShopLineRequest[]; notes?: string; acceptPrices?: boolean }>(
      missingActor('shopOrder', 'saveCart'),
    ),
    placeOrder: fromPromise<ShopOrderReply, ShopOrderRequest>(missingActor('shopOrder', 'placeOrder')),
    orderStatus: fromPromise<ShopStatusReply, { orderId: string }>(missingActor('shopOrder', 'orderStatus')),
    payment: paymentMachine,
    cancelOrder: fromPromise<ShopCancelReply, { orderId: string }>(missingActor('shopOrder', 'cancelOrder')),
  },
  actions: {
    // Effect: a paid order (or one with nothing to pay now) shows its status and receipt.
    showOrder: () => {},
    // A reorder is done once, on the first load.
    forgetReorder: assign({ reorder: null }),
    storeShop: assign((_, params: { reply: ShopLoadReply }) => ({
      catalogue: params.reply.catalogue.result,
      cart: params.reply.cart && isOk(params.reply.cart) ? params.reply.cart.result : null,
      message: null,
    })),
    storeCart: assign((_, params: { reply: ShopCartReply }) => ({ cart: params.reply.result, message: null })),
    emptyCart: assign({ cart: null }),
    storeRequest: assign((_, params: { request: ShopOrderRequest; savedCardId: string | undefined }) => ({
      request: params.request,
      savedCardId: params.savedCardId ?? null,
      paid: null,
      message: null,
    })),
    storePaid: assign((_, params: { output: PaymentOutput }) => ({
      paid: { cardNumber: params.output.cardNumber, orderSent: params.output.orderSent },
    })),
    storeOrder: assign((_, params: { order: ShopOrder | undefined }) => ({
      order: params.order ?? null,
      message: null,
    })),
    // The given-up order is cancelled: the next PLACE makes a new one.
    forgetOrder: assign({ order: null }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    serviceExpired: (_, params: { reply: ShopLoadReply }) => params.reply.catalogue.result.state === 'expired',
    closed: (_, params: { reply: ShopLoadReply }) => params.reply.catalogue.result.state === 'closed',
    loaded: (_, params: { reply: ShopLoadReply }) => isOk(params.reply.catalogue),
    cartLapsed: (_, params: { reply: ShopLoadReply }) =>
      isOk(params.reply.catalogue) && params.reply.cart?.result.expired === true,
    cartSaved: (_, params: { reply: ShopCartReply }) => isOk(params.reply),
    cartHasLines: ({ context }) => {
      const lines = context.cart?.lines ?? [];
      return lines.length > 0 && lines.every((l) => l.problem === undefined);
    },
    placed: (_, params: { reply: ShopOrderReply }) => isOk(params.reply) && params.reply.result.order !== undefined,
    placedAndPaid: (_, params: { reply: ShopOrderReply }) =>
      isOk(params.reply) && params.reply.result.order?.status === 'received',
    cartExpired: (_, params: { reply: ShopOrderReply }) => problemCode(params.reply) === 'SHOP_CART_EXPIRED',
    shopClosed: (_, params: { reply: ShopOrderReply }) => problemCode(params.reply) === 'SHOP_CLOSED',
    orderServiceExpired: (_, params: { reply: ShopOrderReply }) => problemCode(params.reply) === 'SHOP_SERVICE_EXPIRED',
    statusRead: (_, params: { reply: ShopStatusReply }) =>
      isOk(params.reply) && params.reply.result.order !== undefined,
    orderEnded: (_, params: { reply: ShopStatusReply }) => ended(params.reply.result.order),
    paidAndSent: (_, params: { output: PaymentOutput }) =>
      params.output.outcome === 'approved' && params.output.orderSent,
    paidNotSent: (_, params: { output: PaymentOutput }) => params.output.outcome === 'approved',
    leftForGateway: (_, params: { output: PaymentOutput }) => params.output.outcome === 'redirected',
    paidMeanwhile: (_, params: { reply: ShopCancelReply }) => problemCode(params.reply) === 'SHOP_ORDER_PAID',
  },
}).createMachine({
  id: 'shopOrder',
  description: 'Order from a shop: browse, cart, checkout with delivery, pickup or a table, pay, and follow the order.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    reorder: input.reorder ?? null,
    catalogue: null,
    cart: null,
    request: null,
    savedCardId: null,
    order: null,
    paid: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the catalogue, what is sold out, whether the shop is open, and the customer's cart.",
      tags: ['busy'],
      invoke: {
        id: 'loadShop',
        src: 'loadShop',
        input: ({ context }) => ({ signedIn: context.signedIn, reorder: context.reorder }),
        onDone: [
          {
            guard: replyGuard('serviceExpired'),
            target: 'serviceExpired',
            actions: { type: 'showMessage', params: { message: messageOf('SHOP_SERVICE_EXPIRED') } },
          },
          {
            guard: replyGuard('closed'),
            target: 'closed',
            actions: [replyAction('storeShop'), { type: 'showMessage', params: { message: messageOf('SHOP_CLOSED') } }],
          },
          {
            guard: replyGuard('cartLapsed'),
            target: 'cartExpired',
            actions: [
              replyAction('storeShop'),
              { type: 'showMessage', params: { message: messageOf('SHOP_CART_EXPIRED') } },
            ],
          },
          { guard: replyGuard('loaded'), target: 'browsing', actions: [replyAction('storeShop'), 'forgetReorder'] },
          {
            target: 'loadFailed',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({ message: refusalMessage(event.output.catalogue.result, 'OUT_OF_SERVICE') }),
            },
          },
        ],
        onError: callFailedWith('loadFailed', 'CONNECTION_FAILED'),
      },
    },
    loadFailed: {
      description: 'The shop could not be read; RETRY reads it again.',
      on: { RETRY: 'loading' },
    },
    closed: {
      description: 'The shop is closed now: the menu is shown, no order is taken; RETRY looks again.',
      on: { RETRY: 'loading' },
    },
    serviceExpired: {
      description: 'Online ordering has expired at this shop.',
      type: 'final',
    },
    browsing: {
      description: 'The menu and the cart; every change of the cart is saved and priced by the server.',
      // CHECKOUT first: in this order the diagram's arrows stay clear of each other's labels.
      on: {
        CHECKOUT: { guard: 'cartHasLines', target: 'checkout' },
        SAVE_CART: { guard: 'signedIn', target: 'savingCart' },
      },
    },
    savingCart: {
      description: 'Saves the cart; the server prices every line from the catalogue and flags what cannot be ordered.',
      tags: ['busy'],
      invoke: {
        id: 'saveCart',
        src: 'saveCart',
        input: ({ event }) =>
          event.type === 'SAVE_CART'
            ? {
                lines: event.lines,
                ...(event.notes === undefined ? {} : { notes: event.notes }),
                ...(event.acceptPrices === true ? { acceptPrices: true } : {}),
              }
            : { lines: [] },
        onDone: [
          { guard: replyGuard('cartSaved'), target: 'browsing', actions: replyAction('storeCart') },
          refused('browsing', 'OPERATION_FAILED'),
        ],
        onError: callFailedWith('browsing', 'CONNECTION_FAILED'),
      },
    },
    cartExpired: {
      description: 'The cart expired; START_OVER goes back to the menu with an empty cart.',
      on: {
        START_OVER: { target: 'browsing', actions: ['emptyCart', { type: 'showMessage', params: { message: null } }] },
      },
    },
    checkout: {
      description:
        'Delivery (address and zone), pickup (a slot) or the table; tip; the total is the shared pricing rule.',
      on: {
        // Back to the menu reads the shop and cart again: a price changed meanwhile (or the refusal
        // 'The price has changed') shows on its flagged line (docs/shop.md#price-changed).
        BACK: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } },
        PLACE: {
          target: 'placing',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({ request: event.request, savedCardId: event.savedCardId }),
          },
        },
      },
    },
    placing: {
      description:
        'Sends the order (page must not be closed): the server prices and checks it again and places it, waiting for its payment (a table order or a total of 0 needs none now).',
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: replyGuard('placedAndPaid'),
            target: 'tracking',
            actions: [
              { type: 'storeOrder', params: ({ event }) => ({ order: event.output.result.order }) },
              'showOrder',
            ],
          },
          {
            guard: replyGuard('placed'),
            target: 'paying',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output.result.order }) },
          },
          {
            guard: replyGuard('cartExpired'),
            target: 'cartExpired',
            actions: { type: 'showMessage', params: { message: messageOf('SHOP_CART_EXPIRED') } },
          },
          {
            guard: replyGuard('shopClosed'),
            target: 'closed',
            actions: { type: 'showMessage', params: { message: messageOf('SHOP_CLOSED') } },
          },
          {
            guard: replyGuard('orderServiceExpired'),
            target: 'serviceExpired',
            actions: { type: 'showMessage', params: { message: messageOf('SHOP_SERVICE_EXPIRED') } },
          },
          refused('checkout', 'ORDER_UPLOAD_FAILED'),
        ],
        onError: callFailedWith('uploadFailed', 'ORDER_UPLOAD_FAILED'),
      },
    },
    uploadFailed: {
      description:
        "'Failed to upload the order': RETRY sends it again with the same key (never twice), BACK returns to checkout.",
      on: {
        RETRY: 'placing',
        BACK: { target: 'checkout', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    paying: {
      description:
        "The shared payment machine pays the placed order (child 'payment'): the PIN of a stored-value card, a saved card, or the gateway's page; then the order is read back. Given up (cancelled) → the unpaid order is cancelled (docs/shop.md#giving-up).",
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          purpose: { kind: 'shopOrder' as const, orderId: context.order?.orderId ?? '' },
          amount: context.order?.totals.total ?? 0,
          paymentCode: context.order?.paymentCode ?? 0,
          needsPin: needsPaymentPin(context.order?.paymentCode ?? null),
          ...(context.savedCardId === null ? {} : { savedCardId: context.savedCardId }),
        }),
        onDone: [
          {
            guard: outputGuard('paidAndSent'),
            target: 'refreshing',
            actions: [outputAction('storePaid'), 'showOrder'],
          },
          { guard: outputGuard('paidNotSent'), target: 'receipt', actions: outputAction('storePaid') },
          { guard: outputGuard('leftForGateway'), target: 'leftForGateway' },
          { target: 'cancellingOrder' },
        ],
        onError: callFailedWith('checkout', 'PAYMENT_FAILED'),
      },
    },
    cancellingOrder: {
      description:
        'The payment was given up: the unpaid order is cancelled at once (its voucher back, the cart kept) and checkout shows again, so it can be placed again straight away. Paid at the gateway meanwhile → the order is followed (its status page settles it). Not cancelled (refused, offline) → checkout; the order lapses when its time to pay ends.',
      tags: ['busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: [
          { guard: replyGuard('paidMeanwhile'), target: 'tracking', actions: 'showOrder' },
          // Cancelled, or refused (the order then lapses when its time to pay ends): checkout says which.
          {
            target: 'checkout',
            actions: [
              'forgetOrder',
              {
                type: 'showMessage',
                params: ({ event }) => ({
                  message: messageOf(cancelled(event.output) ? 'SHOP_ORDER_GIVEN_UP' : 'SHOP_ORDER_NOT_PAID'),
                }),
              },
            ],
          },
        ],
        onError: callFailedWith('checkout', 'SHOP_ORDER_NOT_PAID'),
      },
    },
    receipt: {
      description:
        "'Failed to upload the order', then 'Show receipt': the approved payment's itemised receipt from the order as placed; REFRESH reads the order again.",
      on: { REFRESH: 'refreshing' },
    },
    leftForGateway: {
      description: "REDIRECT: the app left for the gateway's page, which returns to the order's status page.",
      type: 'final',
    },
    tracking: {
      description: 'Order sent: its status is shown and refreshed (REFRESH) without reloading the page.',
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      description: 'Reads the order status (the server checks a pending payment with the gateway).',
      invoke: {
        id: 'orderStatus',
        src: 'orderStatus',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: [
          {
            guard: replyGuard('orderEnded'),
            target: 'finished',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output.result.order }) },
          },
          {
            guard: replyGuard('statusRead'),
            target: 'tracking',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output.result.order }) },
          },
          refused('tracking', 'SHOP_ORDER_NOT_FOUND'),
        ],
        onError: callFailedWith('tracking', 'CONNECTION_FAILED'),
      },
    },
    finished: {
      description: 'The order was completed or cancelled (refunded when paid).',
      type: 'final',
    },
  },
});

export type ShopOrderMachine = typeof shopOrderMachine;
