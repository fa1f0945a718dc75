/**
 * The pinpad kiosk on the real server (docs/staff.md#pinpad): a cashier enters an amount and starts
 * kiosk mode; the customer names their stored-value card by its QR member code and pays with its
 * wallet PIN (a wrong PIN refused, the card locked after the limit of tries); the receipt shows the
 * balance left; leaving kiosk mode needs the staff PIN; a kiosk left alone relocks; a site with the
 * pinpad off shows none. The amount field is empty after every charge, exit and relock; staff whose
 * roles do not open the pinpad are offered no kiosk; in kiosk mode the frame offers no way out (no
 * menu, language switch, footer or link). The receipt can be texted to the card holder's phone, once.
 */
import type { Page } from '@playwright/test';
import { customerByApi } from './parking-helpers';
import { demoStaff, expectKioskFrame, expectShopFrame, staffSignedIn as staffLogin } from './staff-helpers';
import { expect, test } from './test';
import { cardsByApi, fundedStoredValueByApi } from './wallet-helpers';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';
const WALLET_PIN = '135790';
/** The cashier's own counter PIN. */
const CASHIER_PIN = demoStaff('S400').pin;
const WALLET_PIN_MAX_TRIES = 5;

/** A customer of Harbour Park whose stored-value card holds `balance` and has the wallet PIN; its QR member code. */
async function customerCard(request: Parameters<typeof customerByApi>[0], balance: number): Promise<string> {
  const customer = await customerByApi(request, TENANT);
  await fundedStoredValueByApi(request, customer, SHOP, balance, WALLET_PIN);
  const cards = (await cardsByApi(request, customer, SHOP)) as unknown as Array<{ kind: string; qrCode: string }>;
  return cards.find((c) => c.kind === 'stored-value')?.qrCode ?? '';
}

