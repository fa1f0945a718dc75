/**
 * The wallet end to end on the real server (docs/wallet.md): a customer's cards issued at sign-up,
 * setting and changing the PIN, a top-up through the sandbox gateway (balance and history change),
 * paying a parking booking with the stored-value card (the debit), and its cancellation (the credit).
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { accountForm } from './account-helpers';
import { customerByApi, orderByApi, secondsFromNow, serverCall, type Customer } from './parking-helpers';
import { cardsByApi, fundedStoredValueByApi } from './wallet-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

async function logInTo(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto(`/shop/${SHOP}/${path}`);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/login\\?redirect=`));
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/${path.replace('?', '\\?')}$`));
}

const storedValueCard = (page: Page) => page.locator('[data-testid="wallet-card"][data-kind="stored-value"]');

test('cards issued at sign-up; set and change the PIN; top up through the gateway and see balance and history change', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await logInTo(page, customer, 'mywallet');
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  const card = storedValueCard(page);
  await expect(card.getByTestId('wallet-card-balance')).toHaveText('$0.00');
  await expect(card.getByTestId('wallet-card-number')).toContainText(/6035\*{9}\d{3}/);
  await expect(card.getByRole('img', { name: /QR code of card/ })).toBeVisible();

  // Set the PIN, then change it (the current PIN is asked for once one is set).
  await card.getByRole('button', { name: 'Set PIN' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('wallet-pin-new').fill('135790');
  await dialog.getByTestId('wallet-pin-confirm').fill('135791');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('flow-message')).toHaveText('The two PINs do not match');
  await dialog.getByTestId('wallet-pin-new').fill('135790');
  await dialog.getByTestId('wallet-pin-confirm').fill('135790');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('wallet-pin-changed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Change PIN' }).click();
  await dialog.getByTestId('wallet-pin-old').fill('000000');
  await dialog.getByTestId('wallet-pin-new').fill('246802');
  await dialog.getByTestId('wallet-pin-confirm').fill('246802');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('flow-message')).toHaveText('The current PIN is not correct');
  await dialog.getByTestId('wallet-pin-old').fill('135790');
  await dialog.getByTestId('wallet-pin-new').fill('246802');
  await dialog.getByTestId('wallet-pin-confirm').fill('246802');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('wallet-pin-changed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Top up $20 by card through the sandbox gateway's dialog.
  await card.getByRole('button', { name: 'Top up' }).click();
  await dialog.getByRole('button', { name: '$20.00' }).click();
  // $20.00 and the card's 1.5 % surcharge (docs/wallet.md#top-up).
  await dialog.getByRole('button', { name: /^Pay \$20\.30/ }).click();
  await page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('wallet-top-up-credited')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('wallet-card-balance')).toHaveText('$20.00');

  await card.getByRole('button', { name: 'History' }).click();
  const row = page.getByTestId('wallet-history-row').first();
  await expect(row).toHaveAttribute('data-action', 'top_up');
  await expect(row.getByTestId('wallet-history-change')).toHaveText('+$20.00');
});

test('pay a parking booking with the stored-value card and its PIN: the debit; cancel it: the credit', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await fundedStoredValueByApi(request, customer, SHOP, 5000, '975310');
  const entry = secondsFromNow(3);
  const booking = await orderByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });

  await logInTo(page, customer, `pay?booking=${booking.bookingId}`);
  await page.getByRole('radio', { name: 'Harbour Park card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  const pin = page.getByLabel('PIN', { exact: true });
  await pin.fill('111111');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('flow-message')).toHaveText('Failed to verify the PIN');
  await page.getByRole('button', { name: 'Try again' }).click();
  await pin.fill('975310');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=${booking.bookingId}$`), {
    timeout: 20_000,
  });

  const paid = (await cardsByApi(request, customer, SHOP)).find((c) => c.kind === 'stored-value');
  const fee = 5000 - (paid?.balance ?? 0);
  expect(fee).toBeGreaterThan(0);
  await page.goto(`/shop/${SHOP}/mywallet`);
  await expect(storedValueCard(page).getByTestId('wallet-card-balance')).toHaveText(
    `$${((5000 - fee) / 100).toFixed(2)}`,
  );
  await storedValueCard(page).getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('wallet-history-row').first()).toHaveAttribute('data-action', 'payment');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const cancelled = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/parking/bookingRefund`,
    { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
    customer.token,
  );
  expect(cancelled.result.rtn, cancelled.result.dispMsg).toBe(1);
  // The refund (the tenant's cancellation policy may keep a fee) is credited back to the card.
  const credited = (await cardsByApi(request, customer, SHOP)).find((c) => c.kind === 'stored-value')?.balance ?? 0;
  expect(credited).toBeGreaterThan(5000 - fee);
  await page.reload();
  await expect(storedValueCard(page).getByTestId('wallet-card-balance')).toHaveText(`$${(credited / 100).toFixed(2)}`);
  await storedValueCard(page).getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('wallet-history-row').first()).toHaveAttribute('data-action', 'refund');
});
