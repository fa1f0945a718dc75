/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/singlePayRequest (an unlocked staff session): creates a payment request at one of the tenant's shops whose amount the staff member sets; the requester is the staff member (their staff code), never the payload.
 */
export interface StaffSinglePayRequestRequest {
  /**
   * The shop (site) the request is for.
   */
  shopCode: string;
  /**
   * What is paid for.
   */
  action: string;
  /**
   * Amount, minor units.
   */
  amount: number;
  /**
   * Shown to the customer.
   */
  description: string;
  /**
   * Minutes it can be paid in.
   */
  expiresInMinutes: number;
}
