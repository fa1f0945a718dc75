/**
 * SQL of table bills (migration 015, docs/shop.md#table-bill): one open bill per shop table, its
 * items (one per order line), and the payments toward it. Every change runs inside a transaction
 * that locked the bill row first (lockBill), so payments at one table queue instead of racing.
 */
import type { LocalText } from '../../../src/generated/tenant';
import type { Queryable } from '../database';
import type { ShopKey } from './shop-repository';

export interface BillRecord {
  id: string;
  tenantId: string;
  shopCode: string;
  tableName: string;
  status: 'open' | 'paid';
  total: number;
  reserved: number;
  paid: number;
  createdAt: Date;
}

export interface BillItemRecord {
  itemNo: number;
  orderId: string;
  name: LocalText;
  quantity: number;
  amount: number;
  lockedBy: string | null;
  paidBy: string | null;
}

export type BillPaymentKind = 'items' | 'share' | 'rest';
export type BillPaymentStatus = 'pending' | 'approved' | 'failed' | 'abandoned';

export interface BillPaymentRecord {
  id: string;
  billId: string;
  accountId: string;
  kind: BillPaymentKind;
  amount: number;
  surcharge: number;
  paymentCode: number;
  status: BillPaymentStatus;
  gateway: string;
  gatewayPaymentId: string;
  cardNumber: string;
  /** The stored-value card that paid (docs/shop.md#bill-methods), null for the gateway. */
  walletCardId: string | null;
  /** Of the amount, what was given back after staff cancelled an order of the bill (docs/shop.md#table-cancel). */
  refunded: number;
  /** Of the surcharge, what was given back with it (in proportion, src/lib/surcharge.ts surchargeKept). */
  surchargeRefunded: number;
  expiresAt: Date;
  createdAt: Date;
}

const BILL_COLUMNS = `id, tenant_id AS "tenantId", shop_code AS "shopCode", table_name AS "tableName", status, total, reserved, paid, created_at AS "createdAt"`;
const PAYMENT_COLUMNS = `id, bill_id AS "billId", account_id AS "accountId", kind, amount, surcharge, payment_code AS "paymentCode", status, gateway,
  gateway_payment_id AS "gatewayPaymentId", card_number AS "cardNumber", wallet_card_id AS "walletCardId", refunded, surcharge_refunded AS "surchargeRefunded", expires_at AS "expiresAt", created_at AS "createdAt"`;

/** The table's open bill, locked, or a new one (the partial unique index keeps it one per table). */
export async function openBillForUpdate(
  tx: Queryable,
  shop: ShopKey,
  table: string,
  newId: string,
  now: Date,
): Promise<BillRecord> {
  await tx.query(
    `INSERT INTO shop_table_bills (id, tenant_id, shop_code, table_name, status, total, created_at, updated_at) VALUES ($1, $2, $3, $4, 'open', 0, $5, $5)
     ON CONFLICT (tenant_id, shop_code, table_name) WHERE status = 'open' DO NOTHING`,
    [newId, shop.tenantId, shop.shopCode, table, now],
  );
  const rows = await tx.query<BillRecord>(
    `SELECT ${BILL_COLUMNS} FROM shop_table_bills WHERE tenant_id = $1 AND shop_code = $2 AND table_name = $3 AND status = 'open' FOR UPDATE`,
    [shop.tenantId, shop.shopCode, table],
  );
  const bill = rows[0];
  if (!bill) throw new Error('the open table bill vanished inside its transaction');
  return bill;
}

