/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of qrcode/gen: rtn 1 with what the QR code carries and the pass it is for, or rtn 0 'Unknown pass'.
 */
export interface QrcodeGenResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: QrcodeGenResult;
}
/**
 * rtn 1 with the payload, or rtn 0 with dispMsg and problem.
 */
export interface QrcodeGenResult {
  /**
   * 1: the payload; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: PASS_UNKNOWN.
   */
  problem?: Problem;
  /**
   * The QR content: the pass code, byte mode, UTF-8.
   */
  payload?: string;
  /**
   * QR error correction level (docs/rules.md#qr-code).
   */
  errorCorrectionLevel?: 'M';
  /**
   * The ticket ('<reference>-<n>').
   */
  ticketNo?: string;
  /**
   * The booking's pre-pay reference.
   */
  reference?: string;
  /**
   * The site the pass opens.
   */
  siteId?: string;
  /**
   * The car park.
   */
  lotName?: string;
  /**
   * Booked entry (seconds).
   */
  entry?: number;
  /**
   * Booked exit (seconds).
   */
  exit?: number;
  /**
   * The booking's status (expired once exit has passed).
   */
  status?: 'booked' | 'topped_up' | 'expired';
  /**
   * '' or 'Ticket expired'.
   */
  statusMessage?: string;
}
