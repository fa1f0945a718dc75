/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Answer of GET /sandbox-api/sms/last?tenant=&phone= (a test tool: only with SMS_SANDBOX=1 and the default SMS outbox; refused with NODE_ENV=production): the last verification code written to the outbox for that number.
 */
export interface SmsSandboxLastResponse {
  /**
   * The number in E.164.
   */
  phone: string;
  /**
   * The 4-digit code of the message.
   */
  code: string;
  /**
   * What the code was requested for.
   */
  purpose: 'signup' | 'login' | 'reset';
  /**
   * When it was written, in whole seconds since 1970.
   */
  sentAt: number;
}
