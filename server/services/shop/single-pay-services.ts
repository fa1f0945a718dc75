/**
 * Single pay (docs/shop.md#single-pay): a payment request whose amount the requester sets here on
 * the server (a POS with the tenant's POS key), paid once through the gateway before it expires,
 * with its receipt. The customer who starts paying claims it while that payment is under way; any
 * other customer then gets 'Payment request not found', the same answer as for an id that does not
 * exist. A payment declined, abandoned or not finished within SINGLE_PAY_HOLD_MINUTES ends the
 * claim, so someone who saw the QR and started paying cannot keep the request from its payer.
 * One operation a file, bound to the shop's dependencies once (shared/bind-deps.ts).
 */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { ShopDeps } from './shop-deps';
import { createSinglePayRequest } from './single-pay-create';
import { findSinglePayByCode } from './single-pay-find';
import { readSinglePay } from './single-pay-read';
import { staffReadSinglePay } from './single-pay-staff-read';
import { startSinglePay } from './single-pay-start';

const SINGLE_PAY_OPERATIONS = {
  create: createSinglePayRequest,
  read: readSinglePay,
  staffRead: staffReadSinglePay,
  find: findSinglePayByCode,
  start: startSinglePay,
};

export type SinglePayServices = BoundOperations<ShopDeps, typeof SINGLE_PAY_OPERATIONS>;

export function createSinglePayServices(deps: ShopDeps): SinglePayServices {
  return bindDeps(deps, SINGLE_PAY_OPERATIONS);
}
