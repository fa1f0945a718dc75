/** spot/feeCalc and feeCalc/parking: the fee svc/order would charge now, and what is left in the pool. */
import type { ParkingFeeCalcRequest } from '../../../src/generated/api/parking-fee-calc.request';
import type { ParkingFeeCalcResponse } from '../../../src/generated/api/parking-fee-calc.response';
import { ok } from '../../../src/protocol';
import type { ShopMatch } from '../../tenants/registry';
import type { ParkingDeps } from './parking-deps';
import { priceStay } from './stay-pricing';
import { currentBalance } from './ticket-pool';

export async function quoteStay(deps: ParkingDeps, shop: ShopMatch, body: ParkingFeeCalcRequest): Promise<ParkingFeeCalcResponse> {
  const now = deps.now();
  const step = priceStay(shop, { ...body, tickets: body.tickets ?? 1 }, now);
  if (!step.ok) return step.refusal;
  const { fee, pool, offer, timeZone } = step.value;
  return ok({ fee, balance: await currentBalance(deps, pool, offer, now), timeZone });
}
