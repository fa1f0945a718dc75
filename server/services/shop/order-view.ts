/**
 * A shop order as the customer and staff see it, and the card movement of paying or refunding it
 * from stored value.
 */
import type { ShopOrder } from '../../../src/generated/api/shop-order';
import type { OrderLineRecord, ShopOrderRecord } from '../../db/repositories/shop-repository';
import type { OrderPaymentExtras } from '../../db/repositories/shop-pay-repository';
import { seconds } from './shop-context';
import { TABLE_BILL_GATEWAY } from './shop-gateways';

export function orderView(
  o: ShopOrderRecord,
  lines: readonly OrderLineRecord[],
  gatewayUrl?: string,
  extras?: OrderPaymentExtras,
): ShopOrder {
  const car = extras?.carBookingId
    ? {
        bookingId: extras.carBookingId,
        ...(extras.carBay ? { bay: extras.carBay } : {}),
        ...(extras.carPlate ? { plate: extras.carPlate } : {}),
      }
    : null;
  return {
    ...(car ? { car } : {}),
    ...(extras?.paidWith ? { paidWith: extras.paidWith } : {}),
    orderId: o.id,
    reference: o.reference,
    shopCode: o.shopCode,
    fulfilment: o.fulfilment,
    ...(o.deliveryAddress ? { deliveryAddress: o.deliveryAddress } : {}),
    ...(o.zoneId ? { zoneId: o.zoneId } : {}),
    ...(o.pickupAt ? { pickupAt: seconds(o.pickupAt) } : {}),
    ...(o.tableName ? { table: o.tableName } : {}),
    // A table order is paid with the table's bill (docs/shop.md#table-bill), whose id it keeps.
    ...(o.gateway === TABLE_BILL_GATEWAY ? { billId: o.gatewayPaymentId } : {}),
    notes: o.notes,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentCode: o.paymentCode,
    ...(o.cardNumber ? { cardNumber: o.cardNumber } : {}),
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      options: l.options,
    })),
    totals: {
      goods: o.goods,
      discount: o.discount,
      deliveryFee: o.deliveryFee,
      tip: o.tip,
      surcharge: o.surcharge,
      total: o.total,
      toFreeDelivery: 0,
    },
    refunded: o.refunded,
    ...(gatewayUrl && o.status === 'pending_payment' ? { gatewayUrl } : {}),
    // No attempt open (never started, or its last one declined): shop/orderPay takes a new one (docs/shop.md#pay-from-status).
    ...(o.status === 'pending_payment' && o.gatewayPaymentId === '' ? { payable: true as const } : {}),
    createdAt: seconds(o.createdAt),
  };
}

/** The stored-value card movement of the order's whole total, dated when it was placed (callers set `now` and `amount` as needed). */
export function movementOf(
  o: Pick<ShopOrderRecord, 'id' | 'tenantId' | 'accountId' | 'reference' | 'total' | 'createdAt'>,
  siteId: string,
  shopName: string,
) {
  return {
    tenantId: o.tenantId,
    accountId: o.accountId,
    siteId,
    shopName,
    orderId: o.id,
    reference: o.reference,
    amount: o.total,
    now: o.createdAt,
  };
}
