/**
 * SQL of single-pay requests (migration 015, docs/shop.md#single-pay). Reads a customer can
 * trigger are scoped to the tenant and the shop; whose the request is, is decided by the service.
 */
import type { Queryable } from '../database';
import type { ShopKey } from './shop-repository';

export interface SinglePayRecord {
  id: string;
  tenantId: string;
  shopCode: string;
  action: string;
  requiredBy: string;
  reference: string;
  description: string;
  amount: number;
  surcharge: number;
  accountId: string | null;
  status: 'open' | 'pending' | 'paid';
  paymentCode: number | null;
  gateway: string;
  gatewayPaymentId: string;
  cardNumber: string;
  expiresAt: Date;
  paidAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, tenant_id AS "tenantId", shop_code AS "shopCode", action, required_by AS "requiredBy", reference, description, amount, surcharge,
  account_id AS "accountId", status, payment_code AS "paymentCode", gateway, gateway_payment_id AS "gatewayPaymentId", card_number AS "cardNumber",
  expires_at AS "expiresAt", paid_at AS "paidAt", created_at AS "createdAt"`;

/** Inserts a new request; false when its reference is taken (draw another). */
export async function insertSinglePay(db: Queryable, r: Pick<SinglePayRecord, 'id' | 'tenantId' | 'shopCode' | 'action' | 'requiredBy' | 'reference' | 'description' | 'amount' | 'expiresAt' | 'createdAt'>): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO single_pay_requests (id, tenant_id, shop_code, action, required_by, reference, description, amount, status, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10, $10)
     ON CONFLICT ON CONSTRAINT single_pay_requests_reference_key DO NOTHING RETURNING id`,
    [r.id, r.tenantId, r.shopCode, r.action, r.requiredBy, r.reference, r.description, r.amount, r.expiresAt, r.createdAt],
  );
  return rows.length === 1;
}

export async function findSinglePay(db: Queryable, shop: ShopKey, id: string, forUpdate = false): Promise<SinglePayRecord | null> {
  const rows = await db.query<SinglePayRecord>(`SELECT ${COLUMNS} FROM single_pay_requests WHERE tenant_id = $1 AND shop_code = $2 AND id = $3${forUpdate ? ' FOR UPDATE' : ''}`, [
    shop.tenantId,
    shop.shopCode,
    id,
  ]);
  return rows[0] ?? null;
}

export async function findSinglePayByReference(db: Queryable, shop: ShopKey, action: string, requiredBy: string, reference: string): Promise<SinglePayRecord | null> {
  const rows = await db.query<SinglePayRecord>(
    `SELECT ${COLUMNS} FROM single_pay_requests WHERE tenant_id = $1 AND shop_code = $2 AND action = $3 AND required_by = $4 AND reference = $5`,
    [shop.tenantId, shop.shopCode, action, requiredBy, reference],
  );
  return rows[0] ?? null;
}

/** The payer claims the request and a gateway payment is under way. */
export async function startSinglePayPayment(
  tx: Queryable,
  id: string,
  accountId: string,
  paymentCode: number,
  surcharge: number,
  gateway: string,
  gatewayPaymentId: string,
  now: Date,
  walletCardId: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE single_pay_requests SET account_id = $2, status = 'pending', payment_code = $3, surcharge = $4, gateway = $5, gateway_payment_id = $6, updated_at = $7, wallet_card_id = $8 WHERE id = $1`,
    [id, accountId, paymentCode, surcharge, gateway, gatewayPaymentId, now, walletCardId],
  );
}

/** Ends the pending payment: paid, or back to open (still the payer's) after a decline or lapse. */
export async function finishSinglePayPayment(tx: Queryable, id: string, paid: { cardNumber: string } | null, now: Date): Promise<boolean> {
  const rows = paid
    ? await tx.query<{ id: string }>(`UPDATE single_pay_requests SET status = 'paid', card_number = $2, paid_at = $3, updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`, [id, paid.cardNumber, now])
    : await tx.query<{ id: string }>(`UPDATE single_pay_requests SET status = 'open', gateway_payment_id = '', updated_at = $2 WHERE id = $1 AND status = 'pending' RETURNING id`, [id, now]);
  return rows.length === 1;
}
