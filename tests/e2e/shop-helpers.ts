/**
 * Helpers of the shop ordering journeys (tests/e2e/shop.spec.ts): a signed-in Lotus customer and
 * the shop's POS, which authenticates with the tenant's POS key (playwright.config.ts gives the
 * browser-test server this key as LOTUS_POS_KEY).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { auMobile, accountForm, registerByApi, tenantById, type ApiAccount } from './account-helpers';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { decideSandboxPayment, serverCall } from './parking-helpers';
import { E2E_LOTUS_POS_KEY } from './shop-pos-key';
import { expect } from './test';

export const SHOP = 'lotus-plaza';

/** A new Lotus customer, signed up and signed in through the API. */
async function lotusCustomerByApi(request: APIRequestContext): Promise<{ account: ApiAccount; token: string }> {
  const account = await registerByApi(request, 'lotus', {
    phone: auMobile(),
    password: 'Noodles#2026',
    firstName: 'Lin',
    lastName: 'Wu',
  });
  const signedIn = await serverCall(request, tenantById('lotus'), `/cloud/lotus/account/signIn`, {
    userName: account.phone.typed,
    password: account.password,
  });
  return { account, token: String(signedIn.result.userId) };
}

/** A new Lotus customer, signed up through the API and logged in in the page, on the ordering screen. */
export async function orderingCustomer(page: Page, request: APIRequestContext): Promise<{ token: string }> {
  const { account, token } = await lotusCustomerByApi(request);
  // Lotus speaks Chinese first; these journeys read the English screens (screenshots cover both).
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('lotus'));
  await page.goto(`/shop/${SHOP}/login?redirect=${encodeURIComponent(`/shop/${SHOP}/order`)}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(account.phone.typed);
  await accountForm(panel).password.fill(account.password);
  await panel.getByRole('button', { name: /Log in|登录/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order$`));
  return { token };
}

/** Staff at the POS move an order to a status (pro/pos/onlinePosOrderRpt with the POS key). */
export async function posMove(
  request: APIRequestContext,
  orderId: string,
  status: 'preparing' | 'ready' | 'completed' | 'cancelled',
): Promise<void> {
  const tenant = tenantById('lotus');
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await request.post(`/s/${SHOP}/pro/pos/onlinePosOrderRpt`, {
    data: codec.encodeRequest({ change: { orderId, status } }) as object,
    headers: { 'X-Pos-Key': E2E_LOTUS_POS_KEY },
  });
  expect(response.status()).toBe(200);
}

/**
 * The placed order is paid by the shared payment step (docs/shop.md#paying). Lotus Plaza's gateway
 * page is a REDIRECT: the app leaves for the sandbox page, and approved there, the gateway returns
 * to the order's status page.
 */
export async function payAtGateway(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order/[0-9a-f-]{36}$`));
}

/** Stored value: the payment step asks for the card's wallet PIN (its verification child) and pays with it. */
export async function payWithPin(page: Page, pin: string): Promise<void> {
  const step = page.getByTestId('payment-step');
  await expect(step.getByTestId('payment-pin')).toBeVisible();
  await step.getByTestId('payment-pin').fill(pin);
  await step.getByRole('button', { name: 'Pay', exact: true }).click();
}

/**
 * Pays off what an earlier attempt of a journey left open on a Lotus Plaza table's bill, through the
 * API (a new customer with the table's secret pays the rest by card at the sandbox), so a journey
 * that counts on the table starting without a bill holds when Playwright runs it again after a
 * failure: its worker's server, and so the table, outlive the attempt.
 */
export async function settleTableBill(request: APIRequestContext, table: string, tableKey: string): Promise<void> {
  const tenant = tenantById('lotus');
  const { token } = await lotusCustomerByApi(request);
  const read = await serverCall(request, tenant, `/s/${SHOP}/api/shop/tableBill`, { table, tableKey }, token);
  expect(read.result.rtn, read.result.dispMsg).toBe(1);
  const bill = read.result.bill as { billId: string; status: string; left: number } | undefined;
  if (!bill || bill.status === 'paid' || bill.left === 0) return;
  const paying = await serverCall(
    request,
    tenant,
    `/s/${SHOP}/api/shop/tablePay`,
    {
      table,
      tableKey,
      billId: bill.billId,
      idempotencyKey: randomUUID(),
      split: { kind: 'rest' },
      paymentCode: 201,
      quotedAmount: bill.left,
    },
    token,
  );
  expect(paying.result.rtn, paying.result.dispMsg).toBe(1);
  await decideSandboxPayment(request, String(paying.result.gatewayUrl), 'approve');
  const settled = await serverCall(request, tenant, `/s/${SHOP}/api/shop/tableBill`, { table, tableKey }, token);
  const after = settled.result.bill as { status: string } | undefined;
  expect(after?.status ?? 'none', `table ${table}'s bill left open by an earlier attempt`).not.toBe('open');
}
