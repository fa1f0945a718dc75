/**
 * The method a table bill's share or a single pay is paid with (docs/shop.md#bill-methods): both
 * take every visible method but cash, check a stored-value card's PIN before their transaction and
 * charge only the payer's own saved card. One home for the rule, so the two payments can never
 * come to refuse differently.
 */
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import type { SessionIdentity } from '../accounts';
import { isStoredValue, visiblePaymentMethod } from '../shared/payment-methods';
import type { ShopPayments } from './shop-payments';

/** What a bill's share or a single pay asks to be paid with. */
export interface BillMethodRequest {
  paymentCode: number;
  pin?: string;
  savedCardId?: string;
}

/** The chosen method, whether it is stored value, and the saved card to charge (null: the gateway's page, or stored value). */
export interface BillMethod {
  method: PaymentMethod;
  storedValue: boolean;
  savedCard: { token: string; maskedNumber: string } | null;
}

/**
 * A stored-value card's PIN, checked before the payment's transaction: a wrong PIN counts against
 * the card's tries, and a refusal inside the transaction would roll that count back. Null when
 * there is nothing to check or the PIN is right; the method itself is judged in the transaction.
 */
export async function wrongBillPin(
  payments: Pick<ShopPayments, 'verifyPin'>,
  tenant: Tenant,
  identity: SessionIdentity,
  request: BillMethodRequest,
): Promise<Refusal | null> {
  const chosen = visiblePaymentMethod(tenant, request.paymentCode);
  if (!chosen || !isStoredValue(chosen) || request.pin === undefined) return null;
  return payments.verifyPin(identity, request.pin);
}

/**
 * The method inside the payment's transaction: a visible one that is not cash, stored value only
 * with its PIN, and a saved card only the payer's own (another customer's card, or a saved card
 * with stored value, answers 'Saved card not found' like a missing one).
 */
export async function chosenBillMethod(
  tx: Queryable,
  payments: Pick<ShopPayments, 'savedCard'>,
  tenant: Tenant,
  identity: SessionIdentity,
  request: BillMethodRequest,
  refuse: (answer: Refusal) => never,
): Promise<BillMethod> {
  const method = visiblePaymentMethod(tenant, request.paymentCode);
  if (!method || method.paymentType === 'cash') return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
  const storedValue = isStoredValue(method);
  if (storedValue && request.pin === undefined) return refuse(refused('PIN_REQUIRED'));
  if (request.savedCardId === undefined) return { method, storedValue, savedCard: null };
  const found = storedValue ? 'not-found' : await payments.savedCard(tx, identity, method, request.savedCardId);
  if (found === 'not-found') return refuse(refused('SAVED_CARD_NOT_FOUND'));
  return { method, storedValue, savedCard: found };
}
