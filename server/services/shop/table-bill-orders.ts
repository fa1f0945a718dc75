/**
 * A table order on the table's bill (docs/shop.md#table-bill): the bill opened when the table has
 * none, and the order's lines and tip added to it, in the order's own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { LocalText } from '../../../src/generated/tenant';
import type { Queryable } from '../../db/database';
import type { ShopKey } from '../../db/repositories/shop-repository';
import { addBillItems, openBillForUpdate } from '../../db/repositories/table-bill-repository';

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
