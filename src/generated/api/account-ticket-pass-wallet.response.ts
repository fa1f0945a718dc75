/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of account/ticketPassWallet: rtn 1 with the signed event ticket, or rtn 0 (pass unknown, passes not offered).
 */
export interface AccountTicketPassWalletResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: AccountTicketPassWalletResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface AccountTicketPassWalletResult {
  /**
   * 1: the pass; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * File name to save the pass as (ends .pkpass).
   */
  fileName?: string;
  /**
   * Media type of the pass.
   */
  mimeType?: 'application/vnd.apple.pkpass';
  /**
   * The .pkpass file (a zip: pass.json, images, manifest.json, signature), base64.
   */
  pass?: string;
}
