/** shop/singlePay: one request, its pending payment checked with the gateway first (docs/shop.md#single-pay). */
import type { SinglePayRequest } from '../../../src/generated/api/single-pay.request';
import type { SinglePayResponse } from '../../../src/generated/api/single-pay.response';
import { ok, refused } from '../../../src/protocol';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { readSettledSinglePay } from './single-pay-settle';
import { requestView, visibleTo } from './single-pay-view';

export async function readSinglePay(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: SinglePayRequest,
): Promise<SinglePayResponse> {
  const r = await readSettledSinglePay(deps, keyOf(shop), body.txn);
  if (!visibleTo(r, identity, body)) return refused('SINGLE_PAY_NOT_FOUND');
  return ok({ request: requestView(r, deps.now()) });
}
