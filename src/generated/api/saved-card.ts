/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A saved payment card as the customer sees it: what the gateway gave back when it tokenised the card (never the number or the CVC; the token stays on the server).
 */
export interface SavedCard {
  /**
   * The saved card's id (payments name it as savedCardId).
   */
  id: string;
  /**
   * The card number masked (first 4 and last 3 kept).
   */
  maskedNumber: string;
  /**
   * Card brand, e.g. Visa; '' when unknown.
   */
  brand: string;
  /**
   * Expiry month, 1 to 12.
   */
  expiryMonth: number;
  /**
   * Expiry year, four digits.
   */
  expiryYear: number;
  /**
   * Name on the card.
   */
  holder: string;
  /**
   * The card checkout picks first.
   */
  isDefault: boolean;
}
