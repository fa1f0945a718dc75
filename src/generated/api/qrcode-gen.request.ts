/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/qrcode/gen, before packaging: the QR payload of one of the customer's passes. Needs Authorization: Bearer <session token>.
 */
export interface QrcodeGenRequest {
  /**
   * The pass code (bookingSummary passes[].passCode).
   */
  passCode: string;
}
