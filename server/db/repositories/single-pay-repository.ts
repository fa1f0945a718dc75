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
  /** While a payment is under way: when it lapses and the claim ends (migration 028); null otherwise. */
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, tenant_id AS "tenantId", shop_code AS "shopCode", action, required_by AS "requiredBy", reference, description, amount, surcharge,
  account_id AS "accountId", status, payment_code AS "paymentCode", gateway, gateway_payment_id AS "gatewayPaymentId", card_number AS "cardNumber",
  expires_at AS "expiresAt", hold_expires_at AS "holdExpiresAt", paid_at AS "paidAt", created_at AS "createdAt"`;

/** Inserts a new request; false when its reference is taken (draw another). */
export async function insertSinglePay(
  db: Queryable,
  r: Pick<
    SinglePayRecord,
    | 'id'
    | 'tenantId'
    | 'shopCode'
    | 'action'
    | 'requiredBy'
    | 'reference'
    | 'description'
    | 'amount'
    | 'expiresAt'
    | 'createdAt'
  >,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO single_pay_requests (id, tenant_id, shop_code, action, required_by, reference, description, amount, status, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10, $10)
     ON CONFLICT ON CONSTRAINT single_pay_requests_reference_key DO NOTHING RETURNING id`,
    [
      r.id,
      r.tenantId,
      r.shopCode,
      r.action,
      r.requiredBy,
      r.reference,
      r.description,
      r.amount,
      r.expiresAt,
      r.createdAt,
    ],
  );
  return rows.length === 1;
}

export async function findSinglePay(
  db: Queryable,
  shop: ShopKey,
  id: string,
  forUpdate = false,
): Promise<SinglePayRecord | null> {
  const rows = await db.query<SinglePayRecord>(
    `SELECT ${COLUMNS} FROM single_pay_requests WHERE tenant_id = $1 AND shop_code = $2 AND id = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [shop.tenantId, shop.shopCode, id],
  );
  return rows[0] ?? null;
}

export async function findSinglePayByReference(
  db: Queryable,
  shop: ShopKey,
  action: string,
  requiredBy: string,
  reference: string,
): Promise<SinglePayRecord | null> {
  const rows = await db.query<SinglePayRecord>(
    `SELECT ${COLUMNS} FROM single_pay_requests WHERE tenant_id = $1 AND shop_code = $2 AND action = $3 AND required_by = $4 AND reference = $5`,
    [shop.tenantId, shop.shopCode, action, requiredBy, reference],
  );
  return rows[0] ?? null;
}

/** The payer claims the request while a gateway payment is under way, until `holdExpiresAt` at the latest. */
export async function startSinglePayPayment(
  tx: Queryable,
  id: string,
  payment: {
    accountId: string;
    paymentCode: number;
    surcharge: number;
    gateway: string;
    gatewayPaymentId: string;
    holdExpiresAt: Date;
    walletCardId?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE single_pay_requests SET account_id = $2, status = 'pending', payment_code = $3, surcharge = $4, gateway = $5, gateway_payment_id = $6, updated_at = $7, wallet_card_id = $8, hold_expires_at = $9 WHERE id = $1`,
    [
      id,
      payment.accountId,
      payment.paymentCode,
      payment.surcharge,
      payment.gateway,
      payment.gatewayPaymentId,
      now,
      payment.walletCardId ?? null,
      payment.holdExpiresAt,
    ],
  );
}

/**
 * Ends the pending payment: paid, or, after a decline, an abandoned page or a lapse, open again and
 * nobody's: the claim was only that payment's, so whoever holds the request's QR or code can pay it.
 */
export async function finishSinglePayPayment(
  tx: Queryable,
  id: string,
  paid: { cardNumber: string } | null,
  now: Date,
): Promise<boolean> {
  const rows = paid
    ? await tx.query<{ id: string }>(
        `UPDATE single_pay_requests SET status = 'paid', card_number = $2, paid_at = $3, hold_expires_at = NULL, updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id`,
        [id, paid.cardNumber, now],
      )
    : await tx.query<{ id: string }>(
        `UPDATE single_pay_requests SET status = 'open', account_id = NULL, payment_code = NULL, surcharge = 0, gateway = '', gateway_payment_id = '', wallet_card_id = NULL, hold_expires_at = NULL, updated_at = $2
         WHERE id = $1 AND status = 'pending' RETURNING id`,
        [id, now],
      );
  return rows.length === 1;
}
