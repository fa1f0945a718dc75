/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/account/loadUserValuePass, before packaging: the signed-in customer's wallet cards in the shop's tenant. Needs Authorization: Bearer <session token>.
 */
export interface AccountLoadUserValuePassRequest {}
