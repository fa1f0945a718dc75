/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/member/find, before packaging: member find by phone number, card number, the member code of a card's QR code, a member id (one picked from a name search or the recent members), or part of a name (needs a role that opens memberFind; docs/staff.md#member-find).
 */
export interface StaffMemberFindRequest {
  /**
   * What value is: a phone number, a 16-digit card number, a QR member code, a member id (answers the member), or part of a first or last name, at least 2 letters (answers the matches, at most MEMBER_NAME_MATCHES).
   */
  by: 'phone' | 'card' | 'qr' | 'id' | 'name';
  /**
   * What was typed or scanned.
   */
  value: string;
}
