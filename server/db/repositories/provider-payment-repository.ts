/** SQL of the payments, refunds and notifications at remote providers (migration 030, docs/payment-providers.md). */
import type { PayUiType } from '../../../src/generated/tenant';
import type { Queryable } from '../database';

export type ProviderPaymentState = 'recorded' | 'creating' | 'unknown' | 'created' | 'rejected' | 'cancelled';
export type ReportedStatus = 'approved' | 'declined' | 'abandoned';

export interface ProviderPaymentRecord {
  reference: string;
  provider: string;
  tenantId: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  paymentType: string;
  description: string;
  returnUrl: string;
  notificationUrl: string;
  payUiType: PayUiType;
  savedCardToken: string | null;
  expiresAt: Date;
  state: ProviderPaymentState;
  providerPaymentId: string | null;
  providerUrl: string | null;
  charged: boolean;
  reportedStatus: ReportedStatus | null;
  flag: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `reference, provider, tenant_id AS "tenantId", idempotency_key AS "idempotencyKey", amount, currency,
  payment_type AS "paymentType", description, return_url AS "returnUrl", notification_url AS "notificationUrl",
  pay_ui_type AS "payUiType", saved_card_token AS "savedCardToken", expires_at AS "expiresAt", state,
  provider_payment_id AS "providerPaymentId", provider_url AS "providerUrl", charged, reported_status AS "reportedStatus",
  flag, attempts, last_error AS "lastError", created_at AS "createdAt", updated_at AS "updatedAt"`;

export type NewProviderPayment = Pick<
  ProviderPaymentRecord,
  | 'reference'
  | 'provider'
  | 'tenantId'
  | 'idempotencyKey'
  | 'amount'
  | 'currency'
  | 'paymentType'
  | 'description'
  | 'returnUrl'
  | 'notificationUrl'
  | 'payUiType'
  | 'savedCardToken'
  | 'expiresAt'
>;

/** Records the payment before the provider is called (state recorded). */
export async function insertProviderPayment(db: Queryable, p: NewProviderPayment, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO provider_payments (reference, provider, tenant_id, idempotency_key, amount, currency, payment_type,
       description, return_url, notification_url, pay_ui_type, saved_card_token, expires_at, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'recorded', $14, $14)`,
    [
      p.reference,
      p.provider,
      p.tenantId,
      p.idempotencyKey,
      p.amount,
      p.currency,
      p.paymentType,
      p.description,
      p.returnUrl,
      p.notificationUrl,
      p.payUiType,
      p.savedCardToken,
      p.expiresAt,
      now,
    ],
  );
}

export async function findProviderPayment(db: Queryable, reference: string): Promise<ProviderPaymentRecord | null> {
  const rows = await db.query<ProviderPaymentRecord>(`SELECT ${COLUMNS} FROM provider_payments WHERE reference = $1`, [
    reference,
  ]);
  return rows[0] ?? null;
}

export async function findProviderPaymentByProviderId(
  db: Queryable,
  provider: string,
  tenantId: string,
  providerPaymentId: string,
): Promise<ProviderPaymentRecord | null> {
  const rows = await db.query<ProviderPaymentRecord>(
    `SELECT ${COLUMNS} FROM provider_payments WHERE provider = $1 AND tenant_id = $2 AND provider_payment_id = $3`,
    [provider, tenantId, providerPaymentId],
  );
  return rows[0] ?? null;
}

/**
 * Claims the create call: only a payment not yet sent, or one whose earlier create left its outcome
 * unknown, or one whose create has been under way longer than `staleBefore` (its caller died).
 */
export async function claimProviderCreate(
  db: Queryable,
  reference: string,
  staleBefore: Date,
  now: Date,
): Promise<ProviderPaymentRecord | null> {
  const rows = await db.query<ProviderPaymentRecord>(
    `UPDATE provider_payments SET state = 'creating', attempts = attempts + 1, updated_at = $2
     WHERE reference = $1 AND provider_payment_id IS NULL
       AND (state IN ('recorded', 'unknown') OR (state = 'creating' AND updated_at < $3))
     RETURNING ${COLUMNS}`,
    [reference, now, staleBefore],
  );
  return rows[0] ?? null;
}

/** The provider answered the create: its id and page. */
export async function recordProviderCreated(
  db: Queryable,
  reference: string,
  created: { providerPaymentId: string; providerUrl: string; charged: boolean },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE provider_payments SET state = 'created', provider_payment_id = $2, provider_url = $3, charged = $4,
       last_error = NULL, updated_at = $5
     WHERE reference = $1 AND (provider_payment_id IS NULL OR provider_payment_id = $2)`,
    [reference, created.providerPaymentId, created.providerUrl, created.charged, now],
  );
}

