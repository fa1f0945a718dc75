/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/member/recent (needs a role that opens memberFind): the members this staff member opened last (docs/staff.md#member-find).
 */
export interface StaffMemberRecentRequest {}
