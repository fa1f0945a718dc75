/** shop/tableBill: the table's open bill, or one bill of the table by id, its pending payments settled first. */
import type { ShopTableBillRequest } from '../../../src/generated/api/shop-table-bill.request';
import type { ShopTableBillResponse } from '../../../src/generated/api/shop-table-bill.response';
import { checkTable } from '../../../src/lib/shop/fulfilment';
import { ok, refused } from '../../../src/protocol';
import { findOpenBill } from '../../db/repositories/table-bill-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { mayUseBill } from './bill-access';
import { settleLockedBill } from './bill-settlement';
import { billView } from './bill-view';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';

export async function readTableBill(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopTableBillRequest,
): Promise<ShopTableBillResponse> {
  const settings = shop.site.shop;
  if (!settings) return refused('OUT_OF_SERVICE');
  const key = keyOf(shop);
  if (body.billId === undefined) {
    const tableProblem = checkTable(settings, body.table);
    if (tableProblem) return refused(tableProblem.code);
    const open = await findOpenBill(deps.db, key, body.table);
    if (!(await mayUseBill(deps, key, body.table, body.tableKey, open?.id, identity)))
      return refused('TABLE_LINK_INVALID');
    if (!open) return ok({});
    body = { ...body, billId: open.id };
  } else if (!(await mayUseBill(deps, key, body.table, body.tableKey, body.billId, identity)))
    return refused('TABLE_LINK_INVALID');
  const billId = body.billId!;
  const bill = await deps.db.transaction((tx) => settleLockedBill(deps, tx, key, body.table, billId));
  if (!bill) return refused('BILL_NOT_FOUND');
  return ok({ bill: await billView(deps.db, bill, identity.accountId) });
}
