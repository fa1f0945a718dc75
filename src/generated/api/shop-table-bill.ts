/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {LocalText} from '../tenant';

/**
 * A table's bill (docs/shop.md#table-bill): its items, what is paid, what is being paid, and what is left.
 */
export interface ShopTableBill {
  /**
   * Bill id (the txn of pay/{txn}/table/{table}).
   */
  billId: string;
  /**
   * Table name (from its QR code).
   */
  table: string;
  /**
   * open until the payments approved add up to the total.
   */
  status: 'open' | 'paid';
  /**
   * Sum of the items, minor units.
   */
  total: number;
  /**
   * Paid (approved payments), minor units.
   */
  paid: number;
  /**
   * Paid plus being paid right now, minor units.
   */
  reserved: number;
  /**
   * What can still be paid now: total - reserved.
   */
  left: number;
  /**
   * The bill's items, one per order line.
   *
   * @maxItems 1000
   */
  items: {
    /**
     * Item number on the bill.
     */
    itemNo: number;
    name: LocalText;
    /**
     * Quantity.
     */
    quantity: number;
    /**
     * Line total, minor units.
     */
    amount: number;
    /**
     * free to pay; locked: someone is paying it now; paid.
     */
    state: 'free' | 'locked' | 'paid';
    /**
     * True when the caller's payment locked or paid it.
     */
    mine?: boolean;
  }[];
  /**
   * Payments toward the bill (whose is not told, only whether it is the caller's).
   *
   * @maxItems 1000
   */
  payments: {
    /**
     * Payment id.
     */
    paymentId: string;
    /**
     * Chosen items, an even share, or the rest.
     */
    kind: 'items' | 'share' | 'rest';
    /**
     * Toward the bill, minor units (without surcharge).
     */
    amount: number;
    /**
     * The payment method's surcharge (the caller's payments only).
     */
    surcharge?: number;
    /**
     * Payment method paid with (the caller's payments only).
     */
    paymentCode?: number;
    /**
     * Masked card (the caller's approved payments only).
     */
    cardNumber?: string;
    /**
     * Refunded to the method that paid when staff cancelled an order of the bill, with the surcharge's part (the caller's payments only), minor units.
     */
    refunded?: number;
    /**
     * Payment status.
     */
    status: 'pending' | 'approved' | 'failed' | 'abandoned';
    /**
     * The caller's payment.
     */
    mine: boolean;
  }[];
}
