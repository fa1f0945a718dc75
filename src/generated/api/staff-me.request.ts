/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/me, before packaging: the signed-in staff member (the session must be unlocked).
 */
export interface StaffMeRequest {}
