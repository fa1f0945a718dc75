/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {ParkingBooking} from './parking-booking';
import type {Problem} from './problem';

/**
 * Answer of svc/pay: rtn 1 with the payment started (open gatewayUrl as payUiType says, then ask svc/payStatus), or rtn 0 with dispMsg and problem.
 */
export interface PaymentPayResponse {
  /**
   * True: the call was handled (see rtn for the answer).
   */
  success: boolean;
  result: PaymentPayResult;
}
/**
 * rtn 1 with the data, or rtn 0 with dispMsg and problem.
 */
export interface PaymentPayResult {
  /**
   * 1: started; 0: refused.
   */
  rtn: number;
  /**
   * Why the call was refused, in English.
   */
  dispMsg?: string;
  /**
   * On a refusal: the code and params of dispMsg, for translation.
   */
  problem?: Problem;
  /**
   * The payment's transaction id (the app's pay/{txn}).
   */
  txn?: string;
  /**
   * What is charged, minor units.
   */
  amount?: number;
  /**
   * The booking as it now is.
   */
  booking?: ParkingBooking;
  /**
   * DIALOG: open gatewayUrl in a dialog (iframe or popup) and poll svc/payStatus; REDIRECT: navigate to it; the gateway returns to /{layout}/{shop}/pay/{txn}.
   */
  payUiType?: 'DIALOG' | 'REDIRECT';
  /**
   * The gateway's payment page (the sandbox's is /sandbox/pay/{id}, on this server).
   */
  gatewayUrl?: string;
  /**
   * When paying: 'approved' when the payment is already made (stored value, from the customer's wallet card): confirm with svc/payStatus instead of opening gatewayUrl. Also a saved card (savedCardId), charged at once.
   */
  status?: 'approved';
  /**
   * The app page the gateway returns to.
   */
  returnUrl?: string;
}
