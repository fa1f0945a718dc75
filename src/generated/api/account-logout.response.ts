/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of logout: rtn 1; the token no longer works. An unknown, revoked or expired token answers HTTP 401.
 */
export interface AccountLogoutResponse {
  /**
   * True: the call was handled.
   */
  success: boolean;
  result: AccountLogoutResult;
}
/**
 * rtn 1.
 */
export interface AccountLogoutResult {
  /**
   * 1: signed out.
   */
  rtn: number;
  /**
   * Message, if any.
   */
  dispMsg?: string;
}
