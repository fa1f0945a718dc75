/**
 * What a payment is for and how it is started: shared by the payment machine and its stored-value
 * verification child (flows/payment/payment.machine.ts, stored-value-verification.machine.ts), which the
 * payment machine runs, so neither imports the other for them.
 */
import type { ShopTablePayRequest } from '../../src/generated/api/shop-table-pay.request';

export type PaymentPurpose =
  | { kind: 'booking'; bookingId: string }
  | { kind: 'topUp'; bookingId: string; newExit: number }
  /** A stored-value wallet card topped up by `amount` (flows/wallet/wallet-top-up.machine.ts). */
  | { kind: 'walletTopUp'; cardId: string; amount: number }
  /** A shop order placed by svc/order and paid by shop/orderPay (flows/shop/shop-order.machine.ts, docs/shop.md#paying). */
  | { kind: 'shopOrder'; orderId: string }
  /** A payer's part of a table's bill (flows/shop/table-bill.machine.ts, docs/shop.md#bill-methods): the server sets the amount from the split. */
  | {
      kind: 'tableBill';
      table: string;
      billId: string;
      tableKey?: string;
      split: ShopTablePayRequest['split'];
      quotedAmount: number;
    }
  /** A single-pay request (flows/payment/single-pay.machine.ts): its amount set by the requester, paid once. */
  | { kind: 'singlePay'; txn: string; quotedTotal: number };

export interface StartPaymentInput {
  idempotencyKey: string;
  purpose: PaymentPurpose;
  paymentCode: number;
  /** The stored-value card PIN, '' for other methods. */
  pin: string;
  /** A saved card to charge, null to use the gateway's page. */
  savedCardId: string | null;
}
