/**
 * Table bills (docs/shop.md#table-bill): orders placed at a table go to the table's open bill,
 * and the people at the table pay it through the gateway, in full or split (docs/shop.md#split).
 * Every change locks the bill row first, so two payers at one table queue; the amount is set here
 * by the shared split rule (src/lib/shop/bill-split.ts), items are locked by the payment paying
 * them, and the bill's `reserved` (paid + being paid) can never exceed its total (a CHECK).
 */
import { randomUUID } from 'node:crypto';
import type { ShopTableBill } from '../../../src/generated/api/shop-table-bill';
import type { ShopTableBillRequest } from '../../../src/generated/api/shop-table-bill.request';
import type { ShopTableBillResponse } from '../../../src/generated/api/shop-table-bill.response';
import type { StaffTableCodesResponse } from '../../../src/generated/api/staff-table-codes.response';
import type { ShopTablePayCancelRequest } from '../../../src/generated/api/shop-table-pay-cancel.request';
import type { ShopTablePayCancelResponse } from '../../../src/generated/api/shop-table-pay-cancel.response';
import type { ShopTablePayRequest } from '../../../src/generated/api/shop-table-pay.request';
import type { ShopTablePayResponse } from '../../../src/generated/api/shop-table-pay.response';
import type { LocalText, Tenant } from '../../../src/generated/tenant';
import { BILL_PAYMENT_HOLD_MINUTES } from '../../../src/lib/limits';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { splitAmount, type Split } from '../../../src/lib/shop/bill-split';
import { checkTable } from '../../../src/lib/shop/fulfilment';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import type { ShopKey } from '../../db/repositories/shop-repository';
import {
  addBillItems,
  billItems,
  billPayments,
  findBill,
  findOpenBill,
  finishBillPayment,
  hasOrderOnBill,
  insertBillPayment,
  lockFreeItems,
  lockItems,
  markBillOrdersPaid,
  moveBillAmounts,
  openBillForUpdate,
  type BillPaymentRecord,
  type BillRecord,
} from '../../db/repositories/table-bill-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import type { PaymentGateway } from '../payments';
import { runIdempotent } from '../shared/idempotency';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { chosenBillMethod, wrongBillPin } from './bill-methods';
import type { ShopDeps } from './shop-deps';
import { tableOrderPath } from './table-keys';

const TIP_NAME: LocalText = { 'en-gb': 'Tip', 'zh-hans': '小费' };

/** The table's open bill for a new table order (opened when none is), locked; returns its id. */
export async function openTableBill(tx: Queryable, key: ShopKey, table: string, now: Date): Promise<string> {
  return (await openBillForUpdate(tx, key, table, randomUUID(), now)).id;
}

/**
 * A table order joins the table's bill: one item per order line, and its tip as an item of its
 * own. Runs inside the order's transaction, after the order row exists.
 */
export async function addOrderToTableBill(
  tx: Queryable,
  billId: string,
  orderId: string,
  lines: readonly { name: LocalText; quantity: number; lineTotal: number }[],
  tip: number,
  now: Date,
): Promise<void> {
  const items = lines.map((l) => ({ name: l.name, quantity: l.quantity, amount: l.lineTotal }));
  if (tip > 0) items.push({ name: TIP_NAME, quantity: 1, amount: tip });
  await addBillItems(tx, billId, orderId, items, now);
}

const keyOf = (shop: ShopMatch): ShopKey => ({ tenantId: shop.tenant.id, shopCode: shop.site.shopCode });

/** The `gateway` of a bill payment paid from stored value (docs/shop.md#bill-methods). */
export const WALLET_GATEWAY = 'wallet';

/** A payment paid in its own transaction (stored value): its items paid, the bill's paid moved. */
async function approveAtOnce(tx: Queryable, paymentId: string, billId: string, amount: number, cardNumber: string, now: Date): Promise<BillRecord> {
  if (!(await finishBillPayment(tx, paymentId, 'approved', cardNumber, now))) throw new Error(`bill payment ${paymentId} was not pending`);
  const bill = await moveBillAmounts(tx, billId, 0, amount, now);
  if (bill.status === 'paid') await markBillOrdersPaid(tx, bill.id, now);
  return bill;
}

