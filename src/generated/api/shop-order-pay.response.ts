/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {ShopOrder} from './shop-order';

/**
 * Answer of shop/orderPay: rtn 1 with the payment started (txn is the order id; status 'approved' when paid at once, else open gatewayUrl as payUiType says and follow shop/orderStatus), or rtn 0 with dispMsg and problem.
 */
export interface ShopOrderPayResponse {
  /**
   * True: the call was handled (see rtn).
   */
  success: boolean;
  result: ShopOrderPayResult;
}
/**
 * rtn 1 with the answer, or rtn 0 with dispMsg and problem.
 */
export interface ShopOrderPayResult {
  /**
   * 1: paid or started; 0: refused.
   */
  rtn: number;
  /**
   * The refusal's message in English.
   */
  dispMsg?: string;
  problem?: Problem;
  /**
   * The order id: its status (shop/orderStatus) is the payment's.
   */
  txn?: string;
  /**
   * What is charged, minor units.
   */
  amount?: number;
  /**
   * approved: paid at once (stored value, a saved card); pending: the gateway's page is to be opened.
   */
  status?: 'approved' | 'pending';
  /**
   * How the gateway's page is shown (docs/rules.md#pay-ui-types).
   */
  payUiType?: 'DIALOG' | 'REDIRECT';
  /**
   * The gateway's page (also when paid at once, for the payment machine's checks).
   */
  gatewayUrl?: string;
  order?: ShopOrder;
}
