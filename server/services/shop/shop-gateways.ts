/**
 * What a shop order's or payment's `gateway` column holds besides the payment gateway's own name.
 * Shared by orders, table bills and single pays, which otherwise import none of each other.
 */

/** The `gateway` of a table order: it is paid later with the table's bill (docs/shop.md#table-bill). */
export const TABLE_BILL_GATEWAY = 'bill';

/** The `gateway` of a bill payment or a single pay paid from stored value (docs/shop.md#bill-methods). */
export const WALLET_GATEWAY = 'wallet';
