/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ShopDeliveryAddress} from './shop-address';
import type {ShopCar} from './shop-car';

/**
 * Payload of POST /s/{shop}/api/svc/order with kind 'shop': orders the customer's cart (priced on the server) for delivery, pickup, the car or a table and leaves it waiting for its payment (shop/orderPay), unless nothing is to be paid now (a total of 0, a table order). quotedTotal is what the customer was shown: a different price is refused with 'The price has changed', never charged.
 */
export interface ShopOrderRequest {
  /**
   * A shop order (parking's svc/order has no kind).
   */
  kind: 'shop';
  /**
   * Idempotency key made up by the client per user intent (a UUID is fine) and reused on retries: 16 to 64 printable ASCII characters without spaces.
   */
  idempotencyKey: string;
  /**
   * How the order is fulfilled.
   */
  fulfilment: 'delivery' | 'pickup' | 'table' | 'car';
  deliveryAddress?: ShopDeliveryAddress;
  /**
   * Pickup time, seconds since the epoch (a slot of shop/catalogue).
   */
  pickupAt?: number;
  /**
   * Table name (from its QR code).
   */
  table?: string;
  /**
   * Table orders: the table's secret from its QR code (docs/shop.md#table-key); without it, or with another, the order is refused TABLE_LINK_INVALID.
   */
  tableKey?: string;
  /**
   * A tip: a percent of the goods after the discount, or an amount.
   */
  tip?: {
    /**
     * Percent.
     */
    percent?: number;
    /**
     * Minor units.
     */
    amount?: number;
  };
  /**
   * Payment method code (a visible method of the tenant, not cash): the order is paid with it by shop/orderPay.
   */
  paymentCode: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * The total the customer was shown.
   */
  quotedTotal: number;
  /**
   * One of the customer's available vouchers: its discount on the goods (docs/shop.md#paying).
   */
  voucherId?: string;
  car?: ShopCar;
}
