/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A wallet card of the signed-in customer, as the wallet shows it (docs/wallet.md).
 */
export interface WalletCard {
  /**
   * The card's id (valuePassDelete, valuePassChgPwd, topup, acsLoyalty/list).
   */
  cardId: string;
  /**
   * The tenant's programme (wallet.programmes[].code): its name, kind and top-up rules are in the tenant config.
   */
  programmeCode: string;
  /**
   * loyalty: points only; stored-value: also a balance that pays for parking.
   */
  kind: 'loyalty' | 'stored-value';
  /**
   * The card number masked: first 4 and last 3 digits kept.
   */
  cardNumber: string;
  /**
   * Points held.
   */
  points: number;
  /**
   * Balance, minor units (0 for a loyalty card).
   */
  balance: number;
  /**
   * Last day the card is valid (YYYY-MM-DD).
   */
  expiresOn: string;
  /**
   * True once the expiry day has passed: the card no longer pays or tops up.
   */
  expired: boolean;
  /**
   * What the card's QR code encodes: the member code staff scan.
   */
  qrCode: string;
  /**
   * Whether the card has a wallet PIN (needed to pay with it).
   */
  pinSet: boolean;
  /**
   * How the customer got the card.
   */
  issuedVia: 'signup' | 'invitation' | 'counter';
}
