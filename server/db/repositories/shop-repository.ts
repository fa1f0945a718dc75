/**
 * SQL of shop ordering (migration 010, docs/shop.md): availability staff set, customers' carts,
 * orders and their lines. Every read a customer can trigger is scoped to the tenant, the shop and
 * the session's account; staff reads are scoped to the tenant and the shop.
 */
import type { ShopLineRequest } from '../../../src/generated/api/shop-line';
import type { ShopOrder } from '../../../src/generated/api/shop-order';
import type { LocalText } from '../../../src/generated/tenant';
import type { Queryable } from '../database';

export type AvailabilityState = 'sold_out' | 'hidden';
export type ShopOrderStatus = ShopOrder['status'];
export type ShopPaymentStatus = ShopOrder['paymentStatus'];

export interface ShopKey {
  tenantId: string;
  shopCode: string;
}

export async function listAvailability(
  db: Queryable,
  shop: ShopKey,
): Promise<{ productId: string; state: AvailabilityState }[]> {
  return db.query<{ productId: string; state: AvailabilityState }>(
    `SELECT product_id AS "productId", state FROM shop_availability WHERE tenant_id = $1 AND shop_code = $2 ORDER BY product_id`,
    [shop.tenantId, shop.shopCode],
  );
}

export async function setAvailability(
  db: Queryable,
  shop: ShopKey,
  productId: string,
  state: AvailabilityState | 'available',
  now: Date,
): Promise<void> {
  if (state === 'available') {
    await db.query(`DELETE FROM shop_availability WHERE tenant_id = $1 AND shop_code = $2 AND product_id = $3`, [
      shop.tenantId,
      shop.shopCode,
      productId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO shop_availability (tenant_id, shop_code, product_id, state, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, shop_code, product_id) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at`,
    [shop.tenantId, shop.shopCode, productId, state, now],
  );
}

export interface CartRecord {
  lines: ShopLineRequest[];
  notes: string;
  expiresAt: Date;
}

export async function findCart(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  forUpdate = false,
): Promise<CartRecord | null> {
  const rows = await db.query<CartRecord>(
    `SELECT lines, notes, expires_at AS "expiresAt" FROM shop_carts WHERE tenant_id = $1 AND shop_code = $2 AND account_id = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [shop.tenantId, shop.shopCode, accountId],
  );
  return rows[0] ?? null;
}

export async function saveCart(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  cart: CartRecord,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO shop_carts (tenant_id, shop_code, account_id, lines, notes, expires_at, updated_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
     ON CONFLICT (tenant_id, shop_code, account_id) DO UPDATE SET lines = EXCLUDED.lines, notes = EXCLUDED.notes, expires_at = EXCLUDED.expires_at, updated_at = EXCLUDED.updated_at`,
    [shop.tenantId, shop.shopCode, accountId, JSON.stringify(cart.lines), cart.notes, cart.expiresAt, now],
  );
}

export async function deleteCart(db: Queryable, shop: ShopKey, accountId: string): Promise<void> {
  await db.query(`DELETE FROM shop_carts WHERE tenant_id = $1 AND shop_code = $2 AND account_id = $3`, [
    shop.tenantId,
    shop.shopCode,
    accountId,
  ]);
}

export interface OrderLineRecord {
  productId: string;
  name: LocalText;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  options: { groupId?: string; optionId: string; name: LocalText; count: number; price: number }[];
}

export interface ShopOrderRecord {
  id: string;
  tenantId: string;
  shopCode: string;
  accountId: string;
  reference: string;
  fulfilment: ShopOrder['fulfilment'];
  deliveryAddress: ShopOrder['deliveryAddress'] | null;
  zoneId: string | null;
  pickupAt: Date | null;
  tableName: string | null;
  notes: string;
  goods: number;
  discount: number;
  deliveryFee: number;
  tip: number;
  surcharge: number;
  total: number;
  paymentCode: number;
  status: ShopOrderStatus;
  paymentStatus: ShopPaymentStatus;
  gateway: string;
  gatewayPaymentId: string;
  gatewayUrl?: string;
  cardNumber: string;
  refunded: number;
  payExpiresAt: Date;
  createdAt: Date;
}

const ORDER_COLUMNS = `id, tenant_id AS "tenantId", shop_code AS "shopCode", account_id AS "accountId", reference, fulfilment,
  delivery_address AS "deliveryAddress", zone_id AS "zoneId", pickup_at AS "pickupAt", table_name AS "tableName", notes, goods, discount,
  delivery_fee AS "deliveryFee", tip, surcharge, total, payment_code AS "paymentCode", status, payment_status AS "paymentStatus", gateway,
  gateway_payment_id AS "gatewayPaymentId", card_number AS "cardNumber", refunded, pay_expires_at AS "payExpiresAt", created_at AS "createdAt"`;

/** Inserts the order and its lines; false when its reference is taken (draw another). */
export async function insertOrder(
  tx: Queryable,
  o: Omit<ShopOrderRecord, 'refunded' | 'cardNumber'>,
  lines: readonly OrderLineRecord[],
  /** Delivery to the car (migration 016, docs/shop.md#car). */
  car: { bookingId: string; bay: string | null; plate: string | null } | null = null,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO shop_orders (id, tenant_id, shop_code, account_id, reference, fulfilment, delivery_address, zone_id, pickup_at, table_name, notes,
                              goods, discount, delivery_fee, tip, surcharge, total, payment_code, status, payment_status, gateway, gateway_payment_id,
                              pay_expires_at, created_at, updated_at, car_booking_id, car_bay, car_plate)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $24, $25, $26, $27)
     ON CONFLICT ON CONSTRAINT shop_orders_reference_key DO NOTHING RETURNING id`,
    [
      o.id,
      o.tenantId,
      o.shopCode,
      o.accountId,
      o.reference,
      o.fulfilment,
      o.deliveryAddress ? JSON.stringify(o.deliveryAddress) : null,
      o.zoneId,
      o.pickupAt,
      o.tableName,
      o.notes,
      o.goods,
      o.discount,
      o.deliveryFee,
      o.tip,
      o.surcharge,
      o.total,
      o.paymentCode,
      o.status,
      o.paymentStatus,
      o.gateway,
      o.gatewayPaymentId,
      o.payExpiresAt,
      o.createdAt,
      car?.bookingId ?? null,
      car?.bay ?? null,
      car?.plate ?? null,
    ],
  );
  if (rows.length !== 1) return false;
  let lineNo = 0;
  for (const line of lines) {
    await tx.query(
      `INSERT INTO shop_order_lines (order_id, line_no, product_id, name, quantity, unit_price, line_total, options) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb)`,
      [
        o.id,
        lineNo++,
        line.productId,
        JSON.stringify(line.name),
        line.quantity,
        line.unitPrice,
        line.lineTotal,
        JSON.stringify(line.options),
      ],
    );
  }
  return true;
}

export async function orderLines(db: Queryable, orderId: string): Promise<OrderLineRecord[]> {
  return db.query<OrderLineRecord>(
    `SELECT product_id AS "productId", name, quantity, unit_price AS "unitPrice", line_total AS "lineTotal", options FROM shop_order_lines WHERE order_id = $1 ORDER BY line_no`,
    [orderId],
  );
}

/** The customer's own order at this shop; another customer's id reads as missing. */
export async function findOwnOrder(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  orderId: string,
): Promise<ShopOrderRecord | null> {
  const rows = await db.query<ShopOrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE tenant_id = $1 AND shop_code = $2 AND account_id = $3 AND id = $4`,
    [shop.tenantId, shop.shopCode, accountId, orderId],
  );
  return rows[0] ?? null;
}

/** A page of the customer's own orders at a shop, latest first, and how many they have there (My orders). */
export async function listOwnOrders(
  db: Queryable,
  shop: ShopKey,
  accountId: string,
  limit: number,
  offset: number,
): Promise<{ rows: ShopOrderRecord[]; total: number }> {
  const where = `tenant_id = $1 AND shop_code = $2 AND account_id = $3`;
  const rows = await db.query<ShopOrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE ${where} ORDER BY created_at DESC, id LIMIT $4 OFFSET $5`,
    [shop.tenantId, shop.shopCode, accountId, limit, offset],
  );
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shop_orders WHERE ${where}`, [
    shop.tenantId,
    shop.shopCode,
    accountId,
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A shop's order for staff, locked for a change. */
export async function lockShopOrder(tx: Queryable, shop: ShopKey, orderId: string): Promise<ShopOrderRecord | null> {
  const rows = await tx.query<ShopOrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE tenant_id = $1 AND shop_code = $2 AND id = $3 FOR UPDATE`,
    [shop.tenantId, shop.shopCode, orderId],
  );
  return rows[0] ?? null;
}

