/**
 * A single pay's payment settled with the gateway (docs/shop.md#single-pay), the request row
 * locked: approved is paid; declined, abandoned or lapsed (its hold or the request over) opens the
 * request to anyone again.
 */
import { maskLongString } from '../../../src/lib/mask-long-string';
import type { Queryable } from '../../db/database';
import type { ShopKey } from '../../db/repositories/shop-repository';
import {
  finishSinglePayPayment,
  findSinglePay,
  type SinglePayRecord,
} from '../../db/repositories/single-pay-repository';
import type { ShopDeps } from './shop-deps';

export async function settleSinglePay(
  deps: Pick<ShopDeps, 'gateway' | 'metrics'>,
  tx: Queryable,
  r: SinglePayRecord,
  now: Date,
): Promise<void> {
  if (r.status !== 'pending') return;
  let reported = await deps.gateway.getPayment(tx, r.gatewayPaymentId, now);
  if ((!reported || reported.status === 'pending') && now >= (r.holdExpiresAt ?? r.expiresAt)) {
    // Cancelled first so a late approval can no longer charge a payer whose claim has ended.
    reported = (await deps.gateway.cancel(tx, r.gatewayPaymentId, now))
      ? null
      : await deps.gateway.getPayment(tx, r.gatewayPaymentId, now);
    if (reported === null) {
      await finishSinglePayPayment(tx, r.id, null, now);
      deps.metrics?.paymentSettled('single_pay', r.gateway, 'abandoned');
    }
  }
  if (reported?.status === 'approved' && reported.amount === r.amount + r.surcharge) {
    await finishSinglePayPayment(tx, r.id, { cardNumber: maskLongString(reported.cardNumber) }, now);
    deps.metrics?.paymentSettled('single_pay', r.gateway, 'approved');
  } else if (reported && reported.status !== 'pending') {
    await finishSinglePayPayment(tx, r.id, null, now);
    deps.metrics?.paymentSettled('single_pay', r.gateway, reported.status === 'abandoned' ? 'abandoned' : 'failed');
  }
}

/** The request, its pending payment settled first in a transaction of its own. */
export async function readSettledSinglePay(
  deps: Pick<ShopDeps, 'db' | 'now' | 'gateway' | 'metrics'>,
  key: ShopKey,
  txn: string,
): Promise<SinglePayRecord | null> {
  return deps.db.transaction(async (tx) => {
    const r = await findSinglePay(tx, key, txn, true);
    if (r) await settleSinglePay(deps, tx, r, deps.now());
    return findSinglePay(tx, key, txn);
  });
}
