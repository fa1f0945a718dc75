/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/voucher/list, before packaging: the signed-in customer's vouchers. Needs Authorization: Bearer <session token>.
 */
export interface VoucherListRequest {}
