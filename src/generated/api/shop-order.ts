/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {LocalText} from '../tenant';
import type {ShopDeliveryAddress} from './shop-address';
import type {ShopCar} from './shop-car';
import type {ShopTotals} from './shop-totals';

/**
 * A shop order as its customer (or the shop's staff) sees it.
 */
export interface ShopOrder {
  /**
   * Order id.
   */
  orderId: string;
  /**
   * Short reference shown to customer and staff.
   */
  reference: string;
  /**
   * Shop.
   */
  shopCode: string;
  /**
   * How the order is fulfilled.
   */
  fulfilment: 'delivery' | 'pickup' | 'table' | 'car';
  deliveryAddress?: ShopDeliveryAddress;
  /**
   * Delivery zone.
   */
  zoneId?: string;
  /**
   * Pickup time, seconds since the epoch.
   */
  pickupAt?: number;
  /**
   * Table.
   */
  table?: string;
  /**
   * A table order: the table bill it went to (docs/shop.md#table-bill).
   */
  billId?: string;
  /**
   * Customer's notes.
   */
  notes: string;
  /**
   * Order status (docs/shop.md#status).
   */
  status: 'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled';
  /**
   * Payment status.
   */
  paymentStatus: 'pending' | 'approved' | 'failed' | 'abandoned' | 'refunded';
  /**
   * Payment method code.
   */
  paymentCode: number;
  /**
   * Masked card number once paid.
   */
  cardNumber?: string;
  /**
   * Lines as ordered.
   */
  lines: {
    /**
     * Product id.
     */
    productId: string;
    name: LocalText;
    /**
     * How many.
     */
    quantity: number;
    /**
     * For one.
     */
    unitPrice: number;
    /**
     * For the line.
     */
    lineTotal: number;
    /**
     * Options.
     */
    options: {
      /**
       * Option id.
       */
      optionId: string;
      name: LocalText;
      /**
       * Times.
       */
      count: number;
      /**
       * Price of one.
       */
      price: number;
      /**
       * Group id (orders placed before it was kept have none).
       */
      groupId?: string;
    }[];
  }[];
  totals: ShopTotals;
  /**
   * Refunded so far.
   */
  refunded?: number;
  /**
   * Where the customer pays while the payment is pending.
   */
  gatewayUrl?: string;
  /**
   * Present while the order waits for its payment and no attempt is under way (never started, or the last one declined): it can be paid from its status page (docs/shop.md#pay-from-status).
   */
  payable?: true;
  /**
   * Seconds since the epoch.
   */
  createdAt: number;
  car?: ShopCar;
  /**
   * How the order was paid: at the gateway's page, a saved card, the customer's stored-value card, or nothing to pay.
   */
  paidWith?: 'gateway' | 'savedCard' | 'storedValue' | 'none';
}
