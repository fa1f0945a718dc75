/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/detail, before packaging: the profile of the account the Authorization token belongs to. Nothing else: the session decides whose profile it is.
 */
export interface AccountDetailRequest {}
