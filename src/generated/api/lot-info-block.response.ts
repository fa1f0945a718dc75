/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of POST /cloud/{tenant}/lotInfo/list: rtn 1 with the info block, or rtn 0 with dispMsg when the site or the block does not exist.
 */
export interface LotInfoBlockResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: LotInfoBlockResult;
}
/**
 * rtn 1 and info, or rtn 0 and dispMsg.
 */
export interface LotInfoBlockResult {
  /**
   * 1: found; 0: refused (dispMsg says why).
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  info?: LotInfoBlock;
}
/**
 * The info block; present when rtn is 1.
 */
export interface LotInfoBlock {
  /**
   * Code of the block.
   */
  infoCode: string;
  /**
   * Heading, in the language asked for (lang; none: the tenant's default).
   */
  title: string;
  /**
   * Text in the language asked for; blank lines separate paragraphs.
   */
  body: string;
}
