/** spot/feeCalc and feeCalc/parking: the fee svc/order would charge now, and what is left in the pool. */
import type { ParkingFeeCalcRequest } from '../../../src/generated/api/parking-fee-calc.request';
import type { ParkingFeeCalcResponse } from '../../../src/generated/api/parking-fee-calc.response';
import { ok, refused } from '../../../src/protocol';
import type { SessionIdentity } from '../accounts';
import type { ShopMatch } from '../../tenants/registry';
import type { ParkingDeps } from './parking-deps';
import { priceStay, withDiscount } from './stay-pricing';
import { currentBalance } from './ticket-pool';

/** `identity`: the signed-in customer, when the call has a session (needed to apply their voucher). */
export async function quoteStay(
  deps: ParkingDeps,
  shop: ShopMatch,
  body: ParkingFeeCalcRequest,
  identity: SessionIdentity | null = null,
): Promise<ParkingFeeCalcResponse> {
  const now = deps.now();
  const step = priceStay(shop, { ...body, tickets: body.tickets ?? 1 }, now);
  if (!step.ok) return step.refusal;
  let priced = step.value;
  if (body.voucherId !== undefined) {
    const voucher =
      identity && (await deps.vouchers.quote(deps.db, shop.tenant, identity, body.voucherId, priced.fee.amount, now));
    if (!voucher?.ok) return refused('DISCOUNT_FAILED');
    priced = withDiscount(priced, voucher.discount, body.voucherId);
  }
  const { fee, pool, offer, timeZone } = priced;
  return ok({ fee, balance: await currentBalance(deps, pool, offer, now), timeZone });
}