/** A create that failed: unknown (it may exist at the provider) or rejected (nothing was done there). */
export async function recordProviderCreateFailed(
  db: Queryable,
  reference: string,
  state: 'unknown' | 'rejected',
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE provider_payments SET state = $2, last_error = $3, updated_at = $4
     WHERE reference = $1 AND provider_payment_id IS NULL`,
    [reference, state, error.slice(0, 500), now],
  );
}

/** Cancels a payment never sent to the provider; false when a create has started meanwhile. */
export async function cancelUnsentProviderPayment(db: Queryable, reference: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE provider_payments SET state = 'cancelled', updated_at = $2
     WHERE reference = $1 AND state IN ('recorded', 'cancelled', 'rejected') RETURNING reference`,
    [reference, now],
  );
  return rows.length === 1;
}

/** Cancelled after its create: kept watched until final, and refunded should the provider approve it after all. */
export async function markProviderPaymentCancelled(db: Queryable, reference: string, now: Date): Promise<void> {
  await db.query(`UPDATE provider_payments SET state = 'cancelled', updated_at = $2 WHERE reference = $1`, [
    reference,
    now,
  ]);
}

/** The URLs as sent to the provider (absolute, once the server's public address is known). */
export async function setProviderPaymentUrls(
  db: Queryable,
  reference: string,
  urls: { returnUrl: string; notificationUrl: string },
): Promise<void> {
  await db.query(`UPDATE provider_payments SET return_url = $2, notification_url = $3 WHERE reference = $1`, [
    reference,
    urls.returnUrl,
    urls.notificationUrl,
  ]);
}

/** A final status read back: kept once set, so a late 'pending' never moves the payment back. */
export async function recordReportedStatus(
  db: Queryable,
  reference: string,
  status: ReportedStatus,
  now: Date,
): Promise<ReportedStatus> {
  const rows = await db.query<{ reportedStatus: ReportedStatus }>(
    `UPDATE provider_payments SET reported_status = COALESCE(reported_status, $2), updated_at = $3
     WHERE reference = $1 RETURNING reported_status AS "reportedStatus"`,
    [reference, status, now],
  );
  return rows[0]?.reportedStatus ?? status;
}

export async function flagProviderPayment(db: Queryable, reference: string, flag: string, now: Date): Promise<void> {
  await db.query(`UPDATE provider_payments SET flag = $2, updated_at = $3 WHERE reference = $1`, [
    reference,
    flag,
    now,
  ]);
}

