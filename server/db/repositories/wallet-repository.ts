/**
 * SQL of the wallet (docs/wallet.md): wallet_cards, wallet_history and wallet_top_ups. A card's
 * points and balance change only through applyCardChange, which updates the card and writes its
 * history row in one statement: the balance cannot go below zero (conditional update, and a CHECK
 * behind it), and a cause (entry key) is written once per card.
 */
import type { Queryable } from '../database';

export type WalletCardKind = 'loyalty' | 'stored-value';
export type WalletIssueChannel = 'signup' | 'invitation' | 'counter';
export type WalletAction =
  'issue' | 'top_up' | 'payment' | 'refund' | 'points_earned' | 'points_reversed' | 'points_redeemed' | 'reward_credit';

export interface WalletCardRecord {
  id: string;
  tenantId: string;
  accountId: string;
  programmeCode: string;
  kind: WalletCardKind;
  cardNumber: string;
  qrPayload: string;
  pinHash: string | null;
  points: number;
  balance: number;
  /** YYYY-MM-DD. */
  expiresOn: string;
  issuedVia: WalletIssueChannel;
  createdAt: Date;
}

const CARD_COLUMNS = `id, tenant_id AS "tenantId", account_id AS "accountId", programme_code AS "programmeCode", kind, card_number AS "cardNumber",
  qr_payload AS "qrPayload", pin_hash AS "pinHash", points, balance, to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn", issued_via AS "issuedVia", created_at AS "createdAt"`;

export interface NewWalletCard {
  id: string;
  tenantId: string;
  accountId: string;
  programmeCode: string;
  kind: WalletCardKind;
  cardNumber: string;
  qrPayload: string;
  expiresOn: string;
  issuedVia: WalletIssueChannel;
}

/**
 * Inserts the card unless the account already has a live card of the programme (null then). A
 * card number or QR payload already taken throws (the caller draws new ones).
 */
export async function insertWalletCard(
  tx: Queryable,
  card: NewWalletCard,
  now: Date,
): Promise<WalletCardRecord | null> {
  const rows = await tx.query<WalletCardRecord>(
    `INSERT INTO wallet_cards (id, tenant_id, account_id, programme_code, kind, card_number, qr_payload, expires_on, issued_via, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $10)
     ON CONFLICT (account_id, programme_code) WHERE deleted_at IS NULL DO NOTHING
     RETURNING ${CARD_COLUMNS}`,
    [
      card.id,
      card.tenantId,
      card.accountId,
      card.programmeCode,
      card.kind,
      card.cardNumber,
      card.qrPayload,
      card.expiresOn,
      card.issuedVia,
      now,
    ],
  );
  return rows[0] ?? null;
}

/** Whether a card number is taken in the tenant (live or deleted). */
export async function cardNumberTaken(db: Queryable, tenantId: string, cardNumber: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM wallet_cards WHERE tenant_id = $1 AND card_number = $2', [
    tenantId,
    cardNumber,
  ]);
  return rows.length > 0;
}

export async function findLiveCardOfProgramme(
  db: Queryable,
  accountId: string,
  programmeCode: string,
): Promise<WalletCardRecord | null> {
  const rows = await db.query<WalletCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM wallet_cards WHERE account_id = $1 AND programme_code = $2 AND deleted_at IS NULL`,
    [accountId, programmeCode],
  );
  return rows[0] ?? null;
}

/** The account's live cards in the tenant, oldest first. */
export async function listOwnCards(db: Queryable, tenantId: string, accountId: string): Promise<WalletCardRecord[]> {
  return db.query<WalletCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM wallet_cards WHERE tenant_id = $1 AND account_id = $2 AND deleted_at IS NULL ORDER BY created_at, id`,
    [tenantId, accountId],
  );
}

/** A live card of this account in this tenant (another customer's card reads as missing). */
export async function findOwnCard(
  db: Queryable,
  tenantId: string,
  accountId: string,
  cardId: string,
  lock = false,
): Promise<WalletCardRecord | null> {
  const rows = await db.query<WalletCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM wallet_cards WHERE id = $3 AND tenant_id = $1 AND account_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, accountId, cardId],
  );
  return rows[0] ?? null;
}

