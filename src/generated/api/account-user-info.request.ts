/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/account/userInfo, before packaging (docs/rules.md#user-info-call): who does this session token belong to?
 */
export interface AccountUserInfoRequest {
  /**
   * The session token (the userId of the sign-in answer).
   */
  userId: string;
  /**
   * Device id; the app sends an empty string.
   */
  deviceId?: string;
  /**
   * Version of the client app, e.g. V3.9.5.
   */
  newVersion?: string;
}
