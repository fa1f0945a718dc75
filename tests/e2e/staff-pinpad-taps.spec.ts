/**
 * A pinpad sale at a busy counter (docs/staff.md#pinpad-kiosk): after a sale the kiosk returns to its
 * idle screen by itself, and the next sale from there to the receipt takes at most 4 staff taps
 * plus the customer's own card and PIN, counted from every pointer press on the page. Screenshots
 * of the keypad and the receipt at tablet size go to test-results/ for a look.
 */
import type { Page } from '@playwright/test';
import { customerByApi } from './parking-helpers';
import { demoStaff, expectKioskFrame, staffSignedIn } from './staff-helpers';
import { expect, test } from './test';
import { cardsByApi, fundedStoredValueByApi } from './wallet-helpers';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';
const WALLET_PIN = '135790';
const MOST_STAFF_TAPS = 4;
const STAFF_IDLE_SECONDS = 3;
// What the customer presses to name their own card and type its PIN: not counted against staff.
const CUSTOMER_OWN = /^pinpad-(by-qr|by-card|card|card-submit|pin|pin-key-\d|pin-backspace|pin-clear)$/;

async function customerCard(request: Parameters<typeof customerByApi>[0], balance: number): Promise<string> {
  const customer = await customerByApi(request, TENANT);
  await fundedStoredValueByApi(request, customer, SHOP, balance, WALLET_PIN);
  const cards = (await cardsByApi(request, customer, SHOP)) as unknown as Array<{ kind: string; qrCode: string }>;
  return cards.find((c) => c.kind === 'stored-value')?.qrCode ?? '';
}

/** Records the test id (or tag) under every pointer press, in the page itself. */
async function countTaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { taps: string[] };
    w.taps = [];
    window.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-testid]') : null;
        w.taps.push(target?.getAttribute('data-testid') ?? (event.target as Element).tagName);
      },
      { capture: true },
    );
  });
}

const tapsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { taps: string[] }).taps);

/** The customer's own part: QR member code, the code, Next, then the wallet PIN on the keypad. */
async function customerPays(page: Page, qr: string): Promise<void> {
  await page.getByTestId('pinpad-by-qr').click();
  await page.getByTestId('pinpad-card').click();
  await page.keyboard.type(qr);
  await page.getByTestId('pinpad-card-submit').click();
  // The on-screen keypad asks for the PIN; its last digit sends the sale, and the keypad goes.
  await expect(page.getByTestId('pinpad-pin-keypad')).toBeVisible();
  for (const digit of WALLET_PIN) await page.getByTestId(`pinpad-pin-key-${digit}`).click();
}

test('after a sale the kiosk waits for the next by itself; idle to receipt is at most 4 staff taps', async ({
  page,
  request,
}, testInfo) => {
  const qr = await customerCard(request, 5000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await staffSignedIn(page, 'S400');
  // The staff screens' own idle lock shortened to 3 s: a kiosk waiting for customers is exempt.
  // The receipt shows 5 s: long enough to read it on a loaded machine, short enough to wait out.
  await page.goto(`/app/${SHOP}/pinpad/home?kioskReceipt=5&idle=${STAFF_IDLE_SECONDS}`);
  await page.getByTestId('pinpad-amount-input').fill('4');
  await page.getByTestId('pinpad-start').click();
  await customerPays(page, qr);
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $4.00 with card');
  // Back to the idle screen by itself: no tap, no staff PIN.
  await expect(page.getByTestId('pinpad-ready')).toBeVisible({ timeout: 10_000 });
  await expectKioskFrame(page);
  // Nothing happens while it waits past the staff idle lock (a wait is the point here).
  await page.waitForTimeout((STAFF_IDLE_SECONDS + 1) * 1000);
  await expect(page.getByTestId('pinpad-ready')).toBeVisible();

  await countTaps(page);
  // The amount field has the focus on the idle screen: staff type the amount on the keyboard.
  await expect(page.getByTestId('pinpad-amount-input')).toBeFocused();
  await page.keyboard.type('12.50');
  await page.getByTestId('pinpad-start').click();
  await expect(page.getByTestId('pinpad-amount')).toHaveText('$12.50');
  await customerPays(page, qr);
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $12.50 with card');
  await expect(page.getByTestId('pinpad-balance')).toHaveText('Balance left: $33.50');
  await page.screenshot({ path: testInfo.outputPath('pinpad-receipt-1024x768.png') });

  const taps = await tapsSoFar(page);
  const staffTaps = taps.filter((id) => !CUSTOMER_OWN.test(id));
  expect(taps.filter((id) => CUSTOMER_OWN.test(id)).length).toBe(2 + 1 + WALLET_PIN.length);
  expect(staffTaps).toEqual(['pinpad-start']);
  expect(staffTaps.length).toBeLessThanOrEqual(MOST_STAFF_TAPS);
  await expect(page.getByTestId('pinpad-ready')).toBeVisible({ timeout: 10_000 });
});

test('the PIN keypad: 3x4 keys, dots, backspace, keyboard input, labelled keys (tablet portrait)', async ({
  page,
  request,
}, testInfo) => {
  const qr = await customerCard(request, 2000);
  await page.setViewportSize({ width: 768, height: 1024 });
  await staffSignedIn(page, 'S400');
  await page.getByTestId('staff-function-pinpad').click();
  await page.getByTestId('pinpad-amount-input').fill('2');
  await page.getByTestId('pinpad-start').click();
  await page.getByTestId('pinpad-by-qr').click();
  await page.getByTestId('pinpad-card').fill(qr);
  await page.getByTestId('pinpad-card-submit').click();
  const keypad = page.getByRole('group', { name: 'Wallet PIN' });
  await expect(keypad.getByRole('button')).toHaveCount(12);
  await keypad.getByRole('button', { name: '1', exact: true }).click();
  await keypad.getByRole('button', { name: '3', exact: true }).click();
  await keypad.getByRole('button', { name: '9', exact: true }).click();
  await expect(page.getByTestId('pinpad-pin')).toHaveAttribute('type', 'password');
  await expect(page.getByTestId('pinpad-pin')).toHaveValue('139');
  await keypad.getByRole('button', { name: 'Delete the last digit' }).click();
  await expect(keypad).toContainText('2 of 6 digits typed');
  await page.screenshot({ path: testInfo.outputPath('pinpad-keypad-768x1024.png') });
  // A hardware keyboard types into the same field.
  await page.getByTestId('pinpad-pin').press('5');
  await expect(page.getByTestId('pinpad-pin')).toHaveValue('135');
  await page.keyboard.type('790');
  await expect(page.getByTestId('pinpad-receipt')).toContainText('Paid $2.00 with card');

  // The staff PIN to leave is typed on the keypad too.
  await page.getByTestId('pinpad-leave').click();
  for (const digit of demoStaff('S400').pin) await page.getByTestId(`pinpad-staff-pin-key-${digit}`).click();
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: testInfo.outputPath('pinpad-staff-keypad-1024x768.png') });
  await page.getByTestId('pinpad-staff-pin-submit').click();
  await expect(page.getByTestId('pinpad-amount-entry')).toBeVisible();
});