/** The account's live card of a programme, locked for the caller's transaction; null when it holds none. */
export async function lockOwnProgrammeCard(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  programmeCode: string,
): Promise<WalletCardRecord | null> {
  const rows = await tx.query<WalletCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM wallet_cards
     WHERE tenant_id = $1 AND account_id = $2 AND programme_code = $3 AND deleted_at IS NULL
     ORDER BY created_at LIMIT 1 FOR UPDATE`,
    [tenantId, accountId, programmeCode],
  );
  return rows[0] ?? null;
}

export async function findCardById(db: Queryable, cardId: string): Promise<WalletCardRecord | null> {
  const rows = await db.query<WalletCardRecord>(`SELECT ${CARD_COLUMNS} FROM wallet_cards WHERE id = $1`, [cardId]);
  return rows[0] ?? null;
}

export async function setCardPinHash(tx: Queryable, cardId: string, pinHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE wallet_cards SET pin_hash = $2, updated_at = $3 WHERE id = $1', [cardId, pinHash, now]);
}

/** Marks a live card deleted when it holds no money; false when it does (or is gone). */
export async function deleteEmptyCard(tx: Queryable, cardId: string, now: Date): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE wallet_cards SET deleted_at = $2, updated_at = $2 WHERE id = $1 AND deleted_at IS NULL AND balance = 0 RETURNING id',
    [cardId, now],
  );
  return rows.length === 1;
}

export interface CardChange {
  cardId: string;
  action: WalletAction;
  /** Minor units; negative debits. */
  valueAdd: number;
  /** Negative takes points back. */
  pointAdd: number;
  siteId: string;
  shopName: string;
  reason: string;
  /** The cause, written once per card (e.g. top_up:{txn}). */
  entryKey: string;
  now: Date;
  /** The most the balance may hold after the change (the programme's maximumBalance); none when absent. */
  balanceCap?: number;
}

export interface CardFigures {
  points: number;
  balance: number;
}

/**
 * Changes a live card's balance and points and writes the history row, in one statement. Null when
 * the change would take the balance or points below zero or the balance above `balanceCap`, or the
 * card is deleted: nothing is written then. Concurrent changes of one card queue on its row, and
 * each sees the one before.
 */
export async function applyCardChange(tx: Queryable, c: CardChange): Promise<CardFigures | null> {
  const rows = await tx.query<CardFigures>(
    `WITH changed AS (
       UPDATE wallet_cards SET balance = balance + $2, points = points + $3, updated_at = $4
       WHERE id = $1 AND deleted_at IS NULL AND balance + $2 >= 0 AND points + $3 >= 0 AND ($10::integer IS NULL OR balance + $2 <= $10)
       RETURNING id, tenant_id, account_id, balance, points
     )
     INSERT INTO wallet_history (card_id, tenant_id, account_id, site_id, shop_name, action, point_add, point_final, value_add, value_final, bill_time, reason, entry_key)
     SELECT id, tenant_id, account_id, $5, $6, $7, $3, points, $2, balance, $4, $8, $9 FROM changed
     RETURNING point_final AS points, value_final AS balance`,
    [
      c.cardId,
      c.valueAdd,
      c.pointAdd,
      c.now,
      c.siteId,
      c.shopName,
      c.action,
      c.reason,
      c.entryKey,
      c.balanceCap ?? null,
    ],
  );
  return rows[0] ?? null;
}

/** Whether a cause was already written to the card's history. */
export async function historyEntryExists(db: Queryable, cardId: string, entryKey: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM wallet_history WHERE card_id = $1 AND entry_key = $2', [cardId, entryKey]);
  return rows.length > 0;
}

/** Points a cause added to a card (0 when it added none). */
export async function pointsOfEntry(db: Queryable, cardId: string, entryKey: string): Promise<number> {
  const rows = await db.query<{ points: number }>(
    'SELECT point_add AS points FROM wallet_history WHERE card_id = $1 AND entry_key = $2',
    [cardId, entryKey],
  );
  return rows[0]?.points ?? 0;
}

export interface WalletHistoryRow {
  id: string;
  cardId: string;
  programmeCode: string;
  cardNumber: string;
  shopName: string;
  action: WalletAction;
  pointAdd: number;
  pointFinal: number;
  valueAdd: number;
  valueFinal: number;
  billTime: Date;
  reason: string;
}

export interface HistoryQuery {
  tenantId: string;
  accountId: string;
  from: Date;
  to: Date;
  cardId?: string;
  actions?: readonly WalletAction[];
  limit: number;
  offset: number;
}

function historyWhere(q: HistoryQuery): { sql: string; params: (string | Date | number)[] } {
  const params: (string | Date | number)[] = [q.tenantId, q.accountId, q.from, q.to];
  let sql = 'h.tenant_id = $1 AND h.account_id = $2 AND h.bill_time >= $3 AND h.bill_time < $4';
  if (q.cardId !== undefined) {
    params.push(q.cardId);
    sql += ` AND h.card_id = $${params.length}`;
  }
  if (q.actions !== undefined && q.actions.length > 0) {
    const first = params.length + 1;
    params.push(...q.actions);
    sql += ` AND h.action IN (${q.actions.map((_, i) => `$${first + i}`).join(', ')})`;
  }
  return { sql, params };
}

/** The account's history rows in the range, newest first, one page, and how many there are in all. */
export async function listOwnHistory(
  db: Queryable,
  q: HistoryQuery,
): Promise<{ rows: WalletHistoryRow[]; total: number }> {
  const where = historyWhere(q);
  const n = where.params.length;
  const rows = await db.query<WalletHistoryRow>(
    `SELECT h.id::text AS id, h.card_id AS "cardId", c.programme_code AS "programmeCode", c.card_number AS "cardNumber", h.shop_name AS "shopName", h.action,
            h.point_add AS "pointAdd", h.point_final AS "pointFinal", h.value_add AS "valueAdd", h.value_final AS "valueFinal", h.bill_time AS "billTime", h.reason
     FROM wallet_history h JOIN wallet_cards c ON c.id = h.card_id
     WHERE ${where.sql}
     ORDER BY h.bill_time DESC, h.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, q.limit, q.offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wallet_history h WHERE ${where.sql}`,
    where.params,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** Sum of a card's history adds (the balance and points it must hold). */
export async function historySums(db: Queryable, cardId: string): Promise<CardFigures & { rows: number }> {
  const rows = await db.query<CardFigures & { rows: number }>(
    'SELECT COALESCE(sum(point_add), 0)::int AS points, COALESCE(sum(value_add), 0)::int AS balance, count(*)::int AS rows FROM wallet_history WHERE card_id = $1',
    [cardId],
  );
  return rows[0] ?? { points: 0, balance: 0, rows: 0 };
}

// Top-ups

export type WalletTopUpStatus = 'pending' | 'approved' | 'failed' | 'abandoned';

export interface WalletTopUpRecord {
  txn: string;
  tenantId: string;
  siteId: string;
  accountId: string;
  cardId: string;
  paymentCode: number;
  amount: number;
  surcharge: number;
  charged: number;
  gateway: string;
  gatewayPaymentId: string;
  payUiType: 'DIALOG' | 'REDIRECT';
  status: WalletTopUpStatus;
  createdAt: Date;
}

const TOP_UP_COLUMNS = `txn, tenant_id AS "tenantId", site_id AS "siteId", account_id AS "accountId", card_id AS "cardId", payment_code AS "paymentCode", amount, surcharge, charged,
  gateway, gateway_payment_id AS "gatewayPaymentId", pay_ui_type AS "payUiType", status, created_at AS "createdAt"`;

export async function insertTopUp(
  tx: Queryable,
  t: Omit<WalletTopUpRecord, 'status' | 'createdAt'>,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO wallet_top_ups (txn, tenant_id, site_id, account_id, card_id, payment_code, amount, surcharge, charged, gateway, gateway_payment_id, pay_ui_type, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', $13, $13)`,
    [
      t.txn,
      t.tenantId,
      t.siteId,
      t.accountId,
      t.cardId,
      t.paymentCode,
      t.amount,
      t.surcharge,
      t.charged,
      t.gateway,
      t.gatewayPaymentId,
      t.payUiType,
      now,
    ],
  );
}

