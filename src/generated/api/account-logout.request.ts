/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/logout, before packaging: sign out the session of the Authorization token.
 */
export interface AccountLogoutRequest {}
