/** staff/singlePayStatus: the request for the staff member who required it; anyone else's reads as missing. */
import type { StaffSinglePayStatusResponse } from '../../../src/generated/api/staff-single-pay-status.response';
import { ok, refused } from '../../../src/protocol';
import type { ShopMatch } from '../../tenants/registry';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { readSettledSinglePay } from './single-pay-settle';
import { requestView } from './single-pay-view';

export async function staffReadSinglePay(
  deps: ShopDeps,
  shop: ShopMatch,
  txn: string,
  staffCode: string,
): Promise<StaffSinglePayStatusResponse> {
  const r = await readSettledSinglePay(deps, keyOf(shop), txn);
  if (!r || r.requiredBy !== staffCode) return refused('SINGLE_PAY_NOT_FOUND');
  return ok({ request: requestView(r, deps.now()) });
}
