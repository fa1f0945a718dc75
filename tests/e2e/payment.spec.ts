/**
 * Paying a booking end to end (docs/rules.md#payment-states: processing, approved, failed with a retry offer,
 * redirecting to the gateway, order-send), on the real server and its sandbox gateway: the booking
 * is made through the API, paid on pay?booking=<id> in the browser, decided on the gateway's page.
 *
 * PAYMENT_SHOTS_DIR=<dir> also saves phone screenshots of the states on the way.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import path from 'node:path';
import { accountForm, matchBrowserClockToServer, tenantById } from './account-helpers';
import {
  customerByApi,
  decideSandboxPayment,
  orderByApi,
  poolBalance,
  secondsFromNow,
  type Customer,
} from './parking-helpers';
import { fundedStoredValueByApi } from './wallet-helpers';

const TENANT = 'harbourpark';
const CENTRAL = { shop: 'harbour-central', siteId: siteIdOf('harbour-central') } as const;
const WHARF = { shop: 'harbour-wharf', siteId: siteIdOf('harbour-wharf') } as const;
const OFFER = 'hourly';

function siteIdOf(shop: string): string {
  const site = tenantById(TENANT).sites.find((s) => s.shopCode === shop);
  if (!site) throw new Error(`no site ${shop} in ${TENANT}`);
  return site.siteId;
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.PAYMENT_SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Two hours, three hours from now (the hourly offer books from 2 h ahead). */
const stay = () => {
  const entry = secondsFromNow(3);
  return { offerCode: OFFER, entry, exit: entry + 2 * 3600 };
};

/** Opens the pay page of a booking: login first, which brings the customer back to it. */
async function openPayPage(page: Page, customer: Customer, shop: string, bookingId: string): Promise<void> {
  await page.goto(`/shop/${shop}/pay?booking=${bookingId}`);
  await expect(page).toHaveURL(new RegExp(`/shop/${shop}/login\\?redirect=`));
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${shop}/pay\\?booking=${bookingId}$`));
}

const gateway = (page: Page) => page.frameLocator('iframe[title="Payment page"]');

async function decideInDialog(page: Page, decision: 'Approve' | 'Decline' | 'Abandon'): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  await gateway(page).getByRole('button', { name: decision }).click();
}

async function expectBookingSuccess(
  page: Page,
  shop: string,
  booking: { bookingId: string; reference: string },
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/shop/${shop}/booking/success\\?booking=${booking.bookingId}$`));
  // The success page is another part's; when it shows the reference, it must be this booking's.
  const reference = page.getByText(booking.reference);
  if ((await reference.count()) > 0) await expect(reference.first()).toBeVisible();
}

test('a declined payment offers a retry, and the approved retry books', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  const booking = await orderByApi(request, customer, CENTRAL.shop, stay());
  await openPayPage(page, customer, CENTRAL.shop, booking.bookingId);

  await expect(page.getByTestId('pay-reference')).toHaveText(booking.reference);
  await expect(page.getByTestId('pay-total')).toHaveText(/\$\d+\.\d\d/);
  await expect(page.getByTestId('pay-time-left')).toContainText('Pay within');
  await shot(page, '01-pay-page');
  await page.getByRole('button', { name: /^Pay / }).click();

  await decideInDialog(page, 'Decline');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('flow-message')).toHaveText('Payment failed');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shot(page, '04-failed');
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(gateway(page).getByText('Waiting for your decision')).toBeVisible();
  await shot(page, '03-gateway-dialog');
  await decideInDialog(page, 'Approve');
  await expectBookingSuccess(page, CENTRAL.shop, booking);
});

