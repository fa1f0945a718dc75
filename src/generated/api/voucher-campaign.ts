/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {TenantText, VoucherScope} from '../tenant';

/**
 * A voucher campaign as a customer sees it before collecting it.
 */
export interface VoucherCampaignView {
  /**
   * The campaign code.
   */
  code: string;
  /**
   * What the voucher is called: one text for every language, or text per language (the tenant's campaign name as written; the browser shows it in the customer's language, docs/rules.md#tenant-text).
   */
  name: TenantText;
  /**
   * The discount: exactly one of percentOff and amountOff (minor units); maxDiscount caps a percentage; minSpend is the least fee it applies to.
   */
  discount: {
    /**
     * Whole percent off.
     */
    percentOff?: number;
    /**
     * Minor units off.
     */
    amountOff?: number;
    /**
     * At most this off, minor units.
     */
    maxDiscount?: number;
    /**
     * Least fee it applies to, minor units.
     */
    minSpend?: number;
  };
  /**
   * What the voucher applies to: parking, shop or both (docs/vouchers-and-invitations.md#scope).
   */
  appliesTo: VoucherScope;
  /**
   * When collected vouchers stop applying, seconds since the epoch.
   */
  expiresAt: number;
}