export async function listShopOrders(
  db: Queryable,
  shop: ShopKey,
  statuses: readonly ShopOrderStatus[],
  limit: number,
): Promise<ShopOrderRecord[]> {
  return db.query<ShopOrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM shop_orders WHERE tenant_id = $1 AND shop_code = $2 AND status IN (SELECT jsonb_array_elements_text($3::jsonb)) ORDER BY created_at DESC, id LIMIT $4`,
    [shop.tenantId, shop.shopCode, JSON.stringify(statuses), limit],
  );
}

/** Moves an order from one status to another; false when it was no longer in `from` (a concurrent change). */
export async function moveOrderStatus(
  tx: Queryable,
  orderId: string,
  from: ShopOrderStatus,
  to: ShopOrderStatus,
  now: Date,
  payment?: { paymentStatus: ShopPaymentStatus; cardNumber?: string; refunded?: number },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE shop_orders SET status = $3, updated_at = $4,
       payment_status = COALESCE($5, payment_status), card_number = COALESCE($6, card_number), refunded = COALESCE($7, refunded)
     WHERE id = $1 AND status = $2 RETURNING id`,
    [orderId, from, to, now, payment?.paymentStatus ?? null, payment?.cardNumber ?? null, payment?.refunded ?? null],
  );
  return rows.length === 1;
}
