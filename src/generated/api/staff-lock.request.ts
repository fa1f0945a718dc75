/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/lock, before packaging: lock the session (a shared device left idle, or kiosk mode); staff/unlock with the PIN opens it again.
 */
export interface StaffLockRequest {}
