/** shop/singlePayFind: the request with this short code, for singlepay/{action}/by/{requiredBy} without a QR. */
import type { SinglePayFindRequest } from '../../../src/generated/api/single-pay-find.request';
import type { SinglePayFindResponse } from '../../../src/generated/api/single-pay-find.response';
import { ok, refused } from '../../../src/protocol';
import { findSinglePayByReference } from '../../db/repositories/single-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { readSettledSinglePay } from './single-pay-settle';
import { requestView, visibleTo } from './single-pay-view';

export async function findSinglePayByCode(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: SinglePayFindRequest,
): Promise<SinglePayFindResponse> {
  const found = await findSinglePayByReference(
    deps.db,
    keyOf(shop),
    body.action,
    body.requiredBy,
    body.reference.toUpperCase(),
  );
  // Settled first: a claim whose payment ended no longer hides the request.
  const r = found && (await readSettledSinglePay(deps, keyOf(shop), found.id));
  if (!visibleTo(r, identity, body)) return refused('SINGLE_PAY_NOT_FOUND');
  return ok({ request: requestView(r, deps.now()) });
}