test('an abandoned payment keeps the booking held: the time left counts down, and Try again pays it', async ({
  page,
  request,
}) => {
  await matchBrowserClockToServer(page, request);
  const customer = await customerByApi(request, TENANT);
  const before = await poolBalance(request, TENANT, CENTRAL.siteId, OFFER);
  const booking = await orderByApi(request, customer, CENTRAL.shop, stay());
  expect(await poolBalance(request, TENANT, CENTRAL.siteId, OFFER)).toBe(before - 1);
  await openPayPage(page, customer, CENTRAL.shop, booking.bookingId);

  await page.getByRole('button', { name: /^Pay / }).click();
  await decideInDialog(page, 'Abandon');
  await expect(page.getByTestId('flow-message')).toHaveText('The payment was not completed');
  await expect(page.getByTestId('payment-hold-left')).toContainText('Your tickets are held for another 1');
  // The hold counts down (15 minutes from the order), said once: not again in the summary above.
  const first = await page.getByTestId('payment-hold-left').textContent();
  await expect.poll(() => page.getByTestId('payment-hold-left').textContent(), { timeout: 5000 }).not.toBe(first);
  await expect(page.getByTestId('pay-time-left')).toHaveCount(0);
  await expect(page.getByText('have been released')).toHaveCount(0);
  await shot(page, '05-abandoned');
  // Nothing went back to the pool.
  expect(await poolBalance(request, TENANT, CENTRAL.siteId, OFFER)).toBe(before - 1);

  await page.getByRole('button', { name: 'Try again' }).click();
  await decideInDialog(page, 'Approve');
  await expectBookingSuccess(page, CENTRAL.shop, booking);
});

test('a payment decided while the dialog says nothing is noticed, and the dialog closes', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  const booking = await orderByApi(request, customer, CENTRAL.shop, stay());
  await openPayPage(page, customer, CENTRAL.shop, booking.bookingId);
  await page.getByRole('button', { name: /^Pay / }).click();
  const frame = page.getByRole('dialog').locator('iframe[title="Payment page"]');
  await expect(frame).toBeVisible();
  // Decided at the gateway behind the page's back (as a gateway on another origin would, unable to post to the app).
  await decideSandboxPayment(request, (await frame.getAttribute('src')) ?? '', 'approve');
  // The app checks the status while the dialog is open (every 5 s) and goes on by itself.
  await expect(page).toHaveURL(/\/booking\/success\?/, { timeout: 15_000 });
  await expectBookingSuccess(page, CENTRAL.shop, booking);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a REDIRECT gateway: the payer leaves for its page and comes back to pay/{txn}', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  const booking = await orderByApi(request, customer, WHARF.shop, stay());
  await openPayPage(page, customer, WHARF.shop, booking.bookingId);

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_[A-Za-z0-9_-]{22}$/);
  await shot(page, '06-redirect-gateway');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${WHARF.shop}/(pay/[0-9a-f-]{36}|booking/success)`));
  await expectBookingSuccess(page, WHARF.shop, booking);
});

test("a stored-value card asks for the 6-digit wallet PIN; a wrong PIN is refused and the right one pays from the customer's card", async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await fundedStoredValueByApi(request, customer, CENTRAL.shop, 5000, '246810');
  const booking = await orderByApi(request, customer, CENTRAL.shop, stay());
  await openPayPage(page, customer, CENTRAL.shop, booking.bookingId);

  await page.getByRole('radio', { name: 'Harbour Park card' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  const pin = page.getByLabel('PIN', { exact: true });
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await pin.fill('12');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('flow-message')).toHaveText('The PIN is 6 digits');
  await pin.fill('111111');
  await shot(page, '02-pin-entry');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('flow-message')).toHaveText('Failed to verify the PIN');
  await page.getByRole('button', { name: 'Try again' }).click();

  await pin.fill('246810');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Paid at once from the card: no gateway page; straight to the confirmation.
  await expectBookingSuccess(page, CENTRAL.shop, booking);
});

test('declined after a redirect: one failure panel, the time left, and a way to pay the still-held booking again', async ({
  page,
  request,
}) => {
  await matchBrowserClockToServer(page, request);
  const customer = await customerByApi(request, TENANT);
  const booking = await orderByApi(request, customer, WHARF.shop, stay());
  await openPayPage(page, customer, WHARF.shop, booking.bookingId);

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${WHARF.shop}/pay/[0-9a-f-]{36}$`));
  const panel = page.getByTestId('payment-not-through');
  await expect(panel.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  // One message: the failure is said once, in the panel's title (no second alert, no second heading).
  await expect(page.getByText('Payment failed', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('flow-message')).toHaveCount(0);
  await expect(page.getByText('The payment did not go through')).toHaveCount(0);
  await expect(panel).toContainText('Your tickets are held for another 1');
  await shot(page, '08-redirect-declined');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${WHARF.shop}/pay\\?booking=${booking.bookingId}$`));
  await expect(page.getByTestId('pay-reference')).toHaveText(booking.reference);
});
