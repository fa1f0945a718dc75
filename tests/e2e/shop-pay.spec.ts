/**
 * Shop orders paid like parking's, on the real server (docs/shop.md#paying, #price-changed,
 * #reorder, #car): Lotus Plaza orders placed, then paid in the shared payment step: the stored-value
 * card and its PIN (a wrong PIN first), a voucher and a tip at the gateway's dialog, 'Failed to
 * upload the order' → Retry → Show receipt; reorder from the status page with a sold-out item reported; delivery to
 * the car of a customer parked there now; a price changed in the catalogue flagged in the cart until
 * accepted; giving up in the payment step cancels the order at once, so it is placed again with the
 * same voucher (docs/shop.md#giving-up); an order declined, or never started, is paid from its own page
 * (docs/shop.md#pay-from-status). (A closed shop is shop-closed.late.spec.ts.) Every screen passes the axe checks of ./test.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm, advanceServerClock, auMobile, tenantById } from './account-helpers';
import { bookedByApi, customerByApi, serverCall, type Customer } from './parking-helpers';
import { E2E_LOTUS_POS_KEY } from './shop-pos-key';
import { expect, test } from './test';
import { payAtGateway, payWithPin } from './shop-helpers';
import { fundedStoredValueByApi } from './wallet-helpers';

const SHOP = 'lotus-plaza';
const PIN = '135790';
const CATALOGUE_FILE = path.resolve(import.meta.dirname, '../../tenants/lotus/catalogue/lotus-plaza.json');

/** A new Lotus customer (API sign-up and session), logged in in the page on the ordering screen. */
async function shopper(page: Page, request: APIRequestContext, to = `/shop/${SHOP}/order`): Promise<Customer> {
  const customer = await customerByApi(request, 'lotus', auMobile());
  // Lotus speaks Chinese first; these journeys read the English screens (screenshots cover both).
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('lotus'));
  await page.goto(`/shop/${SHOP}/login?redirect=${encodeURIComponent(to)}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: /Log in|登录/ }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
  return customer;
}

async function addSimple(page: Page, product: RegExp, price: string): Promise<void> {
  await page.getByRole('button', { name: product }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Add · ${price}` })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function posAvailability(
  request: APIRequestContext,
  productId: string,
  state: 'sold_out' | 'available',
): Promise<void> {
  const tenant = tenantById('lotus');
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await request.post(`/s/${SHOP}/pro/pos/onlinePosOrderRpt`, {
    data: codec.encodeRequest({ availability: { productId, state } }) as object,
    headers: { 'X-Pos-Key': E2E_LOTUS_POS_KEY },
  });
  expect(response.status()).toBe(200);
}

async function checkoutForPickup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Pickup').check();
  await expect(page.getByLabel('Pickup time')).not.toBeEmpty();
}

async function payWith(page: Page, method: string): Promise<void> {
  await page.getByLabel('Pay with').click();
  await page.getByRole('option', { name: method }).click();
}

test('an order paid with stored value: the PIN asked, paid at once, the receipt names the card', async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  await fundedStoredValueByApi(request, customer, SHOP, 5000, PIN);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await checkoutForPickup(page);
  await payWith(page, 'Stored value');
  // No PIN at checkout: the placed order's payment step asks for it (docs/shop.md#paying).
  await expect(page.getByTestId('shop-pin')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order · $5.00' }).click();
  await expect(page.getByTestId('shop-payment')).toContainText('$5.00');
  await payWithPin(page, '000000');
  await expect(page.getByTestId('stored-value-pin')).toContainText('Failed to verify the PIN');
  await page.getByTestId('payment-step').getByRole('button', { name: 'Try again' }).click();
  await payWithPin(page, PIN);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByText(/^Paid with Stored value · \d{4}\*+\d{3}$/)).toBeVisible();
  await expect(page.getByText('1 × Iced lemon tea')).toBeVisible();
});

