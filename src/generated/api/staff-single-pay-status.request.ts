/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/singlePayStatus (an unlocked staff session with the singlePay function): how a request the staff member made stands (open, pending, paid, expired). Another staff member's request reads as missing.
 */
export interface StaffSinglePayStatusRequest {
  /**
   * The shop (site) the request is for.
   */
  shopCode: string;
  /**
   * Request id.
   */
  txn: string;
}
