/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/pos/singlePayRequest (X-Pos-Key): creates a payment request whose amount the POS sets; answers its txn, short code and the customer's path.
 */
export interface PosSinglePayRequestRequest {
  /**
   * What is paid for.
   */
  action: string;
  /**
   * The POS or staff member requiring it.
   */
  requiredBy: string;
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