test("'Failed to upload the order' after an approved payment: Retry, then Show receipt gives the itemised receipt; checking again shows the order", async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  await fundedStoredValueByApi(request, customer, SHOP, 5000, PIN);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await checkoutForPickup(page);
  await payWith(page, 'Stored value');
  await page.getByRole('button', { name: 'Place order · $5.00' }).click();
  // The payment's confirmation reads the order once; every read after it (the order sent back) fails.
  let reads = 0;
  await page.route('**/api/shop/orderStatus', async (route) => {
    reads += 1;
    if (reads === 1) await route.continue();
    else await route.abort('connectionfailed');
  });
  await payWithPin(page, PIN);
  const step = page.getByTestId('payment-step');
  await expect(step).toHaveAttribute('data-state', 'orderSendFailed');
  await expect(step).toContainText('Your payment was approved, but the order was not completed');
  await step.getByRole('button', { name: 'Retry' }).click();
  await expect(step).toHaveAttribute('data-state', 'orderSendFailed');
  expect(reads).toBeGreaterThanOrEqual(3);
  await step.getByRole('button', { name: 'Show receipt' }).click();
  const receipt = page.getByTestId('paid-receipt');
  await expect(receipt).toContainText('1 × Iced lemon tea');
  await expect(receipt.getByTestId('totals')).toContainText('$5.00');
  await expect(receipt.getByText(/^Paid with Stored value · \d{4}\*+\d{3}$/)).toBeVisible();
  // Paid once: the card was debited once, and the order is the shop's once it can be read.
  await page.unroute('**/api/shop/orderStatus');
  await receipt.getByRole('button', { name: 'Check the order again' }).click();
  await expect(page.getByTestId('order-sent')).toContainText('Order received');
});

test('a voucher and a tip on an order paid at the gateway: the receipt itemises discount, tip and surcharge', async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  const collected = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/voucher/collect`,
    { code: 'LOTUS20' },
    customer.token,
  );
  expect(collected.result.rtn).toBe(1);
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await checkoutForPickup(page);
  await page.getByLabel('Voucher').click();
  await page.getByRole('option', { name: '20% off parking or the shop' }).click();
  await page.getByRole('button', { name: '10%' }).click();
  // 9.80 - 1.96 (20 %) = 7.84; tip 10 % = 0.78; card surcharge 0.50.
  await expect(page.getByTestId('total')).toHaveText('$9.12');
  await page.getByRole('button', { name: 'Place order · $9.12' }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  const totals = page.getByTestId('totals');
  await expect(totals).toContainText('Discount−$1.96');
  await expect(totals).toContainText('Tip$0.78');
  await expect(totals).toContainText('Card surcharge$0.50');
});

test('giving up in the payment step cancels the unpaid order at once: placed again with the same voucher and paid', async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  await fundedStoredValueByApi(request, customer, SHOP, 5000, PIN);
  const collected = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/voucher/collect`,
    { code: 'LOTUS20' },
    customer.token,
  );
  expect(collected.result.rtn).toBe(1);
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await checkoutForPickup(page);
  await payWith(page, 'Stored value');
  await page.getByLabel('Voucher').click();
  await page.getByRole('option', { name: '20% off parking or the shop' }).click();
  // 9.80 - 1.96 (20 %) = 7.84.
  await page.getByRole('button', { name: 'Place order · $7.84' }).click();
  const step = page.getByTestId('payment-step');
  await expect(step.getByTestId('payment-pin')).toBeVisible();
  // The customer gives up: the order is cancelled now (docs/shop.md#giving-up), not in 15 minutes.
  await step.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The order was not paid and is cancelled. You may place it again')).toBeVisible();
  // The voucher is free again and the cart kept: checkout shows the same choices (pickup, stored
  // value, the voucher), and the same order is placed again with it, and paid.
  await expect(page.getByLabel('Pickup', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Voucher')).toHaveText('20% off parking or the shop');
  await page.getByRole('button', { name: 'Place order · $7.84' }).click();
  await payWithPin(page, PIN);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByTestId('totals')).toContainText('Discount−$1.96');
  await expect(page.getByText('1 × Prawn dumplings')).toBeVisible();
});