async function startKiosk(page: Page, amount: string, query = ''): Promise<void> {
  await staffLogin(page, 'S400');
  await page.getByTestId('staff-function-pinpad').click();
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/pinpad/home$`));
  if (query !== '') await page.goto(`/app/${SHOP}/pinpad/home${query}`);
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('flow-message')).toHaveText('Please enter an amount to charge within the pinpad limit');
  await page.getByTestId('pinpad-amount-input').fill(amount);
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('pinpad-kiosk')).toBeVisible();
}

async function nameCard(page: Page, qr: string): Promise<void> {
  await page.getByTestId('pinpad-by-qr').click();
  await page.getByTestId('pinpad-card').fill(qr);
  await page.getByTestId('pinpad-card-submit').click();
}

test('a customer pays at the pinpad with the wallet PIN (a wrong PIN refused); leaving kiosk mode needs the staff PIN', async ({
  page,
  request,
}) => {
  const qr = await customerCard(request, 5000);
  await startKiosk(page, '12.50');
  await expect(page.getByTestId('pinpad-amount')).toHaveText('$12.50');
  await nameCard(page, qr);
  // The wallet PIN's sixth digit pays: no Pay tap.
  await page.getByTestId('pinpad-pin').fill('000000');
  await expect(page.getByTestId('flow-message')).toHaveText('Failed to verify the PIN');
  await page.getByTestId('pinpad-pin').fill(WALLET_PIN);
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $12.50 with card');
  await expect(page.getByTestId('pinpad-balance')).toHaveText('Balance left: $37.50');

  await page.getByTestId('pinpad-leave').click();
  await expect(page.getByTestId('pinpad-leaving')).toBeVisible();
  await page.getByTestId('pinpad-stay').click();
  await expect(page.getByTestId('pinpad-receipt')).toBeVisible();
  await page.getByTestId('pinpad-leave').click();
  await page.getByTestId('pinpad-staff-pin').fill('9999');
  await page.getByTestId('pinpad-staff-pin-submit').click();
  await expect(page.getByTestId('flow-message')).toHaveText(/Wrong PIN · Tries left: \d/);
  await page.getByTestId('pinpad-staff-pin').fill(CASHIER_PIN);
  await page.getByTestId('pinpad-staff-pin-submit').click();
  await expect(page.getByTestId('pinpad-amount-entry')).toBeVisible();
});

test('the customer has the receipt texted to their own phone, once', async ({ page, request }) => {
  const qr = await customerCard(request, 5000);
  await startKiosk(page, '12.50');
  await nameCard(page, qr);
  await page.getByTestId('pinpad-pin').fill(WALLET_PIN);
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $12.50 with card');
  await page.getByTestId('pinpad-receipt-sms').click();
  // The card holder's number, masked: nothing was typed at the kiosk.
  await expect(page.getByTestId('pinpad-receipt-sms-sent')).toHaveText(/^Receipt sent to \+64\d*\*+\d{3}$/);
  await expect(page.getByTestId('pinpad-receipt-sms')).toHaveCount(0);
  await expectKioskFrame(page);
});

test('the card locks after the limit of wrong wallet PINs, even against the right one', async ({ page, request }) => {
  const qr = await customerCard(request, 2000);
  await startKiosk(page, '5');
  await nameCard(page, qr);
  for (let i = 0; i < WALLET_PIN_MAX_TRIES; i += 1) {
    await page.getByTestId('pinpad-pin').fill('000000');
    await expect(page.getByTestId('flow-message')).toHaveText('Failed to verify the PIN');
  }
  await page.getByTestId('pinpad-pin').fill(WALLET_PIN);
  await expect(page.getByTestId('flow-message')).toHaveText(/Too many wrong PINs\. Please try again in \d+ min/);
  // Back at the card step: nothing was charged.
  await expect(page.getByTestId('pinpad-card')).toBeVisible();
});

test('a kiosk left alone mid-payment returns to its idle screen: what the customer typed and the amount are gone, no staff PIN', async ({
  page,
  request,
}) => {
  const qr = await customerCard(request, 1000);
  await startKiosk(page, '3', '?kioskIdle=2');
  await nameCard(page, qr);
  await expect(page.getByTestId('pinpad-pin')).toBeVisible();
  await expect(page.getByTestId('pinpad-ready')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('pinpad-amount-input')).toHaveValue('');
  await expectKioskFrame(page);
  // Only leaving for other work asks for the staff PIN.
  await page.getByTestId('pinpad-leave').click();
  await leaveWithStaffPin(page);
  await expect(page.getByTestId('pinpad-amount-input')).toHaveValue('');
});

test('a site with the pinpad off shows no pinpad, and function select does not offer it there', async ({ page }) => {
  await staffLogin(page, 'S400');
  await page.goto('/app/harbour-wharf/staff/functions');
  await expect(page.getByTestId('staff-name')).toContainText('Kim (cashier)');
  await expect(page.getByTestId('staff-function-pinpad')).toHaveCount(0);
  await page.goto('/app/harbour-wharf/pinpad/home');
  await expect(page.getByTestId('pinpad-amount-entry')).toHaveCount(0);
});

test('leaving the kiosk another way (a reload, another screen) locks the staff session: the staff PIN is needed', async ({
  page,
}) => {
  await startKiosk(page, '4');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/login$`));
  await expect(page.getByTestId('staff-pin')).toBeVisible();
  await page.getByTestId('staff-pin').fill(CASHIER_PIN);
  await page.getByTestId('staff-unlock').click();
  await page.getByTestId('staff-function-pinpad').click();
  await page.getByTestId('pinpad-amount-input').fill('4');
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('pinpad-kiosk')).toBeVisible();
  // The app's menu leads elsewhere: the staff screens then ask for the PIN.
  await page.goto(`/app/${SHOP}/home`);
  await page.goto(`/app/${SHOP}/staff/functions`);
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/staff/login$`));
  await expect(page.getByTestId('staff-pin')).toBeVisible();
});

async function leaveWithStaffPin(page: Page): Promise<void> {
  await page.getByTestId('pinpad-staff-pin').fill(CASHIER_PIN);
  await page.getByTestId('pinpad-staff-pin-submit').click();
  await expect(page.getByTestId('pinpad-amount-entry')).toBeVisible();
}

test('after a charge and leaving kiosk mode the amount field is empty: the next customer is never charged the last amount', async ({
  page,
  request,
}) => {
  const qr = await customerCard(request, 5000);
  await startKiosk(page, '12.50');
  await nameCard(page, qr);
  await page.getByTestId('pinpad-pin').fill(WALLET_PIN);
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $12.50 with card');
  await page.getByTestId('pinpad-leave').click();
  await leaveWithStaffPin(page);
  await expect(page.getByTestId('pinpad-amount-input')).toHaveValue('');
  // Started again without typing: refused, nothing handed over.
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('flow-message')).toHaveText('Please enter an amount to charge within the pinpad limit');
  await expect(page.getByTestId('pinpad-kiosk')).toHaveCount(0);

  // Leaving before anyone paid clears it too.
  await page.getByTestId('pinpad-amount-input').fill('8');
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('pinpad-amount')).toHaveText('$8.00');
  await page.getByTestId('pinpad-leave').click();
  await leaveWithStaffPin(page);
  await expect(page.getByTestId('pinpad-amount-input')).toHaveValue('');
  // The staff session is the staff member's again: the server ended its kiosk mode with the PIN.
  await page.getByRole('link', { name: 'Back to functions' }).click();
  await page.getByTestId('staff-function-pinpad').click();
  await expect(page.getByTestId('pinpad-amount-entry')).toBeVisible();
});

test('staff whose roles do not open the pinpad (counter) are offered no kiosk', async ({ page }) => {
  await staffLogin(page, 'S200');
  await expect(page.getByTestId('staff-name')).toContainText('Casey (counter)');
  await expect(page.getByTestId('staff-function-pinpad')).toHaveCount(0);
  // Typed in by hand, the pinpad's address offers nothing to hand over either.
  await page.goto(`/app/${SHOP}/pinpad/home`);
  await expect(page.getByTestId('pinpad-not-offered')).toContainText('Your roles do not open the pinpad');
  await expect(page.getByTestId('pinpad-amount-input')).toHaveCount(0);
  await expect(page.getByTestId('pinpad-start')).toHaveCount(0);
});

test('in kiosk mode the menu, language switch, footer and every link are gone, until staff leave with their PIN', async ({
  page,
  request,
}) => {
  const qr = await customerCard(request, 2000);
  await staffLogin(page, 'S400');
  await page.getByTestId('staff-function-pinpad').click();
  await expectShopFrame(page);
  await page.getByTestId('pinpad-amount-input').fill('2');
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('pinpad-kiosk')).toBeVisible();
  await expectKioskFrame(page);
  await nameCard(page, qr);
  await expectKioskFrame(page);
  await page.getByTestId('pinpad-pin').fill(WALLET_PIN);
  await expect(page.getByTestId('pinpad-receipt')).toBeVisible();
  await expectKioskFrame(page);
  await page.getByTestId('pinpad-leave').click();
  await expect(page.getByTestId('pinpad-leaving')).toBeVisible();
  await expectKioskFrame(page);
  await leaveWithStaffPin(page);
  await expectShopFrame(page);
});
