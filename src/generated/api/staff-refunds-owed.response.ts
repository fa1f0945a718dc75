/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of staff/refundsOwed: rtn 1 with the tenant's refunds not yet confirmed by their provider (at most REFUNDS_OWED_LISTED, 100), oldest first. The server sends each again with its first key until the provider confirms or refuses it for good.
 */
export interface StaffRefundsOwedResponse {
  /**
   * True when the call was understood; the rtn says whether it was done.
   */
  success: boolean;
  result: StaffRefundsOwedResult;
}
/**
 * rtn 1 with refunds, or rtn 0.
 */
export interface StaffRefundsOwedResult {
  /**
   * 1: done; 0: refused (dispMsg and problem say why).
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
  /**
   * The refunds still owed, oldest first.
   */
  refunds?: RefundOwed[];
}
export interface RefundOwed {
  /**
   * The refund's id.
   */
  refundId: string;
  /**
   * The payment's reference, as the provider and the customer's receipt show it.
   */
  reference: string;
  /**
   * The payment provider that took the money and owes the refund.
   */
  provider: 'windcave' | 'omipay' | 'paypal' | 'stripe';
  /**
   * Minor units to give back.
   */
  amount: number;
  /**
   * ISO 4217 code of the payment.
   */
  currency: string;
  /**
   * What the payment was for, as it was sent to the provider.
   */
  description: string;
  /**
   * pending: not accepted by the provider yet (sent again by the re-check job); submitted: accepted, its outcome not reported yet.
   */
  status: 'pending' | 'submitted';
  /**
   * How many times it was sent so far.
   */
  attempts: number;
  /**
   * What the provider or the network answered the last time; absent when nothing failed.
   */
  lastError?: string;
  /**
   * Unix seconds: when the refund was recorded.
   */
  since: number;
}
