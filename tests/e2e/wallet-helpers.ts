/** Helpers of the wallet browser tests: the customer's stored-value card, its PIN and a funded balance through the API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { decideSandboxPayment, serverCall, type Customer } from './parking-helpers';

export interface CustomerCard {
  cardId: string;
  kind: string;
  balance: number;
  points: number;
  pinSet: boolean;
}

/** The customer's wallet cards (account/loadUserValuePass). */
export async function cardsByApi(
  request: APIRequestContext,
  customer: Customer,
  shop: string,
): Promise<CustomerCard[]> {
  const reply = await serverCall(
    request,
    customer.tenant,
    `/s/${shop}/api/account/loadUserValuePass`,
    {},
    customer.token,
  );
  expect(reply.result.rtn).toBe(1);
  return reply.result.cards as CustomerCard[];
}

/** Sets the PIN of the customer's stored-value card (issued at sign-up) and tops it up by `amount` through the sandbox. */
export async function fundedStoredValueByApi(
  request: APIRequestContext,
  customer: Customer,
  shop: string,
  amount: number,
  pin: string,
): Promise<CustomerCard> {
  const card = (await cardsByApi(request, customer, shop)).find((c) => c.kind === 'stored-value');
  if (!card) throw new Error('the customer has no stored-value card');
  const set = await serverCall(
    request,
    customer.tenant,
    `/s/${shop}/pro/account/valuePassChgPwd`,
    { cardId: card.cardId, newPin: pin, confirmPin: pin },
    customer.token,
  );
  expect(set.result.rtn, set.result.dispMsg).toBe(1);
  const started = await serverCall(
    request,
    customer.tenant,
    `/s/${shop}/pro/promotion/topup`,
    { idempotencyKey: randomUUID(), cardId: card.cardId, amount, paymentCode: 201 },
    customer.token,
  );
  expect(started.result.rtn, started.result.dispMsg).toBe(1);
  await decideSandboxPayment(request, String(started.result.gatewayUrl), 'approve');
  const status = await serverCall(
    request,
    customer.tenant,
    `/s/${shop}/pro/promotion/topupStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  expect(status.result.status).toBe('approved');
  return status.result.card as CustomerCard;
}
