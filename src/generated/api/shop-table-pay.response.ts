/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopTableBill} from './shop-table-bill';

/**
 * Answer of shop/tablePay: the payment, paid at once or with the gateway page to approve it on, or a refusal.
 */
export interface ShopTablePayResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopTablePayResponseResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopTablePayResponseResult {
  /**
   * 1: done; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  /**
   * Payment id.
   */
  paymentId?: string;
  /**
   * Toward the bill, minor units.
   */
  amount?: number;
  /**
   * Surcharge, minor units.
   */
  surcharge?: number;
  /**
   * Charged: amount + surcharge.
   */
  total?: number;
  /**
   * While pending: the gateway page the payer approves the payment on.
   */
  gatewayUrl?: string;
  bill?: ShopTableBill;
  /**
   * approved: paid at once (stored value or a saved card); pending: the payer approves it on gatewayUrl.
   */
  status?: 'pending' | 'approved';
  /**
   * Masked card paid with (approved at once).
   */
  cardNumber?: string;
}
