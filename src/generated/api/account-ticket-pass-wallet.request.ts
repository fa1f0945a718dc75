/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/account/ticketPassWallet, before packaging: the Apple Wallet event ticket (.pkpass) of one of the customer's paid parking passes (its QR code, entry and exit times, car park and address), where the site's addWallet is 1 and the tenant has its pass certificate. Needs Authorization: Bearer <session token>.
 */
export interface AccountTicketPassWalletRequest {
  /**
   * The pass's code (what its QR code carries); another customer's pass, or one of an unpaid or cancelled booking, answers as unknown.
   */
  passCode: string;
  /**
   * Language of the pass's texts; default the tenant's. The pass's labels carry both languages.
   */
  language?: 'en-gb' | 'zh-hans';
}