/** Adds an order's lines to the bill and its total. */
export async function addBillItems(
  tx: Queryable,
  billId: string,
  orderId: string,
  items: readonly { name: LocalText; quantity: number; amount: number }[],
  now: Date,
): Promise<void> {
  const next = await tx.query<{ n: number }>(
    `SELECT COALESCE(MAX(item_no) + 1, 0)::int AS n FROM shop_bill_items WHERE bill_id = $1`,
    [billId],
  );
  let itemNo = next[0]?.n ?? 0;
  for (const item of items) {
    await tx.query(
      `INSERT INTO shop_bill_items (bill_id, item_no, order_id, name, quantity, amount) VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [billId, itemNo++, orderId, JSON.stringify(item.name), item.quantity, item.amount],
    );
  }
  const added = items.reduce((sum, i) => sum + i.amount, 0);
  await tx.query(`UPDATE shop_table_bills SET total = total + $2, updated_at = $3 WHERE id = $1`, [billId, added, now]);
}

/** The open table's current bill (not locked), or null. */
export async function findOpenBill(db: Queryable, shop: ShopKey, table: string): Promise<BillRecord | null> {
  const rows = await db.query<BillRecord>(
    `SELECT ${BILL_COLUMNS} FROM shop_table_bills WHERE tenant_id = $1 AND shop_code = $2 AND table_name = $3 AND status = 'open'`,
    [shop.tenantId, shop.shopCode, table],
  );
  return rows[0] ?? null;
}

/** A bill of this shop and table; another table's or shop's id reads as missing. */
export async function findBill(
  db: Queryable,
  shop: ShopKey,
  table: string,
  billId: string,
  forUpdate = false,
): Promise<BillRecord | null> {
  const rows = await db.query<BillRecord>(
    `SELECT ${BILL_COLUMNS} FROM shop_table_bills WHERE tenant_id = $1 AND shop_code = $2 AND table_name = $3 AND id = $4${forUpdate ? ' FOR UPDATE' : ''}`,
    [shop.tenantId, shop.shopCode, table, billId],
  );
  return rows[0] ?? null;
}

/** Whether the customer has an order of their own on the bill (their proof of sitting at its table). */
export async function hasOrderOnBill(db: Queryable, billId: string, accountId: string): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    `SELECT 1 AS one FROM shop_bill_items i JOIN shop_orders o ON o.id = i.order_id WHERE i.bill_id = $1 AND o.account_id = $2 LIMIT 1`,
    [billId, accountId],
  );
  return rows.length > 0;
}

export async function billItems(db: Queryable, billId: string): Promise<BillItemRecord[]> {
  return db.query<BillItemRecord>(
    `SELECT item_no AS "itemNo", order_id AS "orderId", name, quantity, amount, locked_by AS "lockedBy", paid_by AS "paidBy" FROM shop_bill_items WHERE bill_id = $1 ORDER BY item_no`,
    [billId],
  );
}

export async function billPayments(db: Queryable, billId: string): Promise<BillPaymentRecord[]> {
  return db.query<BillPaymentRecord>(
    `SELECT ${PAYMENT_COLUMNS} FROM shop_bill_payments WHERE bill_id = $1 ORDER BY created_at, id`,
    [billId],
  );
}

/**
 * Locks the items for a payment: only items neither paid nor locked. Returns how many it locked;
 * fewer than asked means another payer holds one of them (the caller rolls back).
 */
export async function lockItems(
  tx: Queryable,
  billId: string,
  itemNos: readonly number[],
  paymentId: string,
): Promise<number> {
  const rows = await tx.query<{ itemNo: number }>(
    `UPDATE shop_bill_items SET locked_by = $3
     WHERE bill_id = $1 AND item_no IN (SELECT (jsonb_array_elements_text($2::jsonb))::int) AND locked_by IS NULL AND paid_by IS NULL
     RETURNING item_no AS "itemNo"`,
    [billId, JSON.stringify(itemNos), paymentId],
  );
  return rows.length;
}

/** Every item neither paid nor locked, locked for the payment ('pay the rest'). */
export async function lockFreeItems(tx: Queryable, billId: string, paymentId: string): Promise<void> {
  await tx.query(
    `UPDATE shop_bill_items SET locked_by = $2 WHERE bill_id = $1 AND locked_by IS NULL AND paid_by IS NULL`,
    [billId, paymentId],
  );
}

export async function insertBillPayment(
  tx: Queryable,
  p: Omit<BillPaymentRecord, 'cardNumber' | 'refunded' | 'surchargeRefunded'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO shop_bill_payments (id, bill_id, account_id, kind, amount, surcharge, payment_code, status, gateway, gateway_payment_id, wallet_card_id, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [
      p.id,
      p.billId,
      p.accountId,
      p.kind,
      p.amount,
      p.surcharge,
      p.paymentCode,
      p.status,
      p.gateway,
      p.gatewayPaymentId,
      p.walletCardId,
      p.expiresAt,
      now,
    ],
  );
}

/** Moves the bill's reserved and paid amounts (the table's CHECKs refuse over-payment). */
export async function moveBillAmounts(
  tx: Queryable,
  billId: string,
  reserved: number,
  paid: number,
  now: Date,
): Promise<BillRecord> {
  const rows = await tx.query<BillRecord>(
    `UPDATE shop_table_bills SET reserved = reserved + $2, paid = paid + $3, updated_at = $4,
       status = CASE WHEN paid + $3 = total AND total > 0 THEN 'paid' ELSE status END
     WHERE id = $1 RETURNING ${BILL_COLUMNS}`,
    [billId, reserved, paid, now],
  );
  const bill = rows[0];
  if (!bill) throw new Error(`table bill ${billId} vanished`);
  return bill;
}

/** Ends a pending payment: approved marks its items paid; failed or abandoned releases them. */
export async function finishBillPayment(
  tx: Queryable,
  paymentId: string,
  status: Exclude<BillPaymentStatus, 'pending'>,
  cardNumber: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE shop_bill_payments SET status = $2, card_number = $3, updated_at = $4 WHERE id = $1 AND status = 'pending' RETURNING id`,
    [paymentId, status, cardNumber, now],
  );
  if (rows.length !== 1) return false;
  if (status === 'approved')
    await tx.query(`UPDATE shop_bill_items SET paid_by = locked_by, locked_by = NULL WHERE locked_by = $1`, [
      paymentId,
    ]);
  else await tx.query(`UPDATE shop_bill_items SET locked_by = NULL WHERE locked_by = $1`, [paymentId]);
  return true;
}

/** Once the bill is paid, its orders are paid too. */
export async function markBillOrdersPaid(tx: Queryable, billId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE shop_orders SET payment_status = 'approved', updated_at = $2 WHERE id IN (SELECT DISTINCT order_id FROM shop_bill_items WHERE bill_id = $1) AND payment_status = 'pending'`,
    [billId, now],
  );
}

/** The bill a table order went to, locked (null when the order has no items on a bill). */
export async function lockBillOfOrder(tx: Queryable, orderId: string): Promise<BillRecord | null> {
  const rows = await tx.query<BillRecord>(
    `SELECT ${BILL_COLUMNS} FROM shop_table_bills WHERE id = (SELECT bill_id FROM shop_bill_items WHERE order_id = $1 LIMIT 1) FOR UPDATE`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The order's items on its bill (docs/shop.md#table-cancel). */
export async function orderBillItems(db: Queryable, billId: string, orderId: string): Promise<BillItemRecord[]> {
  return (await billItems(db, billId)).filter((i) => i.orderId === orderId);
}

/**
 * Takes a cancelled order's items off the bill: its total drops by their amount, and its paid and
 * reserved amounts by `refunded` (what was paid for them and is being given back). The bill is
 * paid once what is paid covers a total that is still above zero.
 */
export async function removeOrderItems(
  tx: Queryable,
  billId: string,
  orderId: string,
  removed: number,
  refunded: number,
  now: Date,
): Promise<BillRecord> {
  await tx.query(`DELETE FROM shop_bill_items WHERE bill_id = $1 AND order_id = $2`, [billId, orderId]);
  const rows = await tx.query<BillRecord>(
    `UPDATE shop_table_bills SET total = total - $2, reserved = reserved - $3, paid = paid - $3, updated_at = $4,
       status = CASE WHEN paid - $3 = total - $2 AND total - $2 > 0 THEN 'paid' ELSE status END
     WHERE id = $1 RETURNING ${BILL_COLUMNS}`,
    [billId, removed, refunded, now],
  );
  const bill = rows[0];
  if (!bill) throw new Error(`table bill ${billId} vanished`);
  return bill;
}

/** Records part of an approved payment given back (the CHECK keeps it within the payment). */
/** Records what a payment gave back: `amount` of the bill's money and `surcharge` of its surcharge. */
export async function addBillPaymentRefund(
  tx: Queryable,
  paymentId: string,
  back: { amount: number; surcharge: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE shop_bill_payments SET refunded = refunded + $2, surcharge_refunded = surcharge_refunded + $3, updated_at = $4 WHERE id = $1`,
    [paymentId, back.amount, back.surcharge, now],
  );
}
