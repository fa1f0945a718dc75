/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/logout, before packaging: end the staff session.
 */
export interface StaffLogoutRequest {}
