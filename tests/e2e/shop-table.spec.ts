/**
 * Table ordering, pay at table and single pay on the real server (docs/shop.md#table-ordering,
 * #table-key, #table-bill, #single-pay): staff print the tables' QR codes; a table's QR opens Lotus
 * Plaza's menu with the table and its secret known, the order goes to the table's bill, and two
 * people split it (one pays their item, the other the rest) at the sandbox gateway; a link without
 * the table's secret, or with a wrong one, is refused; a payer who leaves the gateway's page gives
 * their payment up and frees the bill at once; a POS asks for a payment, a customer finds it by its
 * code, pays it and reads its receipt; an expired request cannot be paid. axe checks every screen (./test).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accountForm, advanceServerClock, nzMobile, tenantById } from './account-helpers';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { customerByApi } from './parking-helpers';
import { demoStaff, staffSignedIn } from './staff-helpers';
import { fundedStoredValueByApi } from './wallet-helpers';
import { nodeCipher } from '../../src/protocol/cipher-node';
import { createEnvelopeCodec } from '../../src/protocol/packaging';
import { serverCall } from './parking-helpers';
import { orderingCustomer, settleTableBill, SHOP } from './shop-helpers';
import { E2E_LOTUS_POS_KEY } from './shop-pos-key';
import { workerServerURL } from './servers';
import { expect, test } from './test';

async function addSimple(page: Page, name: RegExp, price: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Add · ${price}` })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function approveAtSandbox(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
}

/** The POS asks for a payment (pro/pos/singlePayRequest with the POS key); the customer's path. */
async function posRequest(request: APIRequestContext, payload: object): Promise<{ path: string; reference: string }> {
  const tenant = tenantById('lotus');
  const codec = createEnvelopeCodec({
    mode: tenant.api.packaging,
    payloadKey: tenant.api.payloadKey,
    cipher: nodeCipher,
  });
  const response = await request.post(`/s/${SHOP}/pro/pos/singlePayRequest`, {
    data: codec.encodeRequest(payload) as object,
    headers: { 'X-Pos-Key': E2E_LOTUS_POS_KEY },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { path: string; request: { reference: string } } };
  return { path: body.result.path, reference: body.result.request.reference };
}

/**
 * Lotus Plaza's tables' links as staff print them (staff/tableCodes with the demo admin,
 * docs/shop.md#table-key): the ordering page with the table and its secret. Asked once, before the
 * journeys: a staff sign-in hashes a password and a PIN.
 */
let printedLinks = new Map<string, string>();

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: workerServerURL() });
  const tenant = tenantById('lotus');
  const signedIn = await serverCall(request, tenant, '/cloud/lotus/staff/signIn', {
    login: 'S100',
    password: demoStaff('S100').password,
  });
  const token = String(signedIn.result.token);
  expect(
    (await serverCall(request, tenant, '/cloud/lotus/staff/unlock', { pin: demoStaff('S100').pin }, token)).result.rtn,
  ).toBe(1);
  const codes = await serverCall(request, tenant, '/cloud/lotus/staff/tableCodes', {}, token);
  const shops = codes.result.shops as { shopCode: string; tables: { table: string; path: string }[] }[];
  printedLinks = new Map((shops.find((s) => s.shopCode === SHOP)?.tables ?? []).map((t) => [t.table, t.path]));
  await request.dispose();
});

/** The link a Lotus Plaza table's QR code opens. */
function tableLink(table: string): string {
  const path = printedLinks.get(table);
  expect(path).toMatch(new RegExp(`^/shop/${SHOP}/order\\?table=${table}&key=[A-Za-z0-9_-]{16}$`));
  return path!;
}

const keyOf = (link: string) => new URL(link, 'http://x').searchParams.get('key')!;

/** The link of a table whose journey counts on it having no open bill (settled if a failed attempt left one). */
async function freeTableLink(request: APIRequestContext, table: string): Promise<string> {
  const link = tableLink(table);
  await settleTableBill(request, table, keyOf(link));
  return link;
}