/** Ends one pending payment as the gateway reports it, or lets it lapse after its hold (bill locked). */
async function settlePayment(tx: Queryable, gateway: PaymentGateway, p: BillPaymentRecord, now: Date): Promise<void> {
  let reported = await gateway.getPayment(tx, p.gatewayPaymentId, now);
  if ((!reported || reported.status === 'pending') && now >= p.expiresAt) {
    // Cancelled first so a late approval can no longer charge the payer for released items.
    if (!(await gateway.cancel(tx, p.gatewayPaymentId, now))) reported = await gateway.getPayment(tx, p.gatewayPaymentId, now);
    else reported = null;
  }
  if (reported?.status === 'approved' && reported.amount === p.amount + p.surcharge) {
    if (await finishBillPayment(tx, p.id, 'approved', maskLongString(reported.cardNumber), now)) {
      const bill = await moveBillAmounts(tx, p.billId, 0, p.amount, now);
      if (bill.status === 'paid') await markBillOrdersPaid(tx, bill.id, now);
    }
  } else if (reported?.status === 'declined' || reported?.status === 'approved') {
    if (await finishBillPayment(tx, p.id, 'failed', '', now)) await moveBillAmounts(tx, p.billId, -p.amount, 0, now);
  } else if (reported === null || reported.status === 'abandoned' || now >= p.expiresAt) {
    if (await finishBillPayment(tx, p.id, 'abandoned', '', now)) await moveBillAmounts(tx, p.billId, -p.amount, 0, now);
  }
}

