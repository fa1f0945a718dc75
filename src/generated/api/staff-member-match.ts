/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A member in a list to pick from (a name search, the recent members): enough to tell two people of one name apart, no more. Opening one is staff/member/find by id.
 */
export interface StaffMemberMatch {
  /**
   * The member's id.
   */
  memberId: string;
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name.
   */
  lastName: string;
  /**
   * The phone number, masked but for its last digits (docs/rules.md#masking).
   */
  phone: string;
  /**
   * Recent members: when this staff member last opened the member, Unix seconds.
   */
  seenAt?: number;
}