/**
 * Queues this transaction behind any other starting a top-up of the card, until it ends: the
 * balance and pending top-ups it then reads cannot change under it by another start. An advisory
 * lock rather than the card's row, so payments from the card do not wait on a top-up's gateway call.
 */
export async function lockCardTopUps(tx: Queryable, cardId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('wallet-top-up:' || $1, 0))", [cardId]);
}

/** What the card's started, unsettled top-ups would add to its balance. */
export async function pendingTopUpTotal(db: Queryable, cardId: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    "SELECT COALESCE(sum(amount), 0)::int AS total FROM wallet_top_ups WHERE card_id = $1 AND status = 'pending'",
    [cardId],
  );
  return rows[0]?.total ?? 0;
}

export async function findOwnTopUp(
  db: Queryable,
  tenantId: string,
  accountId: string,
  txn: string,
): Promise<WalletTopUpRecord | null> {
  const rows = await db.query<WalletTopUpRecord>(
    `SELECT ${TOP_UP_COLUMNS} FROM wallet_top_ups WHERE txn = $3 AND tenant_id = $1 AND account_id = $2`,
    [tenantId, accountId, txn],
  );
  return rows[0] ?? null;
}

export async function lockTopUp(tx: Queryable, txn: string): Promise<WalletTopUpRecord | null> {
  const rows = await tx.query<WalletTopUpRecord>(
    `SELECT ${TOP_UP_COLUMNS} FROM wallet_top_ups WHERE txn = $1 FOR UPDATE`,
    [txn],
  );
  return rows[0] ?? null;
}