export function createTableBillServices(deps: ShopDeps) {
  /** Locks the bill, settles its pending payments, and answers it fresh. */
  async function settleLocked(tx: Queryable, key: ShopKey, table: string, billId: string): Promise<BillRecord | null> {
    const bill = await findBill(tx, key, table, billId, true);
    if (!bill) return null;
    const now = deps.now();
    for (const p of await billPayments(tx, bill.id)) if (p.status === 'pending') await settlePayment(tx, deps.gateway, p, now);
    return findBill(tx, key, table, billId);
  }

  /**
   * Who may read and pay a table's bill (docs/shop.md#table-key): whoever has the table's secret
   * from its QR code, or a customer whose own order is on the bill (they ordered at the table with
   * the secret). Anyone else, whatever table they guess, is refused before the bill is looked up.
   */
  async function mayUseBill(key: ShopKey, table: string, tableKey: string | undefined, billId: string | undefined, identity: SessionIdentity): Promise<boolean> {
    if (await deps.tableKeys.matches(key, table, tableKey)) return true;
    return billId !== undefined && (await hasOrderOnBill(deps.db, billId, identity.accountId));
  }

  async function view(db: Queryable, bill: BillRecord, accountId: string): Promise<ShopTableBill> {
    const payments = await billPayments(db, bill.id);
    const mine = new Set(payments.filter((p) => p.accountId === accountId).map((p) => p.id));
    return {
      billId: bill.id,
      table: bill.tableName,
      status: bill.status,
      total: bill.total,
      paid: bill.paid,
      reserved: bill.reserved,
      left: Math.max(0, bill.total - bill.reserved),
      items: (await billItems(db, bill.id)).map((i) => ({
        itemNo: i.itemNo,
        name: i.name,
        quantity: i.quantity,
        amount: i.amount,
        state: i.paidBy ? ('paid' as const) : i.lockedBy ? ('locked' as const) : ('free' as const),
        ...((i.paidBy && mine.has(i.paidBy)) || (i.lockedBy && mine.has(i.lockedBy)) ? { mine: true } : {}),
      })),
      // Who paid is not told to the others at the table; the payer sees their own card and surcharge.
      payments: payments.map((p) => ({
        paymentId: p.id,
        kind: p.kind,
        amount: p.amount,
        status: p.status,
        mine: mine.has(p.id),
        ...(mine.has(p.id)
          ? { surcharge: p.surcharge, paymentCode: p.paymentCode, ...(p.cardNumber ? { cardNumber: p.cardNumber } : {}), ...(p.refunded + p.surchargeRefunded > 0 ? { refunded: p.refunded + p.surchargeRefunded } : {}) }
          : {}),
      })),
    };
  }

  return {
    /** staff/tableCodes: the links of the QR codes of the tenant's tables, each with its table's secret (docs/shop.md#table-key). */
    async tableCodes(tenant: Tenant): Promise<StaffTableCodesResponse> {
      const shops = [];
      for (const site of tenant.sites) {
        const table = site.shop?.table;
        if (!table?.enabled || !table.tables?.length) continue;
        const key = { tenantId: tenant.id, shopCode: site.shopCode };
        const tables = [];
        for (const name of table.tables) tables.push({ table: name, path: tableOrderPath(site.shopCode, name, await deps.tableKeys.keyOf(key, name)) });
        shops.push({ shopCode: site.shopCode, tables });
      }
      return ok({ shops });
    },

    /** shop/tableBill: the table's open bill, or one bill of the table by id. */
    async bill(shop: ShopMatch, identity: SessionIdentity, body: ShopTableBillRequest): Promise<ShopTableBillResponse> {
      const settings = shop.site.shop;
      if (!settings) return refused('OUT_OF_SERVICE');
      const key = keyOf(shop);
      if (body.billId === undefined) {
        const tableProblem = checkTable(settings, body.table);
        if (tableProblem) return refused(tableProblem.code);
        const open = await findOpenBill(deps.db, key, body.table);
        if (!(await mayUseBill(key, body.table, body.tableKey, open?.id, identity))) return refused('TABLE_LINK_INVALID');
        if (!open) return ok({});
        body = { ...body, billId: open.id };
      } else if (!(await mayUseBill(key, body.table, body.tableKey, body.billId, identity))) return refused('TABLE_LINK_INVALID');
      const billId = body.billId!;
      const bill = await deps.db.transaction((tx) => settleLocked(tx, key, body.table, billId));
      if (!bill) return refused('BILL_NOT_FOUND');
      return ok({ bill: await view(deps.db, bill, identity.accountId) });
    },

    /**
     * shop/tablePay: one payer's part of the bill (docs/shop.md#split), with any visible non-cash
     * method (docs/shop.md#bill-methods): stored value debited here under this payment's key, a
     * saved card of the payer's own charged at once, or the gateway's page.
     */
    async pay(shop: ShopMatch, identity: SessionIdentity, body: ShopTablePayRequest): Promise<ShopTablePayResponse> {
      if (!shop.site.shop) return refused('OUT_OF_SERVICE');
      const key = keyOf(shop);
      if (!(await mayUseBill(key, body.table, body.tableKey, body.billId, identity))) return refused('TABLE_LINK_INVALID');
      // The gateway's page returns to the bill with the secret the payer came with, if any.
      const withKey = (await deps.tableKeys.matches(key, body.table, body.tableKey)) ? `key=${encodeURIComponent(body.tableKey!)}&` : '';
      // The PIN is not part of what makes two requests the same; it is checked before the
      // transaction, whose refusal would roll the try count back (as shop orders, docs/shop.md#paying).
      const { idempotencyKey, pin: _pin, ...payload } = body;
      const wrongPin = await wrongBillPin(deps.payments, shop.tenant, identity, body);
      if (wrongPin) return wrongPin;
      const call = { accountId: identity.accountId, key: idempotencyKey, operation: 'shop/tablePay', scope: shop.site.shopCode, payload };
      return runIdempotent<ShopTablePayResponse, Refusal>(deps, call, async (tx, refuse) => {
        const now = deps.now();
        const bill = await settleLocked(tx, key, body.table, body.billId);
        if (!bill) return refuse(refused('BILL_NOT_FOUND'));
        if (bill.status === 'paid') return refuse(refused('BILL_ALREADY_PAID'));
        const current = await view(tx, bill, identity.accountId);
        const split: Split =
          body.split.kind === 'items' ? { kind: 'items', items: body.split.items ?? [] } : body.split.kind === 'share' ? { kind: 'share', people: body.split.people ?? 0 } : { kind: 'rest' };
        const result = splitAmount({ total: bill.total, reserved: bill.reserved, items: current.items }, split);
        if (!result.ok) return refuse(refused(result.problem.code, result.problem.params ?? {}, { data: { bill: current } }));
        if (result.amount !== body.quotedAmount) return refuse(refused('BILL_AMOUNT_CHANGED', {}, { data: { bill: current } }));
        const { method, storedValue, savedCard } = await chosenBillMethod(tx, deps.payments, shop.tenant, identity, body, refuse);
        const surcharge = surchargeFor(method, result.amount);
        const paymentId = randomUUID();
        if (split.kind === 'items' && (await lockItems(tx, bill.id, split.items, paymentId)) !== split.items.length) return refuse(refused('BILL_ITEM_TAKEN'));
        if (split.kind === 'rest') await lockFreeItems(tx, bill.id, paymentId);
        const expiresAt = new Date(now.getTime() + BILL_PAYMENT_HOLD_MINUTES * 60_000);
        const record = { id: paymentId, billId: bill.id, accountId: identity.accountId, kind: split.kind, amount: result.amount, surcharge, paymentCode: method.code, status: 'pending' as const, expiresAt, createdAt: now };
        if (storedValue) {
          // Debited in this transaction under the payment's key: never below zero, never twice (docs/wallet.md#money).
          const movement = { tenantId: shop.tenant.id, accountId: identity.accountId, siteId: shop.site.siteId, shopName: shop.site.lotName, orderId: paymentId, reference: `Table ${bill.tableName}`, amount: result.amount + surcharge, now };
          const debit = await deps.payments.debit(tx, movement, refuse);
          await insertBillPayment(tx, { ...record, gateway: WALLET_GATEWAY, gatewayPaymentId: `wallet-${paymentId}`, walletCardId: debit.cardId }, now);
          await moveBillAmounts(tx, bill.id, result.amount, 0, now);
          const after = await approveAtOnce(tx, paymentId, bill.id, result.amount, debit.cardNumber, now);
          return ok({ paymentId, amount: result.amount, surcharge, total: result.amount + surcharge, status: 'approved' as const, cardNumber: debit.cardNumber, bill: await view(tx, after, identity.accountId) });
        }
        let created: { gatewayPaymentId: string; url: string; charged?: boolean };
        try {
          created = await deps.gateway.createPayment(tx, {
            merchant: shop.tenant.id,
            description: `Table ${bill.tableName} at ${shop.site.spotName}`,
            amount: result.amount + surcharge,
            returnUrl: `/shop/${encodeURIComponent(shop.site.shopCode)}/pay/${bill.id}/table/${encodeURIComponent(bill.tableName)}?${withKey}payment=${paymentId}`,
            payUiType: 'REDIRECT',
            ...(savedCard ? { savedCardToken: savedCard.token } : {}),
            expiresAt,
            now,
          });
        } catch (error) {
          deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a table bill payment');
          return refuse(refused('PAYMENT_REQUEST_FAILED'));
        }
        await insertBillPayment(tx, { ...record, gateway: deps.gateway.name, gatewayPaymentId: created.gatewayPaymentId, walletCardId: null }, now);
        // The CHECK (reserved <= total) is the last guard against paying a bill twice over.
        const reserved = await moveBillAmounts(tx, bill.id, result.amount, 0, now);
        if (savedCard && created.charged === true) {
          // A saved card is charged at once: settled now, as the gateway reports it.
          const payment = (await billPayments(tx, bill.id)).find((p) => p.id === paymentId)!;
          await settlePayment(tx, deps.gateway, payment, now);
          const after = (await findBill(tx, key, body.table, bill.id))!;
          const settled = (await billPayments(tx, bill.id)).find((p) => p.id === paymentId)!;
          if (settled.status !== 'approved') return refuse(refused('PAYMENT_FAILED', {}, { data: { bill: await view(tx, after, identity.accountId) } }));
          return ok({ paymentId, amount: result.amount, surcharge, total: result.amount + surcharge, status: 'approved' as const, cardNumber: settled.cardNumber, bill: await view(tx, after, identity.accountId) });
        }
        return ok({ paymentId, amount: result.amount, surcharge, total: result.amount + surcharge, status: 'pending' as const, gatewayUrl: created.url, bill: await view(tx, reserved, identity.accountId) });
      });
    },

    /**
     * shop/tablePayCancel: the payer gives up their own payment under way (its gateway page closed or
     * left without deciding), so what it holds is free for the others at once rather than when its
     * hold lapses. Cancelled at the gateway first: a payment approved meanwhile stays approved.
     */
    async cancel(shop: ShopMatch, identity: SessionIdentity, body: ShopTablePayCancelRequest): Promise<ShopTablePayCancelResponse> {
      if (!shop.site.shop) return refused('OUT_OF_SERVICE');
      const key = keyOf(shop);
      if (!(await mayUseBill(key, body.table, body.tableKey, body.billId, identity))) return refused('TABLE_LINK_INVALID');
      return transactionOrRefusal<ShopTablePayCancelResponse, Refusal>(deps.db, async (tx, refuse) => {
        const now = deps.now();
        // Settled first: a payment the gateway already decided ends as decided.
        const bill = await settleLocked(tx, key, body.table, body.billId);
        if (!bill) return refuse(refused('BILL_NOT_FOUND'));
        const payment = (await billPayments(tx, bill.id)).find((p) => p.id === body.paymentId && p.accountId === identity.accountId);
        if (!payment) return refuse(refused('PAYMENT_NOT_FOUND'));
        if (payment.status === 'pending') {
          if (await deps.gateway.cancel(tx, payment.gatewayPaymentId, now)) {
            if (await finishBillPayment(tx, payment.id, 'abandoned', '', now)) await moveBillAmounts(tx, bill.id, -payment.amount, 0, now);
          } else await settlePayment(tx, deps.gateway, payment, now);
        }
        return ok({ bill: await view(tx, (await findBill(tx, key, body.table, bill.id))!, identity.accountId) });
      });
    },
  };
}

export type TableBillServices = ReturnType<typeof createTableBillServices>;
