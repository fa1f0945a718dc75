/**
 * Where the wallet meets the rest of the customer's journey (docs/wallet.md): the price of a top-up
 * is stated before paying, surcharge and all.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm } from './account-helpers';
import { customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { fundedStoredValueByApi } from './wallet-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey(TENANT));
  await page.goto(`/shop/${SHOP}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const storedValueCard = (page: Page) => page.locator('[data-testid="wallet-card"][data-kind="stored-value"]');

test('a card top-up states its surcharge and the total before paying, and charges that total', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await logIn(page, customer);
  await page.goto(`/shop/${SHOP}/mywallet`);
  const card = storedValueCard(page);
  await card.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '$50.00' }).click();

  // By card: 1.5 % of $50.00 is $0.75.
  await expect(dialog.getByTestId('top-up-surcharge')).toHaveText('$0.75');
  await expect(dialog.getByTestId('top-up-price')).toContainText('Surcharge (1.5%)');
  await expect(dialog.getByTestId('top-up-total')).toHaveText('$50.75');
  // PayPal has none: no surcharge line, and $50.00 to pay.
  await dialog.getByRole('radio', { name: 'PayPal' }).check();
  await expect(dialog.getByTestId('top-up-price')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Pay $50.00' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Credit or debit card' }).check();
  await dialog.getByRole('button', { name: 'Pay $50.75' }).click();

  // The payment step and the gateway's page charge the same total.
  await expect(page.getByTestId('payment-amount')).toHaveText('$50.75');
  await expect(page.frameLocator('iframe[title="Payment page"]').locator('.amount')).toContainText('50.75');
  await page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('wallet-top-up-credited')).toContainText('$50.00', { timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('wallet-card-balance')).toHaveText('$50.00');
});

test('a claimed voucher link: details once; its owner re-opening it is told it is theirs, anyone else that it is used', async ({
  page,
  request,
}) => {
  const owner = await customerByApi(request, TENANT);
  await logIn(page, owner);
  const minted = await request.post('/sandbox-api/links/voucher', { data: { shop: SHOP, campaign: 'WELCOME5' } });
  expect(minted.status()).toBe(200);
  const link = (await minted.json()) as { path: string };
  await page.goto(link.path);
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('voucher-details')).toHaveCount(1);

  await page.goto(link.path);
  await expect(page.getByText('This voucher is already in your wallet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('voucher-details')).toHaveCount(1);
  await expect(page.getByText('This voucher is not available')).toHaveCount(0);

  // Someone else: the link is used.
  const other = await customerByApi(request, TENANT);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, other);
  await page.goto(link.path);
  await expect(page.getByText('This voucher is not available')).toBeVisible();
});

test('a stored-value card without a PIN or balance is said so before paying, with the way to My wallet', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await logIn(page, customer);
  const entry = secondsFromNow(4);
  const checkout = `/shop/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`;
  await page.goto(checkout);
  await page.getByRole('radio', { name: 'Harbour Park card' }).check();
  const notice = page.getByTestId('stored-value-notice');
  await expect(notice.getByTestId('stored-value-balance')).toHaveText('Balance on the card: $0.00');
  await expect(notice).toContainText('Your card has no PIN yet and its balance does not cover $13.00.');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
  await notice.getByRole('link', { name: 'Open My wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/mywallet$`));

  // With a PIN and $50.00 on it, the card pays: nothing in the way.
  await fundedStoredValueByApi(request, customer, SHOP, 5000, '135790');
  await page.goto(checkout);
  await page.getByRole('radio', { name: 'Harbour Park card' }).check();
  await expect(notice.getByTestId('stored-value-balance')).toHaveText('Balance on the card: $50.00');
  await expect(notice.getByRole('alert').or(notice.getByRole('status'))).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expect(page.getByRole('button', { name: 'Pay $13.00' })).toBeEnabled();
});

test('collected vouchers are listed in My wallet with what they apply to and their expiry', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await logIn(page, customer);
  await page.goto(`/shop/${SHOP}/mywallet?tab=vouchers`);
  await expect(page.getByTestId('my-vouchers-empty')).toBeVisible();
  await page.goto(`/company/${SHOP}/voucher/HARBOUR10/collect`);
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();

  await page.goto(`/shop/${SHOP}/mywallet?tab=vouchers`);
  const voucher = page.getByTestId('my-voucher');
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toHaveAttribute('data-status', 'available');
  await expect(voucher).toContainText('Ready to use');
  await expect(voucher).toContainText('10% off parking');
  await expect(voucher.getByTestId('voucher-scope')).toHaveText('For parking');
  await expect(voucher).toContainText('Valid until 31/12/2030');
  await expect(voucher.getByTestId('coupon-code')).toContainText(
    /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
  );
});