test('a table order is paid by two people splitting it: one pays their item, the other the rest', async ({
  page,
  request,
  browser,
}) => {
  const link = await freeTableLink(request, 'A1');
  await orderingCustomer(page, request);
  await page.goto(link);
  await expect(page.getByTestId('table-banner')).toHaveText('Ordering for table A1');
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await addSimple(page, /BBQ pork buns/, '$8.90');
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  // No table picker and no payment now: the order goes to the table's bill.
  await expect(page.getByRole('heading', { name: 'Send to table A1' })).toBeVisible();
  await expect(page.getByLabel('Delivery')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send order · $23.70' }).click();
  await expect(page.getByTestId('order-sent')).toContainText('Your order is on its way to table A1');
  // The order's own link to the bill needs no secret: the diner's order is on it.
  await page.getByTestId('pay-table-bill').click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/pay/[0-9a-f-]{36}/table/A1$`));
  await expect(page.getByTestId('bill-left')).toHaveText('$23.70');

  // The first person pays for their dumplings (+ the card's 50c surcharge).
  await page.getByLabel('Pay for my items').check();
  await page.getByLabel('1 × Prawn dumplings (4)').check();
  await page.getByTestId('pay-bill').click();
  await approveAtSandbox(page);
  await expect(page.getByTestId('payment-outcome')).toHaveText('Thank you: your payment of $10.30 went through');
  await expect(page.getByTestId('bill-item').first()).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('bill-left')).toHaveText('$13.90');
  const billUrl = page.url().replace(/\?.*$/, '');

  // The second person scans the same table's QR, opens the bill and pays the rest.
  const context = await browser.newContext();
  const other = await context.newPage();
  await orderingCustomer(other, request);
  await other.goto(link);
  await other.getByRole('link', { name: 'View the bill' }).click();
  await expect(other).toHaveURL(`${billUrl}?key=${keyOf(link)}`);
  await expect(other.getByTestId('bill-item').first()).toHaveAttribute('data-state', 'paid');
  // Their choice of items cannot include the paid dumplings.
  await other.getByLabel('Pay for my items').check();
  await expect(other.getByRole('checkbox')).toHaveCount(2);
  await other.getByLabel('Pay the rest ($13.90)').check();
  await other.getByRole('button', { name: 'Pay $14.40' }).click();
  await approveAtSandbox(other);
  await expect(other.getByTestId('bill-paid')).toHaveText('This bill is fully paid. Thank you!');
  await expect(other.getByTestId('my-payments')).toContainText('$14.40');
  await context.close();

  await page.goto(billUrl);
  await expect(page.getByTestId('bill-paid')).toBeVisible();
  await expect(page.getByTestId('my-payments')).toContainText('$10.30');
});

test('a single-pay request is found by its code, paid once, and has its receipt', async ({ page, request }) => {
  const asked = await posRequest(request, {
    action: 'lost-ticket',
    requiredBy: 'pos1',
    amount: 2500,
    description: 'Lost ticket fee',
    expiresInMinutes: 30,
  });
  await orderingCustomer(page, request);
  // Without the QR: the customer types the code the POS shows.
  await page.goto(`/shop/${SHOP}/singlepay/lost-ticket/by/pos1`);
  await page.getByLabel('Payment code').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment request not found');
  await page.getByLabel('Payment code').fill(asked.reference.toLowerCase());
  // Typed in any case, shown in capitals as the POS shows it (docs/shop.md#single-pay).
  await expect(page.getByLabel('Payment code')).toHaveValue(asked.reference);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('single-pay-amount')).toHaveText('$25.00');
  await expect(page.getByText('Lost ticket fee')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $25.50' }).click();
  await approveAtSandbox(page);
  await expect(page).toHaveURL(new RegExp(`${asked.path}$`));
  await expect(page.getByTestId('single-pay')).toHaveAttribute('data-state', 'paid');
  await page.getByRole('link', { name: 'View the receipt' }).click();
  await expect(page).toHaveURL(/\/singlepay\/[0-9a-f-]{36}\/lost-ticket\/receipt$/);
  await expect(page.getByTestId('receipt-total')).toHaveText('$25.50');
  await expect(page.getByTestId('single-pay-receipt')).toContainText('Paid with Card');
  await expect(page.getByTestId('single-pay-receipt')).toContainText(asked.reference);
});

const PIN = '135790';

/** Chooses how to pay in the shared method field (docs/shop.md#bill-methods). */
async function payWith(page: Page, method: string): Promise<void> {
  await page.getByLabel('Pay with').click();
  await page.getByRole('option', { name: method }).click();
}

test('a share of a split bill paid from stored value: the PIN step of the payment, paid at once, the receipt names the card', async ({
  page,
  request,
}) => {
  const link = await freeTableLink(request, 'A2');
  const { token } = await orderingCustomer(page, request);
  const tenant = tenantById('lotus');
  await fundedStoredValueByApi(
    request,
    { tenant, token } as Parameters<typeof fundedStoredValueByApi>[1],
    SHOP,
    5000,
    PIN,
  );
  await page.goto(link);
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Send order · $14.80' }).click();
  await page.getByTestId('pay-table-bill').click();
  await page.getByLabel('Pay for my items').check();
  await page.getByLabel('1 × Prawn dumplings (4)').check();
  await payWith(page, 'Stored value');
  // No surcharge on stored value.
  await page.getByRole('button', { name: 'Pay $9.80' }).click();
  await expect(page.getByTestId('payment-step')).toHaveAttribute('data-state', 'pinEntry');
  await page.getByTestId('payment-pin').fill(PIN);
  await page.getByTestId('payment-step').getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-outcome')).toHaveText('Thank you: your payment of $9.80 went through');
  await expect(page.getByTestId('bill-item').first()).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('bill-left')).toHaveText('$5.00');
  // The payer's own items are paid, not taken by someone else: their choice starts afresh (docs/shop.md#split).
  await expect(page.getByText('Someone else is paying for one of these items. Please choose again')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('my-payments')).toContainText(/Stored value · \d{4}\*+\d{3}/);
});

test('staff ask for a payment, the customer pays it from stored value, and the staff screen shows it paid', async ({
  page,
  request,
  browser,
}) => {
  await staffSignedIn(page, 'S200');
  await page.getByTestId('staff-function-singlePay').click();
  await page.getByTestId('staff-single-pay-amount').fill('12.50');
  await page.getByTestId('staff-single-pay-description').fill('Key deposit');
  await page.getByTestId('staff-single-pay-create').click();
  await expect(page.getByTestId('staff-single-pay-state')).toHaveAttribute('data-state', 'open');
  const code = (await page.getByTestId('staff-single-pay-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const link = (await page.getByTestId('staff-single-pay-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/shop\/harbour-wharf\/singlepay\/[0-9a-f-]{36}\/request\/counter-payment\/by\/S200$/);
  await expect(page.getByRole('img', { name: 'QR code of the pay link' })).toBeVisible();

  // The customer opens the link on their phone, signs in and pays with their stored-value card.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await phone.newPage();
  const customer = await customerByApi(request, 'harbourpark', nzMobile());
  await fundedStoredValueByApi(request, customer, 'harbour-wharf', 5000, PIN);
  const path = new URL(link).pathname;
  await customerPage.addInitScript(
    (key) => globalThis.localStorage.setItem(key, 'en-gb'),
    languageStorageKey('harbourpark'),
  );
  await customerPage.goto(`/shop/harbour-wharf/login?redirect=${encodeURIComponent(path)}`);
  const panel = customerPage.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: /Log in|登录/ }).click();
  await expect(customerPage.getByTestId('single-pay-amount')).toHaveText('$12.50');
  await payWith(customerPage, 'Harbour Park card');
  await customerPage.getByTestId('single-pay-button').click();
  await customerPage.getByTestId('payment-pin').fill(PIN);
  await customerPage.getByTestId('payment-step').getByRole('button', { name: 'Pay' }).click();
  await expect(customerPage.getByTestId('single-pay')).toHaveAttribute('data-state', 'paid');
  await phone.close();

  // The staff screen sees it paid without a reload.
  await expect(page.getByTestId('staff-single-pay-state')).toHaveAttribute('data-state', 'paid', { timeout: 15_000 });
  // The method by its name in the staff screen's language (docs/rules.md#payment-method-names).
  await expect(page.getByText(/Paid \$12\.50 with Harbour Park card/)).toBeVisible();
});

test('an expired single-pay request cannot be paid', async ({ page, request }) => {
  const asked = await posRequest(request, {
    action: 'overstay',
    requiredBy: 'desk',
    amount: 900,
    description: 'Overstay fee',
    expiresInMinutes: 1,
  });
  await orderingCustomer(page, request);
  await advanceServerClock(request, 120);
  await page.goto(asked.path);
  await expect(page.getByTestId('single-pay')).toHaveAttribute('data-state', 'expired');
  await expect(page.getByRole('alert')).toHaveText('This payment request has expired');
  await expect(page.getByTestId('single-pay-button')).toHaveCount(0);
});

test("a signed-out customer scanning a table's QR logs in and comes back to that table", async ({ page }) => {
  const link = tableLink('A3');
  await page.goto(link);
  const banner = page.getByTestId('table-banner');
  await expect(banner).toContainText(/A3/);
  await banner.getByRole('link').click();
  // The way back keeps the table's secret.
  await expect(page).toHaveURL(`/shop/${SHOP}/login?redirect=${encodeURIComponent(link)}`);
});

const LINK_INVALID = "This table's link is not valid. Please scan the QR code on your table again";

test("a table link without the table's secret, or with a wrong one, is refused with a clear message; so is its bill", async ({
  page,
  request,
  browser,
}) => {
  const link = await freeTableLink(request, 'A4');
  // A diner at A4 orders from the table's QR code: the table has an open bill.
  await orderingCustomer(page, request);
  await page.goto(link);
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Send order · $5.00' }).click();
  await page.getByTestId('pay-table-bill').click();
  await expect(page.getByTestId('bill-left')).toHaveText('$5.00');
  const billPath = new URL(page.url()).pathname;

  // Someone else who only guesses the table: no secret, then a made-up one.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await orderingCustomer(stranger, request);
  for (const guessed of [`/shop/${SHOP}/order?table=A4`, `/shop/${SHOP}/order?table=A4&key=notTheTablesKey1`]) {
    await stranger.goto(guessed);
    await expect(stranger.getByText(LINK_INVALID)).toBeVisible();
    await expect(stranger.getByTestId('table-banner')).toHaveCount(0);
    await expect(stranger.getByRole('link', { name: 'View the bill' })).toHaveCount(0);
  }
  // Ordering there anyway is refused by the server, with the same words.
  await addSimple(stranger, /Iced lemon tea/, '$5.00');
  await stranger.getByRole('button', { name: 'Checkout' }).click();
  await stranger.getByRole('button', { name: 'Send order · $5.00' }).click();
  // Whole, so that a failure prints what checkout said instead.
  await expect(stranger.getByTestId('checkout')).toContainText(LINK_INVALID);
  // The bill's own address, without the secret or with a wrong one: nothing of it is shown.
  for (const guessed of [billPath, `${billPath}?key=notTheTablesKey1`]) {
    await stranger.goto(guessed);
    await expect(stranger.getByTestId('table-bill')).toHaveAttribute('data-state', 'notFound');
    await expect(stranger.getByText(LINK_INVALID)).toBeVisible();
    await expect(stranger.getByTestId('bill-item')).toHaveCount(0);
  }
  // With the QR code's link, the same customer is at the table.
  await stranger.goto(link);
  await stranger.getByRole('link', { name: 'View the bill' }).click();
  await expect(stranger.getByTestId('bill-left')).toHaveText('$5.00');
  await context.close();
});

test('a payer who leaves the gateway without paying gives the payment up, and the bill is free for the table at once', async ({
  page,
  request,
  browser,
}) => {
  const link = await freeTableLink(request, 'A5');
  await orderingCustomer(page, request);
  await page.goto(link);
  await addSimple(page, /Prawn dumplings/, '$9.80');
  await addSimple(page, /Iced lemon tea/, '$5.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: 'Send order · $14.80' }).click();
  await page.getByTestId('pay-table-bill').click();
  await expect(page.getByTestId('bill-left')).toHaveText('$14.80');
  const billUrl = page.url();
  await page.getByLabel('Pay the whole bill ($14.80)').check();
  await page.getByTestId('pay-bill').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  // The payer closes the gateway's page without deciding and opens the bill again: their payment holds it all.
  await page.goto(billUrl);
  await expect(page.getByTestId('payments-under-way')).toContainText('$15.30');
  const context = await browser.newContext();
  const friend = await context.newPage();
  await orderingCustomer(friend, request);
  await friend.goto(link);
  await friend.getByRole('link', { name: 'View the bill' }).click();
  await expect(friend.getByTestId('bill-left')).toHaveText('$0.00');
  // Given up: at once, not after the hold, everything is free again.
  await page.getByTestId('cancel-payment').click();
  await expect(page.getByTestId('payments-under-way')).toHaveCount(0);
  await expect(page.getByTestId('bill-left')).toHaveText('$14.80');
  await friend.reload();
  await expect(friend.getByTestId('bill-left')).toHaveText('$14.80');
  await friend.getByLabel('Pay the whole bill ($14.80)').check();
  await friend.getByTestId('pay-bill').click();
  await approveAtSandbox(friend);
  await expect(friend.getByTestId('bill-paid')).toHaveText('This bill is fully paid. Thank you!');
  await context.close();
});

test("staff print the tables' QR codes; a diner scanning one orders at that table", async ({
  page,
  request,
  browser,
}) => {
  await staffSignedIn(page, 'S100');
  await page.getByTestId('staff-function-tableCodes').click();
  await expect(page).toHaveURL(/\/staff\/tables$/);
  // Harbour Park Wharf takes table orders at T1-T8: a QR code and a link for each.
  const codes = page.getByTestId('staff-table-code');
  await expect(codes).toHaveCount(8);
  const t3 = codes.filter({ has: page.getByRole('heading', { name: 'Table T3' }) });
  await expect(t3.getByRole('img', { name: 'QR code of table T3' })).toBeVisible();
  const link = (await t3.getByTestId('staff-table-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/shop\/harbour-wharf\/order\?table=T3&key=[A-Za-z0-9_-]{16}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const diner = await phone.newPage();
  const customer = await customerByApi(request, 'harbourpark', nzMobile());
  const path = new URL(link).pathname + new URL(link).search;
  await diner.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('harbourpark'));
  await diner.goto(`/shop/harbour-wharf/login?redirect=${encodeURIComponent(path)}`);
  const panel = diner.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: /Log in|登录/ }).click();
  await expect(diner.getByTestId('table-banner')).toHaveText('Ordering for table T3');
  await phone.close();
});
