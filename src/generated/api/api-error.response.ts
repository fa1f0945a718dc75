/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of an envelope API call that failed: HTTP 400 (malformed request or a payload field that breaks its schema), 401 (an account call whose session token is missing, unknown, revoked or expired: 'Login expired'), 404 (unknown shop or tenant), 413 (body too large), 429 (too many requests) or 500 (system error, logged under the x-request-id response header).
 */
export interface ApiErrorResponse {
  /**
   * Always false.
   */
  success: boolean;
  result: ApiErrorResult;
}
/**
 * rtn -1 and a message for the user.
 */
export interface ApiErrorResult {
  /**
   * Always -1.
   */
  rtn: number;
  /**
   * What went wrong, e.g. 'Malformed request', 'siteId: is required', 'Login expired', 'System error'.
   */
  dispMsg: string;
}
