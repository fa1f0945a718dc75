import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  shopOrderMachine,
  type ShopCartReply,
  type ShopCancelReply,
  type ShopLoadReply,
  type ShopOrderReply,
  type ShopStatusReply,
} from '../../../flows/shop/shop-order.machine';
import {
  cancelShopOrder,
  loadShopCatalogue,
  placeShopOrder,
  shopCart,
  shopOrderStatus,
} from '../../api/endpoints/shop';
import { noteServerTime } from '../../api/server-clock';
import type { ShopLineRequest } from '../../generated/api/shop-line';
import type { ShopOrderRequest } from '../../generated/api/shop-order.request';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { paymentChildOf } from '../../payment/payment-child';
import { shopOrderPaymentMachine } from '../../payment/shop-order-payment';
import { useSession } from '../../session/use-session';
import { useLatestRef } from '../../state/use-latest-ref';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The controller of the ordering screen (order): the shop order machine with this shop's effects.
 * A placed order is paid by the shared payment machine, its child 'payment' (docs/shop.md#paying);
 * paid, it opens the order's status page.
 */
export function useShopOrder() {
  const { bundle, layout } = useTenant();
  const shop = bundle.api.shop;
  const session = useSession();
  const navigate = useNavigate();
  const links = useLayoutLinks();
  // order?reorder={orderId}: the past order's lines replace the cart as the shop opens (docs/shop.md#reorder).
  const [search] = useSearchParams();
  const reorder = search.get('reorder');
  const latest = useLatestRef({ navigate, statusHref: (orderId: string) => links.href(`order/${orderId}`) });
  const [machine] = useState(() =>
    shopOrderMachine.provide({
      actors: {
        loadShop: fromPromise<ShopLoadReply, { signedIn: boolean; reorder: string | null }>(async ({ input }) => {
          const catalogue = (await loadShopCatalogue(shop)) as ShopLoadReply['catalogue'];
          // The catalogue's 'now' teaches the phone the server's clock, which the checkout's pickup slots follow.
          if (typeof catalogue.result.now === 'number') noteServerTime(catalogue.result.now);
          return {
            catalogue,
            cart: input.signedIn
              ? ((await shopCart(shop, input.reorder ? { reorder: input.reorder } : {}, true)) as ShopCartReply)
              : null,
          };
        }),
        saveCart: fromPromise<ShopCartReply, { lines: ShopLineRequest[]; notes?: string; acceptPrices?: boolean }>(
          async ({ input }) => (await shopCart(shop, input, true)) as ShopCartReply,
        ),
        placeOrder: fromPromise<ShopOrderReply, ShopOrderRequest>(
          async ({ input }) => (await placeShopOrder(shop, input)) as ShopOrderReply,
        ),
        orderStatus: fromPromise<ShopStatusReply, { orderId: string }>(
          async ({ input }) => (await shopOrderStatus(shop, input.orderId, true)) as ShopStatusReply,
        ),
        // Giving up the payment cancels the unpaid order at once (docs/shop.md#giving-up); the call is
        // idempotent on the server, and a cancelled order answers as cancelled to a new key too.
        cancelOrder: fromPromise<ShopCancelReply, { orderId: string }>(
          async ({ input }) =>
            (await cancelShopOrder(shop, {
              orderId: input.orderId,
              idempotencyKey: await newIdempotencyKey(),
            })) as ShopCancelReply,
        ),
        // The shared payment machine with the shop's calls (src/payment/shop-order-payment.ts).
        payment: shopOrderPaymentMachine(shop, layout),
      },
      actions: {
        // An order paid at once opens its status page; a table order stays on the table's menu, which
        // says it is on its way and offers the bill (docs/shop.md#table-ordering).
        showOrder: ({ context }) => {
          if (context.order && !context.order.table)
            void latest.current.navigate(latest.current.statusHref(context.order.orderId));
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { signedIn: session.status === 'loggedIn', ...(reorder ? { reorder } : {}) },
  });
  const { context } = snapshot;
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    signedIn: session.status === 'loggedIn',
    loginHref: links.href('login'),
    catalogue: context.catalogue,
    cart: context.cart,
    order: context.order,
    /** The last order request and saved card: checkout shows them again after a refusal or a given-up payment. */
    lastRequest: context.request,
    lastSavedCardId: context.savedCardId,
    paid: context.paid,
    /** The payment machine while the order is being paid (PaymentStep shows it). */
    payment: paymentChildOf(snapshot),
    message: context.message,
    canCheckout: snapshot.can({ type: 'CHECKOUT' }),
    canRetry: snapshot.can({ type: 'RETRY' }),
    canSaveCart: snapshot.can({ type: 'SAVE_CART', lines: [] }),
    statusHref: context.order ? links.href(`order/${context.order.orderId}`) : null,
    saveCart: (lines: ShopLineRequest[], notes?: string) =>
      send({ type: 'SAVE_CART', lines, ...(notes === undefined ? {} : { notes }) }),
    /** The customer accepts today's prices of the flagged lines (docs/shop.md#price-changed). */
    acceptPrices: (lines: ShopLineRequest[], notes?: string) =>
      send({ type: 'SAVE_CART', lines, acceptPrices: true, ...(notes === undefined ? {} : { notes }) }),
    checkout: () => send({ type: 'CHECKOUT' }),
    back: () => send({ type: 'BACK' }),
    place: (request: ShopOrderRequest, savedCardId?: string) =>
      send({ type: 'PLACE', request, ...(savedCardId === undefined ? {} : { savedCardId }) }),
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
    startOver: () => send({ type: 'START_OVER' }),
  };
}

export type ShopOrderView = ReturnType<typeof useShopOrder>;