export async function settleTopUp(
  tx: Queryable,
  txn: string,
  status: Exclude<WalletTopUpStatus, 'pending'>,
  cardNumber: string,
  now: Date,
): Promise<void> {
  await tx.query(
    "UPDATE wallet_top_ups SET status = $2, card_number = $3, updated_at = $4, settled_at = $4 WHERE txn = $1 AND status = 'pending'",
    [txn, status, cardNumber, now],
  );
}

/** Top-ups still pending that were started before `before` (the re-check job's list). */
export async function listPendingTopUps(db: Queryable, before: Date): Promise<WalletTopUpRecord[]> {
  return db.query<WalletTopUpRecord>(
    `SELECT ${TOP_UP_COLUMNS} FROM wallet_top_ups WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT 500`,
    [before],
  );
}

// Stored-value payments of bookings

/** Records which card paid a payment (payments.wallet_card_id). */
export async function setPaymentWalletCard(tx: Queryable, txn: string, cardId: string): Promise<void> {
  await tx.query('UPDATE payments SET wallet_card_id = $2 WHERE txn = $1', [txn, cardId]);
}

/** The card that paid a payment, if it was paid from a wallet card. */
export async function walletCardOfPayment(db: Queryable, txn: string): Promise<string | null> {
  const rows = await db.query<{ cardId: string | null }>(
    'SELECT wallet_card_id AS "cardId" FROM payments WHERE txn = $1',
    [txn],
  );
  return rows[0]?.cardId ?? null;
}

/** Whether the card paid a booking that may still be refunded (approved, not fully refunded, booking not ended). */
export async function cardHasOpenPayments(db: Queryable, cardId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payments p JOIN bookings b ON b.id = p.booking_id
     WHERE p.wallet_card_id = $1 AND p.status = 'approved' AND p.refunded < p.amount AND b.status IN ('pending_payment', 'booked', 'topped_up') LIMIT 1`,
    [cardId],
  );
  return rows.length > 0;
}

/** The booking reference a payment paid for ('' when it paid none). */
export async function bookingReferenceOfPayment(db: Queryable, txn: string): Promise<string> {
  const rows = await db.query<{ reference: string }>(
    'SELECT b.reference FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.txn = $1',
    [txn],
  );
  return rows[0]?.reference ?? '';
}

/** A live card of the tenant by its 16-digit number or its QR member code (the pinpad kiosk, docs/staff.md#pinpad). */
export async function findLiveCardByNumberOrQr(
  db: Queryable,
  tenantId: string,
  by: 'card' | 'qr',
  value: string,
): Promise<WalletCardRecord | null> {
  const column = by === 'card' ? 'card_number' : 'qr_payload';
  const rows = await db.query<WalletCardRecord>(
    `SELECT ${CARD_COLUMNS} FROM wallet_cards WHERE tenant_id = $1 AND ${column} = $2 AND deleted_at IS NULL`,
    [tenantId, value],
  );
  return rows[0] ?? null;
}

/** The top-up a gateway id belongs to (a provider's notification names it). */
export async function findTopUpByGatewayId(
  db: Queryable,
  gateway: string,
  gatewayPaymentId: string,
): Promise<WalletTopUpRecord | null> {
  const rows = await db.query<WalletTopUpRecord>(
    `SELECT ${TOP_UP_COLUMNS} FROM wallet_top_ups WHERE gateway = $1 AND gateway_payment_id = $2`,
    [gateway, gatewayPaymentId],
  );
  return rows[0] ?? null;
}
