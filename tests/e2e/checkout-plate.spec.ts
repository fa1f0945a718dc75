/**
 * The vehicle at checkout (docs/parking-api.md#plate): the plate is asked when booking parking,
 * picked from My spots or typed, checked as My spots checks it, kept on the booking by the server,
 * and shown on the pass and on the ticket.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm } from './account-helpers';
import { customerByApi, secondsFromNow, serverCall, type Customer } from './parking-helpers';
import { expect, test } from './test';

const SHOP = 'harbour-central';

async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.goto(`/shop/${SHOP}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function saveVehicle(page: Page, customer: Customer, plate: string, nickname: string): Promise<void> {
  const reply = await serverCall(
    page.request,
    customer.tenant,
    `/cloud/${customer.tenant.id}/account/vehicle/add`,
    { plate, nickname },
    customer.token,
  );
  expect(reply.result.rtn, reply.result.dispMsg).toBe(1);
}

test('books with a saved vehicle: the plate on the pass, the ticket and the booking', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('harbourpark'));
  const customer = await customerByApi(request, 'harbourpark');
  await saveVehicle(page, customer, 'KB 2026', 'Family car');
  await saveVehicle(page, customer, 'VAN77', '');
  await logIn(page, customer);
  const entry = secondsFromNow(4);
  await page.goto(`/shop/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`);

  // The first saved vehicle comes filled in; the others are a tap away.
  const plate = page.getByRole('textbox', { name: 'Licence plate' });
  await expect(plate).toHaveValue('KB2026', { timeout: 30_000 });
  const saved = page.getByRole('group', { name: 'Your saved vehicles' });
  await expect(saved.getByRole('button', { name: 'Family car · KB2026' })).toHaveAttribute('aria-pressed', 'true');

  // A plate that is not one is said at once and cannot be paid for.
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await plate.fill('KB_2026!');
  await expect(page.getByText('Please enter a licence plate of up to 10 letters and digits')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();

  await saved.getByRole('button', { name: 'VAN77' }).click();
  await expect(plate).toHaveValue('VAN77');
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=`), { timeout: 15_000 });
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';

  // Kept on the booking by the server.
  const reply = await serverCall(request, customer.tenant, `/s/${SHOP}/api/ticket/bookingSummary`, {}, customer.token);
  const list = reply.result.list as Array<{ bookingId: string; licensePlate: string }>;
  expect(list).toEqual([expect.objectContaining({ bookingId, licensePlate: 'VAN77' })]);

  // The ticket in My tickets and its pass name the vehicle.
  await page.goto(`/shop/${SHOP}/mytickets`);
  const ticket = page.locator(`[data-testid="ticket-card"][data-booking-id="${bookingId}"]`);
  await expect(ticket.getByTestId('ticket-plate')).toHaveText('Vehicle VAN77');
  await ticket.getByRole('link').first().click();
  await expect(page.getByTestId('pass-plate')).toHaveText('Vehicle VAN77');
  await expect(page.getByTestId('ticket-detail')).toContainText('VAN77');
});

test('a typed plate in Chinese: written as My spots writes it, on the pass', async ({ page, request }) => {
  test.setTimeout(180_000);
  const languageKey = languageStorageKey('harbourpark');
  await page.addInitScript((key) => {
    if (globalThis.localStorage.getItem(key) === null) globalThis.localStorage.setItem(key, 'en-gb');
  }, languageKey);
  const customer = await customerByApi(request, 'harbourpark');
  await logIn(page, customer);
  // Signed in; the customer reads Chinese from now on.
  await page.evaluate((key) => globalThis.localStorage.setItem(key, 'zh-hans'), languageKey);
  const entry = secondsFromNow(4);
  await page.goto(`/shop/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`);
  // No saved vehicle: the field is empty and may be typed.
  const plate = page.getByRole('textbox', { name: '车牌号' });
  await expect(plate).toHaveValue('', { timeout: 30_000 });
  await expect(page.getByTestId('saved-vehicles')).toHaveCount(0);
  await plate.fill('zx 9 ab');
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await page.getByRole('button', { name: /^支付 / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.frameLocator('iframe[title]').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=`), { timeout: 15_000 });
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  await page.goto(`/shop/${SHOP}/mytickets?booking=${bookingId}`);
  await expect(page.getByTestId('pass-plate')).toHaveText('车辆 ZX9AB', { timeout: 30_000 });
});
