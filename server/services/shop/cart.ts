/**
 * shop/cart: the customer's cart, changed (new lines, a reorder, today's prices accepted) and
 * priced on the server, with the prices first shown kept until accepted (docs/shop.md#price-changed)
 * and the customer's current stays for delivery to the car.
 */
import type { ShopCartRequest } from '../../../src/generated/api/shop-cart.request';
import type { ShopCartResponse } from '../../../src/generated/api/shop-cart.response';
import type { ShopOrder } from '../../../src/generated/api/shop-order';
import type { ShopPricedLine } from '../../../src/generated/api/shop-priced-line';
import { reorderLines } from '../../../src/lib/shop/reorder';
import { changedFrom, nextShownPrices } from '../../../src/lib/shop/shown-prices';
import { ok, refused } from '../../../src/protocol';
import { deleteCart, findCart, saveCart } from '../../db/repositories/shop-repository';
import {
  currentCarStays,
  findShownPrices,
  ownOrderLinesForReorder,
  saveShownPrices,
} from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { pricedLines } from './priced-lines';
import { contextOf, seconds, unavailableProducts } from './shop-context';
import type { ShopDeps } from './shop-deps';

const DEFAULT_CART_MINUTES = 60;

export async function shopCart(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopCartRequest,
): Promise<ShopCartResponse> {
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
    let reordered:
      { name: ShopOrder['lines'][number]['name']; problem: ShopPricedLine['problem'] & object }[] | undefined;
    if (body.reorder !== undefined) {
      const past = await ownOrderLinesForReorder(tx, ctx.key, identity.accountId, body.reorder);
      if (!past) return refused('SHOP_ORDER_NOT_FOUND');
      const again = reorderLines(ctx.catalogue, past, unavailable);
      newLines = again.lines;
      reordered = again.unavailable.map((u) => ({
        name: u.name,
        problem: { code: u.problem.code, params: { ...(u.problem.params ?? {}) } },
      }));
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
      const current = lines.map((l, i) => ({
        ...l,
        unitPrice: priced.priced[i]!.problem ? null : priced.priced[i]!.unitPrice,
      }));
      shown = nextShownPrices(current, shown, body.acceptPrices === true || body.reorder !== undefined);
      await saveShownPrices(tx, ctx.key, identity.accountId, shown);
    }
    const flagged = priced.priced.map((l) => {
      const was = l.problem ? null : changedFrom(l, shown);
      return was === null
        ? l
        : { ...l, shownUnitPrice: was, problem: { code: 'SHOP_PRICE_CHANGED_LINE' as const, params: {} } };
    });
    const stays = await currentCarStays(tx, ctx.key.tenantId, shop.site.siteId, identity.accountId, now);
    return ok({
      lines: flagged,
      carStays: stays.map((c) => ({
        bookingId: c.bookingId,
        reference: c.reference,
        exitAt: seconds(c.exitAt),
        plate: c.plate,
      })),
      ...(reordered ? { unavailable: reordered } : {}),
      notes: cart?.notes ?? '',
      goods: priced.ok.reduce((sum, l) => sum + l.lineTotal, 0),
      ...(cart && lines.length > 0 ? { expiresAt: seconds(cart.expiresAt) } : {}),
      expired,
    });
  });
}
