/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/account/valuePassDelete, before packaging: deletes one of the customer's cards. A card holding a balance cannot be deleted. Needs Authorization: Bearer <session token>.
 */
export interface AccountValuePassDeleteRequest {
  /**
   * One of the customer's cards (another customer's card answers as a missing one).
   */
  cardId: string;
}