/** Payments the reconciliation job reads back: still open, untouched since `before`. */
export async function listOpenProviderPayments(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<ProviderPaymentRecord[]> {
  return db.query<ProviderPaymentRecord>(
    `SELECT ${COLUMNS} FROM provider_payments
     WHERE reported_status IS NULL AND state <> 'rejected'
       AND NOT (state = 'cancelled' AND provider_payment_id IS NULL) AND updated_at < $1
     ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
}

export type ProviderRefundStatusRow = 'pending' | 'submitted' | 'succeeded' | 'failed';

export interface ProviderRefundRecord {
  id: string;
  reference: string;
  provider: string;
  tenantId: string;
  idempotencyKey: string;
  amount: number;
  status: ProviderRefundStatusRow;
  providerRefundId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const REFUND_COLUMNS = `id, reference, provider, tenant_id AS "tenantId", idempotency_key AS "idempotencyKey", amount, status,
  provider_refund_id AS "providerRefundId", attempts, last_error AS "lastError", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Records a refund once per (payment, key); the refund as recorded first. */
export async function insertProviderRefund(
  db: Queryable,
  r: Pick<ProviderRefundRecord, 'id' | 'reference' | 'provider' | 'tenantId' | 'idempotencyKey' | 'amount'>,
  now: Date,
): Promise<ProviderRefundRecord> {
  await db.query(
    `INSERT INTO provider_refunds (id, reference, provider, tenant_id, idempotency_key, amount, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7)
     ON CONFLICT (reference, idempotency_key) DO NOTHING`,
    [r.id, r.reference, r.provider, r.tenantId, r.idempotencyKey, r.amount, now],
  );
  const rows = await db.query<ProviderRefundRecord>(
    `SELECT ${REFUND_COLUMNS} FROM provider_refunds WHERE reference = $1 AND idempotency_key = $2`,
    [r.reference, r.idempotencyKey],
  );
  const row = rows[0];
  if (!row) throw new Error(`refund ${r.idempotencyKey} of ${r.reference} was not recorded`);
  return row;
}

export async function findProviderRefund(db: Queryable, id: string): Promise<ProviderRefundRecord | null> {
  const rows = await db.query<ProviderRefundRecord>(`SELECT ${REFUND_COLUMNS} FROM provider_refunds WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function findProviderRefundByProviderId(
  db: Queryable,
  provider: string,
  tenantId: string,
  providerRefundId: string,
): Promise<ProviderRefundRecord | null> {
  const rows = await db.query<ProviderRefundRecord>(
    `SELECT ${REFUND_COLUMNS} FROM provider_refunds WHERE provider = $1 AND tenant_id = $2 AND provider_refund_id = $3`,
    [provider, tenantId, providerRefundId],
  );
  return rows[0] ?? null;
}

/** Refunds still owed or still processing at their provider (oldest first); `tenantId` narrows to one tenant. */
export async function listOpenProviderRefunds(
  db: Queryable,
  limit: number,
  tenantId?: string,
): Promise<ProviderRefundRecord[]> {
  return db.query<ProviderRefundRecord>(
    `SELECT ${REFUND_COLUMNS} FROM provider_refunds
     WHERE status IN ('pending', 'submitted') AND ($2::text IS NULL OR tenant_id = $2)
     ORDER BY created_at LIMIT $1`,
    [limit, tenantId ?? null],
  );
}

/** A refund still owed, with what its payment was for: the list staff read (docs/payment-providers.md#refunds-owed). */
export interface OwedProviderRefund extends Pick<
  ProviderRefundRecord,
  'id' | 'reference' | 'provider' | 'amount' | 'attempts' | 'lastError' | 'createdAt'
> {
  status: 'pending' | 'submitted';
  currency: string;
  description: string;
}

/** The tenant's refunds not yet confirmed by their provider, oldest first. */
export async function listOwedProviderRefunds(
  db: Queryable,
  tenantId: string,
  limit: number,
): Promise<OwedProviderRefund[]> {
  return db.query<OwedProviderRefund>(
    `SELECT r.id, r.reference, r.provider, r.amount, r.status, r.attempts, r.last_error AS "lastError",
       r.created_at AS "createdAt", p.currency, p.description
     FROM provider_refunds r JOIN provider_payments p ON p.reference = r.reference
     WHERE r.status IN ('pending', 'submitted') AND r.tenant_id = $1
     ORDER BY r.created_at LIMIT $2`,
    [tenantId, limit],
  );
}

/** Moves a refund on; only from the status it was read in, so two runs never both move it. */
export async function updateProviderRefund(
  db: Queryable,
  id: string,
  from: ProviderRefundStatusRow,
  change: { status: ProviderRefundStatusRow; providerRefundId?: string | null; error?: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE provider_refunds SET status = $3, provider_refund_id = COALESCE($4, provider_refund_id),
       last_error = $5, attempts = attempts + 1, updated_at = $6
     WHERE id = $1 AND status = $2 RETURNING id`,
    [id, from, change.status, change.providerRefundId ?? null, change.error?.slice(0, 500) ?? null, now],
  );
  return rows.length === 1;
}

/** Stores a verified notification; false when the same body was stored before (counted). */
export async function storeProviderNotification(
  db: Queryable,
  n: { id: string; provider: string; tenantId: string; bodySha256: string; facts: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ received: number }>(
    `INSERT INTO provider_notifications (id, provider, tenant_id, body_sha256, facts, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, tenant_id, body_sha256) DO UPDATE SET received = provider_notifications.received + 1
     RETURNING received`,
    [n.id, n.provider, n.tenantId, n.bodySha256, n.facts, now],
  );
  return rows[0]?.received === 1;
}

export async function markNotificationProcessed(
  db: Queryable,
  provider: string,
  tenantId: string,
  bodySha256: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE provider_notifications SET processed_at = $4 WHERE provider = $1 AND tenant_id = $2 AND body_sha256 = $3`,
    [provider, tenantId, bodySha256, now],
  );
}

/** Notifications stored but not read back (the server stopped between the answer and the read-back). */
export async function listUnprocessedNotifications(
  db: Queryable,
  limit: number,
): Promise<{ provider: string; tenantId: string; bodySha256: string; facts: string }[]> {
  return db.query(
    `SELECT provider, tenant_id AS "tenantId", body_sha256 AS "bodySha256", facts FROM provider_notifications
     WHERE processed_at IS NULL ORDER BY received_at LIMIT $1`,
    [limit],
  );
}
