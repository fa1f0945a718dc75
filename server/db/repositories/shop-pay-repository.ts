/**
 * SQL of shop orders paid like parking's (migration 016, docs/shop.md#paying): the prices a cart
 * showed, how an order was paid (stored-value card, voucher), delivery to the car, and the
 * customer's current parking stays at the shop's site. Scoped to the tenant, shop and account.
 */
import type { Queryable } from '../database';
import type { ShopKey } from './shop-repository';

export async function findShownPrices(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
): Promise<Record<string, number>> {
  const rows = await db.query<{ shown: Record<string, number> }>(
    `SELECT shown_prices AS shown FROM shop_carts WHERE tenant_id = $1 AND shop_code = $2 AND account_id = $3`,
    [shop.tenantId, shop.shopCode, accountId],
  );
  return rows[0]?.shown ?? {};
}

/** The cart row must exist (saved in the same transaction). */
export async function saveShownPrices(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  shown: Record<string, number>,
): Promise<void> {
  await db.query(
    `UPDATE shop_carts SET shown_prices = $4::jsonb WHERE tenant_id = $1 AND shop_code = $2 AND account_id = $3`,
    [shop.tenantId, shop.shopCode, accountId, JSON.stringify(shown)],
  );
}

export interface OrderPaymentExtras {
  walletCardId: string | null;
  voucherId: string | null;
  carBookingId: string | null;
  carBay: string | null;
  carPlate: string | null;
  paidWith: 'gateway' | 'savedCard' | 'storedValue' | 'none' | null;
}

export async function orderPaymentExtras(db: Queryable, orderId: string): Promise<OrderPaymentExtras> {
  const rows = await db.query<OrderPaymentExtras>(
    `SELECT wallet_card_id AS "walletCardId", voucher_id AS "voucherId", car_booking_id AS "carBookingId", car_bay AS "carBay", car_plate AS "carPlate", paid_with AS "paidWith"
     FROM shop_orders WHERE id = $1`,
    [orderId],
  );
  return (
    rows[0] ?? { walletCardId: null, voucherId: null, carBookingId: null, carBay: null, carPlate: null, paidWith: null }
  );
}

/** Records how the order was paid (in its transaction): the method's kind, the stored-value card, the card shown, the voucher. */
export async function setOrderPayment(
  tx: Queryable,
  orderId: string,
  p: {
    paidWith?: NonNullable<OrderPaymentExtras['paidWith']>;
    walletCardId?: string;
    cardNumber?: string;
    voucherId?: string;
  },
): Promise<void> {
  await tx.query(
    `UPDATE shop_orders SET paid_with = COALESCE($2, paid_with), wallet_card_id = COALESCE($3, wallet_card_id), card_number = COALESCE($4, card_number), voucher_id = COALESCE($5, voucher_id) WHERE id = $1`,
    [orderId, p.paidWith ?? null, p.walletCardId ?? null, p.cardNumber ?? null, p.voucherId ?? null],
  );
}

/**
 * The payment an order's pay call started (docs/shop.md#paying): the gateway's payment, or the
 * wallet's (`wallet-{orderId}`). Only while the order waits for its payment.
 */
/** The payment attempt now open for an unpaid order: its payment is pending again (after a declined one). */
export async function setOrderGateway(
  tx: Queryable,
  orderId: string,
  gateway: string,
  gatewayPaymentId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE shop_orders SET gateway = $2, gateway_payment_id = $3, payment_status = 'pending', updated_at = $4 WHERE id = $1 AND status = 'pending_payment'`,
    [orderId, gateway, gatewayPaymentId, now],
  );
}

/**
 * A declined attempt ends (docs/shop.md#declined): the order keeps waiting for its payment, with
 * no attempt open, so the customer may pay it again before it lapses.
 */
export async function endDeclinedOrderAttempt(tx: Queryable, orderId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE shop_orders SET gateway_payment_id = '', payment_status = 'failed', updated_at = $2 WHERE id = $1 AND status = 'pending_payment'`,
    [orderId, now],
  );
}

export interface CarStay {
  bookingId: string;
  reference: string;
  entryAt: Date;
  exitAt: Date;
  plate: string;
}

/** The customer's paid bookings at the site current at `now` (entry passed, exit ahead). */
export async function currentCarStays(
  db: Queryable,
  tenantId: string,
  siteId: string,
  accountId: string,
  now: Date,
): Promise<CarStay[]> {
  return db.query<CarStay>(
    `SELECT id AS "bookingId", reference, entry_at AS "entryAt", exit_at AS "exitAt", license_plate AS plate FROM bookings
     WHERE tenant_id = $1 AND site_id = $2 AND account_id = $3 AND status IN ('booked', 'topped_up') AND entry_at <= $4 AND exit_at > $4
     ORDER BY exit_at, id`,
    [tenantId, siteId, accountId, now],
  );
}

/** One past order's lines with their options (group ids where kept), for a reorder; the customer's own only. */
export async function ownOrderLinesForReorder(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  orderId: string,
): Promise<
  | {
      productId: string;
      name: Record<string, string>;
      quantity: number;
      options: { groupId?: string; optionId: string; count: number }[];
    }[]
  | null
> {
  const owned = await db.query(
    `SELECT 1 FROM shop_orders WHERE id = $1 AND tenant_id = $2 AND shop_code = $3 AND account_id = $4`,
    [orderId, shop.tenantId, shop.shopCode, accountId],
  );
  if (owned.length === 0) return null;
  return db.query(
    `SELECT product_id AS "productId", name, quantity, options FROM shop_order_lines WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
}
