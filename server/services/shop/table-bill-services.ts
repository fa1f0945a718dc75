/**
 * Table bills (docs/shop.md#table-bill): orders placed at a table go to the table's open bill
 * (table-bill-orders.ts), and the people at the table pay it through the gateway, in full or split
 * (docs/shop.md#split). Every change locks the bill row first, so two payers at one table queue; the
 * amount is set by the shared split rule (src/lib/shop/bill-split.ts). One operation a file, bound
 * to the shop's dependencies once (shared/bind-deps.ts).
 */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { ShopDeps } from './shop-deps';
import { readTableBill } from './table-bill-read';
import { tableCodes } from './table-codes';
import { payTableShare } from './table-pay';
import { cancelTablePayment } from './table-pay-cancel';

const TABLE_BILL_OPERATIONS = {
  tableCodes,
  bill: readTableBill,
  pay: payTableShare,
  cancel: cancelTablePayment,
};

export type TableBillServices = BoundOperations<ShopDeps, typeof TABLE_BILL_OPERATIONS>;

export function createTableBillServices(deps: ShopDeps): TableBillServices {
  return bindDeps(deps, TABLE_BILL_OPERATIONS);
}
