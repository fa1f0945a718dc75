/** staff/tableCodes: the links of the QR codes of the tenant's tables, each with its table's secret (docs/shop.md#table-key). */
import type { StaffTableCodesResponse } from '../../../src/generated/api/staff-table-codes.response';
import type { Tenant } from '../../../src/generated/tenant';
import { ok } from '../../../src/protocol';
import type { ShopDeps } from './shop-deps';
import { tableOrderPath } from './table-keys';

export async function tableCodes(deps: Pick<ShopDeps, 'tableKeys'>, tenant: Tenant): Promise<StaffTableCodesResponse> {
  const shops = [];
  for (const site of tenant.sites) {
    const table = site.shop?.table;
    if (!table?.enabled || !table.tables?.length) continue;
    const key = { tenantId: tenant.id, shopCode: site.shopCode };
    const tables = [];
    for (const name of table.tables)
      tables.push({ table: name, path: tableOrderPath(site.shopCode, name, await deps.tableKeys.keyOf(key, name)) });
    shops.push({ shopCode: site.shopCode, tables });
  }
  return ok({ shops });
}
