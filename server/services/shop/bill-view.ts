import type { ShopTableBill } from '../../../src/generated/api/shop-table-bill';
import type { Queryable } from '../../db/database';
import { billItems, billPayments, type BillRecord } from '../../db/repositories/table-bill-repository';

/** A table's bill as one person at the table sees it: every item and payment, their own marked `mine`. */
export async function billView(db: Queryable, bill: BillRecord, accountId: string): Promise<ShopTableBill> {
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
        ? {
            surcharge: p.surcharge,
            paymentCode: p.paymentCode,
            ...(p.cardNumber ? { cardNumber: p.cardNumber } : {}),
            ...(p.refunded + p.surchargeRefunded > 0 ? { refunded: p.refunded + p.surchargeRefunded } : {}),
          }
        : {}),
    })),
  };
}
