/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

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
 * rtn -1, a message and its code.
 */
export interface ApiErrorResult {
  /**
   * Always -1.
   */
  rtn: number;
  /**
   * What went wrong in English: the code's text, e.g. 'Malformed request', 'Login expired', 'System error'; for a payload field that breaks its schema (problem INVALID_FIELD) the field and the rule, e.g. 'siteId: is required'.
   */
  dispMsg: string;
  /**
   * The code of the failure (LOGIN_EXPIRED, MALFORMED_REQUEST, INVALID_FIELD, NOT_FOUND, SHOP_NOT_FOUND, TENANT_NOT_FOUND, GATE_KEY_WRONG, GATE_EVENTS_OFF, REQUEST_TOO_LARGE, TOO_MANY_REQUESTS, SYSTEM_ERROR).
   */
  problem: Problem;
}
