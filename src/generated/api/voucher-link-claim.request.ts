/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/voucher/linkClaim, before packaging: claim a claim link's voucher for the signed-in customer (once per link). Needs Authorization: Bearer <session token>.
 */
export interface VoucherLinkClaimRequest {
  /**
   * The voucher (campaign) code.
   */
  code: string;
  /**
   * The claim link's token.
   */
  token: string;
}
