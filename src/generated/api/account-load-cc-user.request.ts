/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/account/loadCcUser, before packaging: the signed-in customer's saved payment cards. Needs Authorization: Bearer <session token>.
 */
export interface AccountLoadCcUserRequest {}
