/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Catalogue} from '../catalogue';
import type {Problem} from './problem';

/**
 * Answer of shop/catalogue: the catalogue (hidden products left out), sold-out products, whether the shop is open, closed or its service expired, and the pickup slots.
 */
export interface ShopCatalogueResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopCatalogueResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopCatalogueResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  catalogue?: Catalogue;
  /**
   * Product ids sold out today.
   */
  soldOut?: string[];
  /**
   * open: orders taken; closed: outside opening hours; expired: the service expired.
   */
  state?: 'open' | 'closed' | 'expired';
  /**
   * The server's time, seconds since the epoch.
   */
  now?: number;
  /**
   * Pickup slot starts, seconds since the epoch.
   */
  pickupSlots?: number[];
}
