/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/api/invitation/view, before packaging: what an invitation link offers; with a session, whether it is for this account.
 */
export interface InvitationViewRequest {
  /**
   * merchant or member invitation (the route it came by).
   */
  kind: 'merchant' | 'member';
  /**
   * The invitation's token (the {code} of its link).
   */
  token: string;
}