test('a payment declined at the gateway: the order waits, and its page pays the same order again', async ({
  page,
  request,
}) => {
  await shopper(page, request);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await checkoutForPickup(page);
  // The card at the gateway's page (Lotus: REDIRECT); 5.00 + the card's surcharge.
  await page.getByRole('button', { name: /^Place order · \$5\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order/[0-9a-f-]{36}`));
  const orderUrl = page.url().replace(/[?#].*$/, '');
  // The attempt failed; the order waits on (docs/shop.md#declined) and its page offers to pay it again.
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment');
  const again = page.getByTestId('order-pay-again');
  await expect(again.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(again).toContainText('Nothing was charged');
  await again.getByRole('button', { name: 'Pay again' }).click();
  await payAtGateway(page);
  // The same order, now paid.
  expect(page.url()).toBe(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByText('1 × Iced lemon tea')).toBeVisible();
});

test('an order whose payment never started: its page says it is not paid yet, and pays the same order', async ({
  page,
  request,
}) => {
  await shopper(page, request);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await checkoutForPickup(page);
  // The order is placed, but its payment never starts (the tab closed, the network dropped before
  // the gateway's page opened): the call that starts it does not reach the server.
  let payStopped = () => {};
  const payStoppedOnce = new Promise<void>((resolve) => (payStopped = resolve));
  await page.route('**/api/shop/orderPay', async (route) => {
    await route.abort();
    payStopped();
  });
  const placedResponse = page.waitForResponse((r) => r.url().endsWith('/api/svc/order'));
  await page.getByRole('button', { name: /^Place order · \$5\.\d\d$/ }).click();
  const placed = (await (await placedResponse).json()) as { result: { order: { orderId: string } } };
  const orderUrl = new URL(`/shop/${SHOP}/order/${placed.result.order.orderId}`, page.url()).toString();
  // The app asks to start the payment only after the order's answer: let the call through again
  // only once it was stopped, or a slow phone's call would reach the gateway after all.
  await payStoppedOnce;
  await page.unroute('**/api/shop/orderPay');
  // Later, the order's page (docs/shop.md#pay-from-status): waiting, not paid yet, and payable here.
  await page.goto(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment');
  const pay = page.getByTestId('order-pay-again');
  await expect(pay).toHaveAttribute('role', 'status');
  await expect(pay.getByRole('heading', { name: 'Not paid yet' })).toBeVisible();
  await expect(pay).toContainText('not paid within 15 minutes');
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await payAtGateway(page);
  // The same order, now paid.
  expect(page.url()).toBe(orderUrl);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByTestId('order-pay-again')).toBeHidden();
});

test("reorder from a past order: its lines come back at today's prices, a sold-out item is reported", async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  await fundedStoredValueByApi(request, customer, SHOP, 5000, PIN);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await addSimple(page, /BBQ pork buns/, '$8.90');
  await checkoutForPickup(page);
  await payWith(page, 'Stored value');
  await page.getByRole('button', { name: 'Place order · $13.90' }).click();
  await payWithPin(page, PIN);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await posAvailability(request, 'pork-bun', 'sold_out');
  try {
    await page.getByRole('link', { name: 'Order again' }).click();
    await expect(page.getByTestId('reorder-unavailable')).toContainText(
      'BBQ pork buns (3): This item is not available',
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('Iced lemon tea');
    await expect(page.getByTestId('cart-goods')).toHaveText('$5.00');
  } finally {
    await posAvailability(request, 'pork-bun', 'available');
  }
});

test('delivery to the car of a customer parked here now: bay given, the status page says where', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, 'lotus', auMobile());
  // Lotus sells a ticket at least 15 minutes ahead: booked from the next quarter hour after that, then
  // the server's clock moves on into the stay.
  const serverNow = Number(
    (await serverCall(request, customer.tenant, `/s/${SHOP}/api/shop/catalogue`, {})).result.now,
  );
  const entry = Math.ceil((serverNow + 16 * 60) / 900) * 900;
  await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
  await advanceServerClock(request, entry - serverNow + 60);
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('lotus'));
  await page.goto(`/shop/${SHOP}/login?redirect=${encodeURIComponent(`/shop/${SHOP}/order`)}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: /Log in|登录/ }).click();
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('To my car').check();
  await expect(page.getByTestId('car-delivery')).toContainText('My parking ticket');
  await page.getByLabel('Bay').fill('B12');
  await page.getByRole('button', { name: 'Place order · $10.30' }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByTestId('to-car')).toHaveText(/^To your car: bay B12/);
});

test('a price changed in the catalogue since the cart showed it is flagged, checkout waits until the new price is accepted', async ({
  page,
  request,
}) => {
  const customer = await shopper(page, request);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  const original = await readFile(CATALOGUE_FILE, 'utf8');
  const catalogue = JSON.parse(original) as { products: { id: string; price: number }[] };
  catalogue.products.find((p) => p.id === 'lemon-tea')!.price = 650;
  try {
    await writeFile(CATALOGUE_FILE, `${JSON.stringify(catalogue, null, 2)}\n`);
    // The server hot-reloads the catalogue; once it sells at the new price, the cart read after it
    // flags the line.
    await expect
      .poll(
        async () => {
          const reply = await serverCall(request, customer.tenant, `/s/${SHOP}/api/shop/catalogue`, {});
          const { products } = reply.result.catalogue as { products: { id: string; price: number }[] };
          return products.find((p) => p.id === 'lemon-tea')?.price;
        },
        { timeout: 30_000 },
      )
      .toBe(650);
    await page.reload();
    await expect(page.getByTestId('price-changed')).toHaveText('Price changed: was $5.00, now $6.50 each');
    await expect(page.getByTestId('cart-line')).toContainText(
      'The price of this item has changed. Please accept the new price',
    );
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await page.getByRole('button', { name: 'Accept the new prices' }).click();
    await expect(page.getByTestId('price-changed')).toHaveCount(0);
    await expect(page.getByTestId('cart-goods')).toHaveText('$6.50');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  } finally {
    await writeFile(CATALOGUE_FILE, original);
  }
});
