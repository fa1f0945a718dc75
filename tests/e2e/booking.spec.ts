/**
 * Booking end to end (docs/rules.md#booking-states; docs/parking-api.md) on the real server with a fresh
 * database: the offers with their stock on the home page, the date range in the site's time zone,
 * checkout with the fee breakdown and the card surcharge, the terms, payment in the sandbox
 * gateway's dialog, and the receipt on booking success. Harbour Central: DIALOG pay UI, en-gb.
 */
import type { Page } from '@playwright/test';
import { workerServerURL } from './servers';
import { expect, test } from './test';
import { accountForm, tenantById } from './account-helpers';
import { customerByApi, pickerField, poolBalance, secondsFromNow, type Customer } from './parking-helpers';

const HARBOUR = { tenant: 'harbourpark', shop: 'harbour-central', zone: 'Pacific/Auckland' } as const;

let customer: Customer;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: workerServerURL() });
  try {
    customer = await customerByApi(api, HARBOUR.tenant);
  } finally {
    await api.dispose();
  }
});

/** The calendar date at the site `days` from now, as a date input takes it (YYYY-MM-DD). */
function siteDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: HARBOUR.zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A site date (YYYY-MM-DD) as harbourpark writes it (DD/MM/YYYY). */
const tenantDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

async function logIn(page: Page) {
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

const dateRange = (page: Page) => ({
  entryDate: pickerField(page, 'entry-date'),
  entryTime: pickerField(page, 'entry-time'),
  exitDate: pickerField(page, 'exit-date'),
  exitTime: pickerField(page, 'exit-time'),
  tickets: page.getByLabel(/^Tickets/),
  continue: page.getByRole('button', { name: 'Continue' }),
  message: page.getByTestId('flow-message'),
});

test('books a ticket from the home page and pays by card in the gateway dialog', async ({ page }) => {
  await page.goto(`/shop/${HARBOUR.shop}/home`);
  const hourly = page.locator('[data-testid="offer-card"][data-offer="hourly"]');
  // The stock comes from the ticket pool.
  await expect(hourly).toHaveAttribute('data-availability', 'available');
  await expect(hourly.getByText('Available')).toBeVisible();
  await expect(hourly.getByText('$6.50 per hour')).toBeVisible();
  await hourly.getByRole('link', { name: 'Book Hourly' }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/${HARBOUR.shop}/daterange\\?offer=hourly$`));
  await expect(page.getByLabel('Ticket', { exact: true })).toHaveValue('hourly');
  const form = dateRange(page);
  // Defaults: a two-hour stay, one ticket.
  await expect(page.getByTestId('stay-summary')).toContainText('Stay 2 hours');
  await expect(form.tickets).toHaveValue('1');
  await form.continue.click();

  // Checkout needs a login, which brings the customer back with the choice.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page);
  await expect(page).toHaveURL(
    new RegExp(`/shop/${HARBOUR.shop}/checkout\\?offer=hourly&entry=\\d+&exit=\\d+&tickets=1$`),
  );
  // Earlier browser tests move the server's clock forward (SANDBOX_CLOCK): keep the default stay, three hours later, clear of 'too soon'.
  const checkoutUrl = new URL(page.url());
  for (const key of ['entry', 'exit'])
    checkoutUrl.searchParams.set(key, String(Number(checkoutUrl.searchParams.get(key)) + 3 * 3600));
  await page.goto(checkoutUrl.pathname + checkoutUrl.search);

  // The summary names the car park and how long the stay is.
  const choice = page.getByTestId('booking-choice');
  await expect(choice).toContainText('Car parkHarbour Park Central');
  await expect(choice).toContainText('Stay2 hours');
  // 2 hours at $6.50 = $13.00; card surcharge 1.5 % = $0.195, rounded half up to $0.20.
  const fee = page.getByTestId('fee-breakdown');
  await expect(fee.getByTestId('fee-periods')).toContainText('2 × $6.50 per hour');
  await expect(fee.getByTestId('fee-periods')).toContainText('$13.00');
  // One ticket and no flat fee: no 'per ticket' or 'amount' lines repeating the same $13.00.
  await expect(fee.getByTestId('fee-per-ticket')).toHaveCount(0);
  await expect(fee.getByTestId('fee-amount')).toHaveCount(0);
  await expect(fee.getByTestId('fee-surcharge')).toContainText('Surcharge (1.5%)');
  await expect(fee.getByTestId('fee-surcharge')).toContainText('$0.20');
  await expect(fee.getByTestId('fee-total')).toContainText('$13.20');
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  // Another method asks for a new quote with its own surcharge (PayPal: none).
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(fee.getByTestId('fee-total')).toContainText('$13.00');
  // No surcharge, no 'Surcharge $0.00' line.
  await expect(fee.getByTestId('fee-surcharge')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(fee.getByTestId('fee-total')).toContainText('$13.20');

  const pay = page.getByRole('button', { name: 'Pay $13.20' });
  await pay.click();
  await expect(page.getByTestId('flow-message')).toHaveText('Please accept the terms and conditions');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expect(page.getByTestId('flow-message')).toBeHidden();
  await pay.click();

  // The sandbox gateway's page, in the dialog.
  const gateway = page.getByRole('dialog').frameLocator('iframe');
  await gateway.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/${HARBOUR.shop}/booking/success\\?booking=[0-9a-f-]{36}$`), {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt.getByTestId('booking-reference')).toHaveText(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  await expect(receipt.getByText('$13.20')).toBeVisible();
  await expect(receipt.getByText(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);
  // The ticket number, never the pass code (the gate's key, carried only by the QR pass).
  await expect(receipt.getByTestId('pass-ticket-no')).toHaveCount(1);
  await expect(receipt.getByTestId('pass-ticket-no')).toHaveText(/^Ticket [A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-1$/);
  expect(await receipt.innerText()).not.toMatch(/[A-Za-z0-9_-]{16,}/);
  await expect(receipt.getByTestId('booking-card')).toHaveText('4111*********111');
  await expect(page.getByRole('link', { name: 'My tickets' })).toBeVisible();
  // The pass with its QR code, one tap from the confirmation.
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  await page.getByRole('link', { name: 'Show my QR pass' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${HARBOUR.shop}/mytickets\\?booking=${bookingId}$`));
  await expect(page.getByRole('img', { name: /^QR pass for ticket / })).toHaveCount(1);
});

test('checks entry in the past, a too-short stay and too many tickets before checkout', async ({ page }) => {
  await page.goto(`/shop/${HARBOUR.shop}/daterange?offer=hourly`);
  const form = dateRange(page);
  // The pickers write the tenant's date format and clock (harbourpark: DD/MM/YYYY, 24 hours).
  await expect(form.entryDate.value).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(form.entryTime.value).toHaveValue(/^\d{2}:\d{2}$/);

  // Entry yesterday (the exit moves with it): in the past.
  await form.entryDate.type(tenantDate(siteDate(-1)));
  await form.continue.click();
  await expect(form.message).toHaveText('Entry time cannot be earlier than now');

  // Tomorrow 10:00 to 10:15: too short. The message follows each change once shown.
  await form.entryDate.type(tenantDate(siteDate(1)));
  await form.entryTime.type('1000');
  await expect(form.exitDate.value).toHaveValue(tenantDate(siteDate(1)));
  await form.exitTime.type('1015');
  await expect(form.message).toHaveText('Minimum stay of 30 minutes');
  await form.exitTime.type('1200');
  await expect(form.message).toBeHidden();

  // Five tickets: the stepper stops at four, typing five is refused.
  await page.getByRole('button', { name: 'More tickets' }).click();
  await page.getByRole('button', { name: 'More tickets' }).click();
  await page.getByRole('button', { name: 'More tickets' }).click();
  await expect(form.tickets).toHaveValue('4');
  await expect(page.getByRole('button', { name: 'More tickets' })).toBeDisabled();
  await form.tickets.fill('5');
  await form.continue.click();
  await expect(form.message).toHaveText('At most 4 tickets per booking');

  // Fixed: on to checkout with the choice in the URL.
  await form.tickets.fill('2');
  await expect(form.message).toBeHidden();
  await form.continue.click();
  await expect(page).toHaveURL(/\/checkout\?offer=hourly&entry=\d+&exit=\d+&tickets=2$|\/login\?redirect=/);
});

test('a reload after the order pays for the same booking instead of ordering again', async ({ page, request }) => {
  const siteId = tenantById(HARBOUR.tenant).sites.find((s) => s.shopCode === HARBOUR.shop)?.siteId ?? '';
  const before = await poolBalance(request, HARBOUR.tenant, siteId, 'hourly');
  const entry = secondsFromNow(6);
  await page.goto(`/shop/${HARBOUR.shop}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Pay $13.20' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // The order holds a ticket and the URL now names its booking.
  await expect(page).toHaveURL(/&booking=[0-9a-f-]{36}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  expect(await poolBalance(request, HARBOUR.tenant, siteId, 'hourly')).toBe(before - 1);

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/shop/${HARBOUR.shop}/pay\\?booking=${bookingId}$`));
  await expect(page.getByTestId('pay-total')).toHaveText('$13.20');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog').frameLocator('iframe').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${HARBOUR.shop}/booking/success\\?booking=${bookingId}$`), {
    timeout: 15_000,
  });
  // One booking, one ticket taken from the pool.
  expect(await poolBalance(request, HARBOUR.tenant, siteId, 'hourly')).toBe(before - 1);
});
