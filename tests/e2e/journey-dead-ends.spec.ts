/**
 * Dead ends between features (docs/rules.md#global-routes, #one-message): a table pay link with a malformed
 * id asks to scan the table again, pay/{bookingId} of a paid booking says it is paid, and /redirect/ to an
 * outside address opens /home.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm, auMobile } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { expect, test } from './test';

async function logIn(page: Page, customer: Customer, shop: string): Promise<void> {
  await page.addInitScript(
    (key) => globalThis.localStorage.setItem(key, 'en-gb'),
    languageStorageKey(customer.tenant.id),
  );
  await page.goto(`/shop/${shop}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('/redirect/ to an outside address opens /home', async ({ page }) => {
  await page.goto('/redirect/https://evil.example/steal');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/redirect/javascript:alert(1)');
  await expect(page).toHaveURL(/\/home$/);
  // An app path still goes through.
  await page.goto('/redirect/shop/harbour-central/aboutus');
  await expect(page).toHaveURL(/\/shop\/harbour-central\/aboutus$/);
});

test('pay/{bookingId} of a paid booking says it is paid', async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  const entry = secondsFromNow(4);
  const booking = await bookedByApi(request, customer, 'harbour-central', {
    offerCode: 'hourly',
    entry,
    exit: entry + 2 * 3600,
  });
  await logIn(page, customer, 'harbour-central');
  await page.goto(`/shop/harbour-central/pay/${booking.bookingId}`);
  await expect(page).toHaveURL(new RegExp(`/shop/harbour-central/pay\\?booking=${booking.bookingId}$`));
  await expect(page.getByText('This booking is already paid.')).toBeVisible();
  await expect(page.getByText('The payment did not go through')).toHaveCount(0);
});

test('pay/{malformed}/table/{t} asks to scan the table again, not that the connection failed', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, 'lotus', auMobile());
  await logIn(page, customer, 'lotus-plaza');
  await page.goto('/shop/lotus-plaza/pay/not-a-bill/table/5');
  await expect(page.getByTestId('flow-message')).toHaveText(
    "This table's link is not valid. Please scan the QR code on your table again",
  );
  // Reading the same link again cannot mend it: no 'Try again'.
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Connection failed')).toHaveCount(0);
  await expect(page.getByText('Network error')).toHaveCount(0);
});
