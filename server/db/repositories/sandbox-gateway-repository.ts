/** SQL of the built-in sandbox payment gateway (its payments and refunds). */
import type { PayUiType } from '../../../src/generated/tenant';
import type { Queryable } from '../database';

export type SandboxPaymentStatus = 'pending' | 'approved' | 'declined' | 'abandoned';

export interface SandboxPaymentRecord {
  id: string;
  merchant: string;
  description: string;
  amount: number;
  returnUrl: string;
  payUiType: PayUiType;
  cardNumber: string;
  cardHolder: string;
  status: SandboxPaymentStatus;
  refunded: number;
  expiresAt: Date;
  createdAt: Date;
  decidedAt: Date | null;
}

const COLUMNS = `id, merchant, description, amount, return_url AS "returnUrl", pay_ui_type AS "payUiType", card_number AS "cardNumber", card_holder AS "cardHolder",
  status, refunded, expires_at AS "expiresAt", created_at AS "createdAt", decided_at AS "decidedAt"`;

export async function insertSandboxPayment(
  db: Queryable,
  p: Pick<SandboxPaymentRecord, 'id' | 'merchant' | 'description' | 'amount' | 'returnUrl' | 'payUiType' | 'cardNumber' | 'cardHolder' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_gateway_payments (id, merchant, description, amount, return_url, pay_ui_type, card_number, card_holder, status, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)`,
    [p.id, p.merchant, p.description, p.amount, p.returnUrl, p.payUiType, p.cardNumber, p.cardHolder, p.expiresAt, p.createdAt],
  );
}

export async function findSandboxPayment(db: Queryable, id: string): Promise<SandboxPaymentRecord | null> {
  const rows = await db.query<SandboxPaymentRecord>(`SELECT ${COLUMNS} FROM sandbox_gateway_payments WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Decides a pending payment (once: a decided one stays as it is); the payment as it now is. */
export async function decideSandboxPayment(db: Queryable, id: string, status: Exclude<SandboxPaymentStatus, 'pending'>, now: Date): Promise<SandboxPaymentRecord | null> {
  await db.query(`UPDATE sandbox_gateway_payments SET status = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`, [id, status, now]);
  return findSandboxPayment(db, id);
}

/**
 * Refunds `amount` of an approved payment once per idempotency key; the refund id, or null when
 * the payment is not approved or the amount exceeds what is left to refund.
 */
export async function refundSandboxPayment(db: Queryable, paymentId: string, refundId: string, key: string, amount: number, now: Date): Promise<string | null> {
  const earlier = await db.query<{ id: string }>('SELECT id FROM sandbox_gateway_refunds WHERE payment_id = $1 AND idempotency_key = $2', [paymentId, key]);
  if (earlier[0]) return earlier[0].id;
  const updated = await db.query<{ id: string }>(
    `UPDATE sandbox_gateway_payments SET refunded = refunded + $2 WHERE id = $1 AND status = 'approved' AND refunded + $2 <= amount RETURNING id`,
    [paymentId, amount],
  );
  if (!updated[0]) return null;
  await db.query('INSERT INTO sandbox_gateway_refunds (id, payment_id, idempotency_key, amount, created_at) VALUES ($1, $2, $3, $4, $5)', [
    refundId,
    paymentId,
    key,
    amount,
    now,
  ]);
  return refundId;
}
