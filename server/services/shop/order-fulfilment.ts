/**
 * Where a new order goes, judged in the order's transaction (docs/shop.md#fulfilment): a delivery
 * address in a zone (with its fee), a pickup time the shop can meet, the customer's own car parked
 * here long enough, or a table whose QR code's secret the customer has (docs/shop.md#table-key).
 */
import type { ShopOrderRequest } from '../../../src/generated/api/shop-order.request';
import { checkDelivery, checkPickup, checkTable } from '../../../src/lib/shop/fulfilment';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { currentCarStays } from '../../db/repositories/shop-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { seconds, type ShopContext } from './shop-context';

export type FulfilmentCheck = { ok: true; zone: { id: string; fee: number } | null } | { ok: false; refusal: Refusal };

export interface FulfilmentRequest {
  shop: ShopMatch;
  ctx: ShopContext;
  identity: SessionIdentity;
  body: ShopOrderRequest;
  /** The goods' total, for a zone's minimum and free delivery. */
  goods: number;
  now: Date;
  /** Whether the request carried the table's secret (judged before the transaction). */
  tableKeyOk: boolean;
}

export async function checkFulfilment(
  tx: Queryable,
  { shop, ctx, identity, body, goods, now, tableKeyOk }: FulfilmentRequest,
): Promise<FulfilmentCheck> {
  const refuse = (refusal: Refusal): FulfilmentCheck => ({ ok: false, refusal });
  if (body.fulfilment === 'delivery') {
    const check = checkDelivery(ctx.settings, body.deliveryAddress, goods, shop.site.location);
    if (!check.ok) return refuse(refused(check.problem.code, check.problem.params ?? {}));
    return { ok: true, zone: check.zone };
  }
  if (body.fulfilment === 'pickup') {
    const problem =
      body.pickupAt === undefined
        ? { code: 'SHOP_PICKUP_TOO_SOON' as const, params: { minutes: ctx.settings.minimumWaitMinutes } }
        : checkPickup(ctx.settings, body.pickupAt, seconds(now), ctx.timeZone);
    if (problem) return refuse(refused(problem.code, problem.params ?? {}));
  } else if (body.fulfilment === 'car') {
    // Delivery to the car (docs/shop.md#car): the customer's own paid booking at this site,
    // current now, and lasting until the order can reach the car.
    const stay = body.car
      ? (await currentCarStays(tx, ctx.key.tenantId, shop.site.siteId, identity.accountId, now)).find(
          (c) => c.bookingId === body.car!.bookingId,
        )
      : undefined;
    if (!stay || !body.car) return refuse(refused('SHOP_CAR_TICKET_REQUIRED'));
    if (!body.car.bay?.trim() && !body.car.plate?.trim()) return refuse(refused('SHOP_CAR_SPOT_REQUIRED'));
    if (stay.exitAt.getTime() < now.getTime() + ctx.settings.minimumWaitMinutes * 60_000)
      return refuse(refused('SHOP_CAR_STAY_ENDS'));
  } else {
    const problem =
      body.table === undefined ? { code: 'SHOP_TABLE_UNKNOWN' as const } : checkTable(ctx.settings, body.table);
    if (problem) return refuse(refused(problem.code));
    if (!tableKeyOk) return refuse(refused('TABLE_LINK_INVALID'));
  }
  return { ok: true, zone: null };
}
