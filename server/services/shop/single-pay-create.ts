/** pro/pos/singlePayRequest (X-Pos-Key): the POS sets the amount; the customer gets the path (docs/shop.md#single-pay). */
import { randomUUID } from 'node:crypto';
import type { PosSinglePayRequestRequest } from '../../../src/generated/api/pos-single-pay-request.request';
import type { PosSinglePayRequestResponse } from '../../../src/generated/api/pos-single-pay-request.response';
import { ok } from '../../../src/protocol';
import { findSinglePay, insertSinglePay } from '../../db/repositories/single-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import { newReference, REFERENCE_DRAWS } from './references';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { requestView, singlePayPath } from './single-pay-view';

export async function createSinglePayRequest(
  deps: ShopDeps,
  shop: ShopMatch,
  body: PosSinglePayRequestRequest,
): Promise<PosSinglePayRequestResponse> {
  const key = keyOf(shop);
  const now = deps.now();
  const record = {
    id: randomUUID(),
    tenantId: key.tenantId,
    shopCode: key.shopCode,
    action: body.action,
    requiredBy: body.requiredBy,
    reference: '',
    description: body.description,
    amount: body.amount,
    expiresAt: new Date(now.getTime() + body.expiresInMinutes * 60_000),
    createdAt: now,
  };
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    record.reference = newReference();
    if (await insertSinglePay(deps.db, record)) {
      const stored = await findSinglePay(deps.db, key, record.id);
      return ok({ request: requestView(stored!, now), path: singlePayPath(key.shopCode, record) });
    }
  }
  throw new Error('could not draw a free single-pay reference');
}
