/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A signed-in staff member (docs/staff.md): who they are, their roles, and the functions those roles open (function select shows exactly these).
 */
export interface StaffProfile {
  /**
   * The staff member's id.
   */
  staffId: string;
  /**
   * The staff id typed at employee login.
   */
  staffCode: string;
  /**
   * The name shown on the staff screens.
   */
  name: string;
  /**
   * The roles held (counter, assessor, cashier, manager).
   */
  roles: string[];
  /**
   * The admin flag: passes every permission check.
   */
  admin: boolean;
  /**
   * The staff functions the roles open, in function select's order.
   */
  functions: (
    | 'memberFind'
    | 'memberRegistration'
    | 'memberAssessment'
    | 'pinpad'
    | 'pinpadRefund'
    | 'singlePay'
    | 'tableCodes'
    | 'refundsOwed'
  )[];
}
