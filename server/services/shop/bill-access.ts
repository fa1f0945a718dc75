import type { ShopKey } from '../../db/repositories/shop-repository';
import { hasOrderOnBill } from '../../db/repositories/table-bill-repository';
import type { SessionIdentity } from '../accounts';
import type { ShopDeps } from './shop-deps';

/**
 * Who may read and pay a table's bill (docs/shop.md#table-key): whoever has the table's secret
 * from its QR code, or a customer whose own order is on the bill (they ordered at the table with
 * the secret). Anyone else, whatever table they guess, is refused before the bill is looked up.
 */
export async function mayUseBill(
  deps: Pick<ShopDeps, 'db' | 'tableKeys'>,
  key: ShopKey,
  table: string,
  tableKey: string | undefined,
  billId: string | undefined,
  identity: SessionIdentity,
): Promise<boolean> {
  if (await deps.tableKeys.matches(key, table, tableKey)) return true;
  return billId !== undefined && (await hasOrderOnBill(deps.db, billId, identity.accountId));
}
