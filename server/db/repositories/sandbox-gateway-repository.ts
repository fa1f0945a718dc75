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
  p: Pick<
    SandboxPaymentRecord,
    | 'id'
    | 'merchant'
    | 'description'
    | 'amount'
    | 'returnUrl'
    | 'payUiType'
    | 'cardNumber'
    | 'cardHolder'
    | 'expiresAt'
    | 'createdAt'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_gateway_payments (id, merchant, description, amount, return_url, pay_ui_type, card_number, card_holder, status, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)`,
    [
      p.id,
      p.merchant,
      p.description,
      p.amount,
      p.returnUrl,
      p.payUiType,
      p.cardNumber,
      p.cardHolder,
      p.expiresAt,
      p.createdAt,
    ],
  );
}

export async function findSandboxPayment(db: Queryable, id: string): Promise<SandboxPaymentRecord | null> {
  const rows = await db.query<SandboxPaymentRecord>(`SELECT ${COLUMNS} FROM sandbox_gateway_payments WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Decides a pending payment (once: a decided one stays as it is); the payment as it now is. */
export async function decideSandboxPayment(
  db: Queryable,
  id: string,
  status: Exclude<SandboxPaymentStatus, 'pending'>,
  now: Date,
): Promise<SandboxPaymentRecord | null> {
  await db.query(
    `UPDATE sandbox_gateway_payments SET status = $2, decided_at = $3 WHERE id = $1 AND status = 'pending'`,
    [id, status, now],
  );
  return findSandboxPayment(db, id);
}

/**
 * Refunds `amount` of an approved payment once per idempotency key; the refund id, or null when
 * the payment is not approved or the amount exceeds what is left to refund.
 */
export async function refundSandboxPayment(
  db: Queryable,
  paymentId: string,
  refundId: string,
  key: string,
  amount: number,
  now: Date,
): Promise<string | null> {
  const earlier = await db.query<{ id: string }>(
    'SELECT id FROM sandbox_gateway_refunds WHERE payment_id = $1 AND idempotency_key = $2',
    [paymentId, key],
  );
  if (earlier[0]) return earlier[0].id;
  const updated = await db.query<{ id: string }>(
    `UPDATE sandbox_gateway_payments SET refunded = refunded + $2 WHERE id = $1 AND status = 'approved' AND refunded + $2 <= amount RETURNING id`,
    [paymentId, amount],
  );
  if (!updated[0]) return null;
  await db.query(
    'INSERT INTO sandbox_gateway_refunds (id, payment_id, idempotency_key, amount, created_at) VALUES ($1, $2, $3, $4, $5)',
    [refundId, paymentId, key, amount, now],
  );
  return refundId;
}

/** A payment charged to a saved card's token: approved at once, there is no page to decide on. */
export async function insertSandboxChargedPayment(
  db: Queryable,
  p: Pick<
    SandboxPaymentRecord,
    | 'id'
    | 'merchant'
    | 'description'
    | 'amount'
    | 'returnUrl'
    | 'payUiType'
    | 'cardNumber'
    | 'cardHolder'
    | 'expiresAt'
    | 'createdAt'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_gateway_payments (id, merchant, description, amount, return_url, pay_ui_type, card_number, card_holder, status, expires_at, created_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'approved', $9, $10, $10)`,
    [
      p.id,
      p.merchant,
      p.description,
      p.amount,
      p.returnUrl,
      p.payUiType,
      p.cardNumber,
      p.cardHolder,
      p.expiresAt,
      p.createdAt,
    ],
  );
}

export type SandboxCardStatus = 'pending' | 'saved' | 'abandoned';

/** A card registration of the sandbox's card-entry page (/sandbox/card/{id}). */
export interface SandboxCardRecord {
  id: string;
  merchant: string;
  returnUrl: string;
  payUiType: PayUiType;
  status: SandboxCardStatus;
  token: string | null;
  maskedNumber: string;
  brand: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  holder: string;
  expiresAt: Date;
  createdAt: Date;
  decidedAt: Date | null;
}

const CARD_COLUMNS = `id, merchant, return_url AS "returnUrl", pay_ui_type AS "payUiType", status, token, masked_number AS "maskedNumber", brand,
  expiry_month AS "expiryMonth", expiry_year AS "expiryYear", holder, expires_at AS "expiresAt", created_at AS "createdAt", decided_at AS "decidedAt"`;

export async function insertSandboxCard(
  db: Queryable,
  c: Pick<SandboxCardRecord, 'id' | 'merchant' | 'returnUrl' | 'payUiType' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_gateway_cards (id, merchant, return_url, pay_ui_type, status, expires_at, created_at) VALUES ($1, $2, $3, $4, 'pending', $5, $6)`,
    [c.id, c.merchant, c.returnUrl, c.payUiType, c.expiresAt, c.createdAt],
  );
}

export async function findSandboxCard(db: Queryable, id: string): Promise<SandboxCardRecord | null> {
  const rows = await db.query<SandboxCardRecord>(`SELECT ${CARD_COLUMNS} FROM sandbox_gateway_cards WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function findSandboxCardByToken(db: Queryable, token: string): Promise<SandboxCardRecord | null> {
  const rows = await db.query<SandboxCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM sandbox_gateway_cards WHERE token = $1 AND status = 'saved'`,
    [token],
  );
  return rows[0] ?? null;
}

/** Saves the entered card under `token` (once: a decided registration stays as it is). */
export async function saveSandboxCard(
  db: Queryable,
  id: string,
  card: { token: string; maskedNumber: string; brand: string; expiryMonth: number; expiryYear: number; holder: string },
  now: Date,
): Promise<SandboxCardRecord | null> {
  await db.query(
    `UPDATE sandbox_gateway_cards SET status = 'saved', token = $2, masked_number = $3, brand = $4, expiry_month = $5, expiry_year = $6, holder = $7, decided_at = $8
     WHERE id = $1 AND status = 'pending' AND expires_at > $8`,
    [id, card.token, card.maskedNumber, card.brand, card.expiryMonth, card.expiryYear, card.holder, now],
  );
  return findSandboxCard(db, id);
}

export async function abandonSandboxCard(db: Queryable, id: string, now: Date): Promise<SandboxCardRecord | null> {
  await db.query(
    `UPDATE sandbox_gateway_cards SET status = 'abandoned', decided_at = $2 WHERE id = $1 AND status = 'pending'`,
    [id, now],
  );
  return findSandboxCard(db, id);
}
