/**
 * Staff at a busy counter (docs/staff.md): the counter PIN typed on the on-screen keypad at sign-in,
 * each demo staff member with a password and PIN of their own; a manager refunds a pinpad charge
 * back to its card, once. Screenshots at tablet size go to test-results/ for a look.
 */
import type { Page } from '@playwright/test';
import { customerByApi } from './parking-helpers';
import { demoStaff, STAFF_SHOP, staffSignedIn } from './staff-helpers';
import { expect, test } from './test';
import { cardsByApi, fundedStoredValueByApi } from './wallet-helpers';

const TENANT = 'harbourpark';
const WALLET_PIN = '135790';

/** A Harbour Park customer whose stored-value card holds `balance` and has the wallet PIN; its QR member code. */
async function customerCard(request: Parameters<typeof customerByApi>[0], balance: number): Promise<string> {
  const customer = await customerByApi(request, TENANT);
  await fundedStoredValueByApi(request, customer, STAFF_SHOP, balance, WALLET_PIN);
  const cards = (await cardsByApi(request, customer, STAFF_SHOP)) as unknown as Array<{ kind: string; qrCode: string }>;
  return cards.find((c) => c.kind === 'stored-value')?.qrCode ?? '';
}

/** A pinpad sale from the amount screen to the receipt: staff type the amount, the customer pays. */
async function pinpadSale(page: Page, amount: string, qr: string): Promise<void> {
  await page.getByTestId('pinpad-amount-input').fill(amount);
  await page.getByTestId('pinpad-start').click();
  await page.getByTestId('pinpad-by-qr').click();
  await page.getByTestId('pinpad-card').fill(qr);
  await page.getByTestId('pinpad-card-submit').click();
  for (const digit of WALLET_PIN) await page.getByTestId(`pinpad-pin-key-${digit}`).click();
  await expect(page.getByTestId('pinpad-receipt')).toContainText(`Paid $${amount} with card`);
}

/** Leaves kiosk mode with the staff member's own PIN on the keypad. */
async function leaveKiosk(page: Page, staffCode: string): Promise<void> {
  await page.getByTestId('pinpad-leave').click();
  for (const digit of demoStaff(staffCode).pin) await page.getByTestId(`pinpad-staff-pin-key-${digit}`).click();
  await page.getByTestId('pinpad-staff-pin-submit').click();
  await expect(page.getByTestId('pinpad-amount-entry')).toBeVisible();
}

test.use({ viewport: { width: 820, height: 1180 } });
// Tablet journeys of several steps each: more time than one step's default on a busy machine.
test.setTimeout(240_000);

test("the sign-in PIN step is an on-screen keypad; a colleague's PIN does not open another's session", async ({
  page,
}) => {
  const counter = demoStaff('S200');
  await page.goto(`/app/${STAFF_SHOP}/staff/login`);
  await page.getByTestId('staff-login').fill('S200');
  await page.getByTestId('staff-password').fill(demoStaff('S400').password);
  await page.getByTestId('staff-sign-in').click();
  await expect(page.getByTestId('flow-message')).toHaveText('User name or password not match');
  await page.getByTestId('staff-password').fill(counter.password);
  await page.getByTestId('staff-sign-in').click();

  const keypad = page.getByRole('group', { name: 'Counter PIN' });
  await expect(keypad).toBeVisible();
  // A colleague's PIN is a wrong PIN here.
  for (const digit of demoStaff('S400').pin) await page.getByTestId(`staff-pin-key-${digit}`).click();
  await expect(page.getByTestId('staff-pin')).toHaveValue(demoStaff('S400').pin);
  await page.getByTestId('staff-unlock').click();
  await expect(page.getByTestId('flow-message')).toHaveText(/Wrong PIN · Tries left: \d/);
  // Keys at least 72 px tall for a finger; the field asks for no system keyboard.
  const key = await page.getByTestId('staff-pin-key-5').boundingBox();
  expect(key?.height ?? 0).toBeGreaterThanOrEqual(72);
  await expect(page.getByTestId('staff-pin')).toHaveAttribute('inputmode', 'none');
  for (const digit of counter.pin) await page.getByTestId(`staff-pin-key-${digit}`).click();
  await page.getByTestId('staff-pin-backspace').click();
  await page.getByTestId(`staff-pin-key-${counter.pin.slice(-1)}`).click();
  await page.screenshot({ path: test.info().outputPath('staff-sign-in-keypad-tablet.png'), fullPage: true });
  await page.getByTestId('staff-unlock').click();
  await expect(page.getByTestId('staff-name')).toContainText('Casey (counter)');
});

test('a manager refunds a pinpad charge back to its card after a confirmation, once; a cashier is offered no refund', async ({
  page,
  request,
}) => {
  const qr = await customerCard(request, 5000);
  await staffSignedIn(page, 'S400');
  await page.goto(`/app/${STAFF_SHOP}/pinpad/home?kioskReceipt=600`);
  await pinpadSale(page, '12.50', qr);
  await expect(page.getByTestId('pinpad-balance')).toHaveText('Balance left: $37.50');
  await leaveKiosk(page, 'S400');
  // The cashier's roles do not open refunds: no list.
  await expect(page.getByTestId('pinpad-refunds')).toHaveCount(0);
  await page.goto(`/app/${STAFF_SHOP}/staff/functions`);
  await page.getByTestId('staff-sign-out').click();

  await staffSignedIn(page, 'S800');
  await expect(page.getByTestId('staff-name')).toContainText('Drew (manager)');
  await page.getByTestId('staff-function-pinpad').click();
  const charge = page.getByTestId('pinpad-charge').filter({ hasText: 'by S400' }).first();
  await expect(charge).toContainText('$12.50');
  await charge.getByTestId('pinpad-charge-refund').click();
  await expect(page.getByTestId('pinpad-refund-confirm')).toContainText('Refund $12.50 to card');
  await page.screenshot({ path: test.info().outputPath('pinpad-refund-confirm-tablet.png'), fullPage: true });
  await page.getByTestId('pinpad-refund-yes').click();
  await expect(page.getByTestId('pinpad-refund-done')).toContainText('Refunded $12.50 to card');
  await expect(page.getByTestId('pinpad-refund-done')).toContainText('Its balance is now $50.00');
  await expect(page.getByTestId('pinpad-charge').first().getByTestId('pinpad-charge-refunded')).toHaveText('Refunded');
  await expect(page.getByTestId('pinpad-charge').first().getByTestId('pinpad-charge-refund')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('pinpad-refund-done-tablet.png'), fullPage: true });
});
