/**
 * Parking checkout after a cancelled payment (docs/rules.md#booking-states, `paymentCancelled`): the
 * customer leaves the gateway's page without paying and cancels. The checkout says it was cancelled
 * (not 'Payment failed'), keeps the booking, and the payment methods stay usable: another method,
 * with its own surcharge on the Pay button, pays the same booking.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm } from './account-helpers';
import { customerByApi, secondsFromNow, serverCall } from './parking-helpers';
import { expect, test } from './test';

const SHOP = 'harbour-central';

async function logIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto(`/shop/${SHOP}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(phone);
  await accountForm(panel).password.fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a cancelled card payment keeps the booking; PayPal then pays the same booking', async ({ page, request }) => {
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('harbourpark'));
  const customer = await customerByApi(request, 'harbourpark');
  await logIn(page, customer.phone.typed, customer.password);
  const entry = secondsFromNow(4);
  await page.goto(`/shop/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  // $13.00 and the card's 1.5 % surcharge.
  await page.getByRole('button', { name: 'Pay $13.20' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Abandon' }).click();
  await expect(page.getByTestId('flow-message')).toHaveText('The payment was not completed');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const message = page.getByTestId('flow-message');
  await expect(message).toContainText('The payment was cancelled and nothing was charged. Your booking is kept');
  await expect(page.getByText('Payment failed')).toHaveCount(0);
  const booking = new URL(page.url()).searchParams.get('booking');
  expect(booking).toMatch(/^[0-9a-f-]{36}$/);

  // The methods stay usable: PayPal has no surcharge, so the same booking is $13.00.
  const paypal = page.getByRole('radio', { name: /PayPal/ });
  await expect(paypal).toBeEnabled();
  await paypal.check();
  await expect(page.getByTestId('fee-total')).toContainText('$13.00');
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $13.00' }).click();
  await expect(dialog).toBeVisible();
  await dialog.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=${booking}$`), { timeout: 15_000 });

  // One booking, paid by PayPal at its fee without the card's surcharge.
  const reply = await serverCall(request, customer.tenant, `/s/${SHOP}/api/ticket/bookingSummary`, {}, customer.token);
  const list = reply.result.list as Array<{ bookingId: string; paymentCode: number; total: number }>;
  expect(list.map((b) => b.bookingId)).toEqual([booking]);
  expect(list[0]).toMatchObject({ paymentCode: 204, total: 1300 });
});
