/**
 * The staff functions and the roles that open them (docs/staff.md#roles). Function select shows
 * exactly the functions `allowedStaffFunctions` returns, and the server refuses a staff call whose
 * function the caller may not use: both go through the product's permission check
 * (hasPermission, docs/rules.md#permission-check), so a holder of any listed role passes and the
 * admin flag passes everything.
 */
import { hasPermission } from './permissions';

/** The roles a staff member can hold. */
export const STAFF_ROLES = ['counter', 'assessor', 'cashier', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The functions of function select, in the order they are shown. */
export const STAFF_FUNCTIONS = [
  'memberFind',
  'memberRegistration',
  'memberAssessment',
  'pinpad',
  'pinpadRefund',
  'singlePay',
  'tableCodes',
  'refundsOwed',
] as const;
export type StaffFunction = (typeof STAFF_FUNCTIONS)[number];

/** Which roles open each function (any one of them is enough). */
export const STAFF_FUNCTION_ROLES: Readonly<Record<StaffFunction, readonly StaffRole[]>> = {
  memberFind: ['counter', 'assessor', 'manager'],
  memberRegistration: ['counter', 'manager'],
  memberAssessment: ['assessor', 'manager'],
  pinpad: ['cashier', 'manager'],
  // Giving a pinpad charge back to its card (docs/staff.md#pinpad-refund): managers only.
  pinpadRefund: ['manager'],
  // Asking a customer for a payment (docs/shop.md#staff-single-pay): the counter and the till.
  singlePay: ['counter', 'cashier', 'manager'],
  // Printing the tables' QR codes (docs/shop.md#table-key): each carries its table's secret.
  tableCodes: ['manager'],
  // Card refunds a payment provider has not confirmed yet (docs/payment-providers.md#refunds-owed): managers.
  refundsOwed: ['manager'],
};

export interface StaffGrant {
  roles: readonly string[];
  admin: boolean;
}

export function mayUseStaffFunction(staff: StaffGrant, fn: StaffFunction): boolean {
  return hasPermission(staff.roles, staff.admin, STAFF_FUNCTION_ROLES[fn]);
}

/** The functions a staff member may use, in function select's order. */
export function allowedStaffFunctions(staff: StaffGrant): StaffFunction[] {
  return STAFF_FUNCTIONS.filter((fn) => mayUseStaffFunction(staff, fn));
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
