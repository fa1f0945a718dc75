/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/voucher/linkView, before packaging: what a claim link offers, without claiming it (mail scanners open links).
 */
export interface VoucherLinkViewRequest {
  /**
   * The voucher (campaign) code.
   */
  code: string;
  /**
   * The claim link's token.
   */
  token: string;
}
