/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/member/find, before packaging: member find by phone number, card number or the member code of a card's QR code (needs a role that opens memberFind).
 */
export interface StaffMemberFindRequest {
  /**
   * What value is: a phone number, a 16-digit card number, or a QR member code.
   */
  by: 'phone' | 'card' | 'qr';
  /**
   * What was typed or scanned.
   */
  value: string;
}
