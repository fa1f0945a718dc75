/**
 * Which shop record a gateway payment pays (docs/payment-providers.md#notifications): a shop order,
 * a share of a table bill, or a single pay. A provider's notification and the reconciliation job
 * name only the payment; the shop's own settlement then reads it back.
 */
import type { Queryable } from '../database';

export type ShopPaymentOwner =
  | { kind: 'order'; tenantId: string; shopCode: string; orderId: string; accountId: string }
  | { kind: 'bill'; tenantId: string; shopCode: string; table: string; billId: string }
  | { kind: 'single-pay'; tenantId: string; shopCode: string; id: string };

export async function findShopPaymentOwner(
  db: Queryable,
  gateway: string,
  gatewayPaymentId: string,
): Promise<ShopPaymentOwner | null> {
  const orders = await db.query<{ tenantId: string; shopCode: string; orderId: string; accountId: string }>(
    `SELECT tenant_id AS "tenantId", shop_code AS "shopCode", id AS "orderId", account_id AS "accountId"
       FROM shop_orders WHERE gateway = $1 AND gateway_payment_id = $2`,
    [gateway, gatewayPaymentId],
  );
  if (orders[0]) return { kind: 'order', ...orders[0] };
  const bills = await db.query<{ tenantId: string; shopCode: string; table: string; billId: string }>(
    `SELECT b.tenant_id AS "tenantId", b.shop_code AS "shopCode", b.table_name AS "table", b.id AS "billId"
       FROM shop_bill_payments p JOIN shop_table_bills b ON b.id = p.bill_id
      WHERE p.gateway = $1 AND p.gateway_payment_id = $2`,
    [gateway, gatewayPaymentId],
  );
  if (bills[0]) return { kind: 'bill', ...bills[0] };
  const single = await db.query<{ tenantId: string; shopCode: string; id: string }>(
    `SELECT tenant_id AS "tenantId", shop_code AS "shopCode", id FROM single_pay_requests
      WHERE gateway = $1 AND gateway_payment_id = $2`,
    [gateway, gatewayPaymentId],
  );
  return single[0] ? { kind: 'single-pay', ...single[0] } : null;
}
