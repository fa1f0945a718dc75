/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/invitation/accept, before packaging: accept an invitation: the signed-in customer becomes a member (a wallet card of the programme). Needs Authorization: Bearer <session token>.
 */
export interface InvitationAcceptRequest {
  /**
   * merchant or member invitation (the route it came by).
   */
  kind: 'merchant' | 'member';
  /**
   * The invitation's token (the {code} of its link).
   */
  token: string;
}
