/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/pinpad/kiosk, before packaging: the session hands the device to a customer at the pinpad (kiosk mode, needs a role that opens pinpad). Until the staff PIN ends it (staff/pinpad/exit, or staff/unlock after a lock), the session may call only staff/pinpad/charge, staff/pinpad/exit, staff/pinpad/kiosk, staff/unlock, staff/lock and staff/logout; every other staff and admin call answers HTTP 403 STAFF_KIOSK_ON (docs/staff.md#kiosk-server).
 */
export interface StaffPinpadKioskRequest {
  /**
   * The site (shopCode) whose pinpad this is; its pinpad setting must not be 0.
   */
  shop: string;
}
