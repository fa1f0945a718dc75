/** SQL of the payments table: our record of each attempt to pay for a booking or a top-up. */
import type { PaymentPayResult } from '../../../src/generated/api/payment-pay.response';
import type { PaymentStatusResult } from '../../../src/generated/api/payment-status.response';
import type { Queryable } from '../database';

export type PaymentStatus = NonNullable<PaymentStatusResult['status']>;
export type PaymentPurpose = NonNullable<PaymentStatusResult['purpose']>;
export type PayUiType = NonNullable<PaymentPayResult['payUiType']>;

export interface PaymentRecord {
  txn: string;
  tenantId: string;
  siteId: string;
  bookingId: string;
  accountId: string;
  purpose: PaymentPurpose;
  paymentCode: number;
  amount: number;
  fee: number;
  surcharge: number;
  extendFrom: Date | null;
  extendTo: Date | null;
  gateway: string;
  gatewayPaymentId: string;
  payUiType: PayUiType;
  status: PaymentStatus;
  cardNumber: string;
  /** Refunded so far (cancellations). */
  refunded: number;
  createdAt: Date;
  settledAt: Date | null;
}

const COLUMNS = `txn, tenant_id AS "tenantId", site_id AS "siteId", booking_id AS "bookingId", account_id AS "accountId", purpose,
  payment_code AS "paymentCode", amount, fee, surcharge, extend_from AS "extendFrom", extend_to AS "extendTo", gateway, gateway_payment_id AS "gatewayPaymentId", pay_ui_type AS "payUiType", status,
  card_number AS "cardNumber", refunded, created_at AS "createdAt", settled_at AS "settledAt"`;

export async function insertPayment(
  tx: Queryable,
  p: Omit<PaymentRecord, 'status' | 'cardNumber' | 'refunded' | 'createdAt' | 'settledAt'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO payments (txn, tenant_id, site_id, booking_id, account_id, purpose, payment_code, amount, fee, surcharge, extend_from, extend_to,
                           gateway, gateway_payment_id, pay_ui_type, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'pending', $16, $16)`,
    [
      p.txn,
      p.tenantId,
      p.siteId,
      p.bookingId,
      p.accountId,
      p.purpose,
      p.paymentCode,
      p.amount,
      p.fee,
      p.surcharge,
      p.extendFrom,
      p.extendTo,
      p.gateway,
      p.gatewayPaymentId,
      p.payUiType,
      now,
    ],
  );
}

/** One of the account's payments in the tenant; null when there is none (or it is another customer's). */
export async function findOwnPayment(
  db: Queryable,
  tenantId: string,
  accountId: string,
  txn: string,
): Promise<PaymentRecord | null> {
  const rows = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE txn = $1 AND tenant_id = $2 AND account_id = $3`,
    [txn, tenantId, accountId],
  );
  return rows[0] ?? null;
}

/** Locks the payment row for the rest of the transaction (settling it happens once). */
export async function lockPayment(tx: Queryable, txn: string): Promise<PaymentRecord | null> {
  const rows = await tx.query<PaymentRecord>(`SELECT ${COLUMNS} FROM payments WHERE txn = $1 FOR UPDATE`, [txn]);
  return rows[0] ?? null;
}

/** Moves a pending payment to its outcome; false when it was settled already. */
export async function settlePayment(
  tx: Queryable,
  txn: string,
  status: Exclude<PaymentStatus, 'pending'>,
  cardNumber: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ txn: string }>(
    `UPDATE payments SET status = $2, card_number = $3, settled_at = $4, updated_at = $4 WHERE txn = $1 AND status = 'pending' RETURNING txn`,
    [txn, status, cardNumber, now],
  );
  return rows.length === 1;
}

/** The booking's own payments still pending, locked for the rest of the transaction (a new start cancels them). */
export async function lockPendingBookingPayments(tx: Queryable, bookingId: string): Promise<PaymentRecord[]> {
  return tx.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE booking_id = $1 AND purpose = 'booking' AND status = 'pending' ORDER BY txn FOR UPDATE`,
    [bookingId],
  );
}

/** Pending payments created before `before`, oldest first: what the re-check job asks the gateway about. */
export async function listPendingPayments(db: Queryable, before: Date, limit = 200): Promise<PaymentRecord[]> {
  return db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [before, limit],
  );
}

/** The booking's approved payments: the booking's first, then top-ups, oldest first (the order a cancellation refunds them in). */
export async function listApprovedPayments(db: Queryable, bookingId: string): Promise<PaymentRecord[]> {
  return db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE booking_id = $1 AND status = 'approved' ORDER BY purpose = 'booking' DESC, created_at, txn`,
    [bookingId],
  );
}

export async function addPaymentRefund(tx: Queryable, txn: string, amount: number, now: Date): Promise<void> {
  await tx.query('UPDATE payments SET refunded = refunded + $2, updated_at = $3 WHERE txn = $1', [txn, amount, now]);
}

/** The payment a gateway id belongs to (a provider's notification names it). */
export async function findPaymentByGatewayId(
  db: Queryable,
  gateway: string,
  gatewayPaymentId: string,
): Promise<PaymentRecord | null> {
  const rows = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE gateway = $1 AND gateway_payment_id = $2`,
    [gateway, gatewayPaymentId],
  );
  return rows[0] ?? null;
}
