/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/voucher/collect, before packaging: collect the voucher of a campaign by its code. Collecting one already held changes nothing and answers it again. Needs Authorization: Bearer <session token>.
 */
export interface VoucherCollectRequest {
  /**
   * The voucher (campaign) code.
   */
  code: string;
}
