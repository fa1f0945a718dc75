/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {VoucherCampaignView} from './voucher-campaign';

/**
 * Answer of voucher/linkView: rtn 1 with the campaign, or rtn 0 'This voucher is not available' for every failure (unknown, used, expired, another tenant's).
 */
export interface VoucherLinkViewResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: VoucherLinkViewResult;
}
/**
 * rtn 1 with campaign, or rtn 0.
 */
export interface VoucherLinkViewResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused: the English of problem, its parameters filled in.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * What the link offers.
   */
  campaign?: VoucherCampaignView;
}
