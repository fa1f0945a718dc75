/**
 * A provider said a payment changed (its notification, or the reconciliation job read it back): the
 * shop record it pays (an order, a table bill's share, a single pay) is settled by its own rules, from
 * what the gateway says (docs/payment-providers.md#notifications). False when no shop record has it.
 */
import { findOwnOrder } from '../../db/repositories/shop-repository';
import { findShopPaymentOwner } from '../../db/repositories/shop-payment-owner-repository';
import { settleLockedBill } from './bill-settlement';
import { settleOrder } from './order-settle';
import type { ShopDeps } from './shop-deps';
import { readSettledSinglePay } from './single-pay-settle';

export async function settleShopPaymentByGatewayId(
  deps: Pick<ShopDeps, 'db' | 'now' | 'log' | 'gateway' | 'metrics'>,
  gateway: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const owner = await findShopPaymentOwner(deps.db, gateway, gatewayPaymentId);
  if (!owner) return false;
  const key = { tenantId: owner.tenantId, shopCode: owner.shopCode };
  if (owner.kind === 'order') {
    const order = await findOwnOrder(deps.db, key, owner.accountId, owner.orderId);
    if (order) await settleOrder(deps, order, key);
  } else if (owner.kind === 'bill') {
    await deps.db.transaction((tx) => settleLockedBill(deps, tx, key, owner.table, owner.billId));
  } else {
    await readSettledSinglePay(deps, key, owner.id);
  }
  return true;
}
