/**
 * Shop ordering end to end on the real server (docs/shop.md): Lotus Plaza's menu, a product with
 * required option groups (Add disabled until they are chosen, with the reason), the cart priced by
 * the server, delivery into a zone and an address outside every zone, pickup at the first slot,
 * paying in the shared payment step (Lotus: the sandbox gateway's page by REDIRECT), and staff moving the order to ready while the status page
 * follows without a reload.
 */
import type { Page } from '@playwright/test';
import { advanceServerClock, matchBrowserClockToServer } from './account-helpers';
import { orderingCustomer, payAtGateway, posMove } from './shop-helpers';
import { expect, test } from './test';

async function addBeefNoodles(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Braised beef noodle soup/ }).click();
  const dialog = page.getByRole('dialog');
  // Size has a default; the noodles still need a choice: Add is disabled and says why.
  await expect(dialog.getByTestId('group-noodle-left')).toHaveText('Choose 1 more');
  await expect(dialog.getByRole('button', { name: /^Add/ })).toBeDisabled();
  await expect(dialog.getByTestId('add-reason')).toContainText('Noodles: Please choose 1 more');
  await dialog.getByLabel('Thin').check();
  await dialog.getByRole('button', { name: 'One more Marinated egg' }).click();
  await expect(dialog.getByTestId('group-noodle-left')).toHaveText('Done');
  // 16.80 + 2.00 (egg)
  await dialog.getByRole('button', { name: 'Add · $18.80' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-goods')).toHaveText('$18.80');
}

test('a delivery order with required options and a zone is paid and received', async ({ page, request }) => {
  await orderingCustomer(page, request);
  await addBeefNoodles(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Delivery').check();
  await page.getByLabel('Street address').fill('88 Dixon Street');
  await page.getByLabel('Postcode').fill('2000');
  await expect(page.getByTestId('zone')).toHaveText('Delivers to Haymarket and CBD · delivery $5.00');
  await expect(page.getByTestId('free-delivery')).toHaveText('Add $31.20 for free delivery');
  // 18.80 + 5.00 delivery + 0.50 card surcharge
  await page.getByRole('button', { name: 'Place order · $24.30' }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByText('1 × Braised beef noodle soup')).toBeVisible();
  await expect(page.getByText('Regular, Thin, Marinated egg +$2.00')).toBeVisible();
});

test('an address outside every zone is refused with the reason', async ({ page, request }) => {
  await orderingCustomer(page, request);
  await addBeefNoodles(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Street address').fill('1 Far Away Road');
  await page.getByLabel('Postcode').fill('3000');
  await expect(page.getByRole('alert')).toHaveText('Sorry, this address is outside our delivery zones');
  await expect(page.getByRole('button', { name: /Place order/ })).toBeDisabled();
});

test('a pickup order at the first allowed slot; staff move it to ready and the status page shows it without reloading', async ({
  page,
  request,
}) => {
  await orderingCustomer(page, request);
  await addBeefNoodles(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Pickup').check();
  // The first slot is chosen: the earliest after the 20-minute waiting time.
  await expect(page.getByLabel('Pickup time')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Place order · $19.30' }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByText(/^Pickup /)).toBeVisible();
  const orderId = page.url().split('/').pop() ?? '';
  await posMove(request, orderId, 'preparing');
  await posMove(request, orderId, 'ready');
  await expect(page.getByTestId('order-status')).toHaveText('Ready', { timeout: 15_000 });
});

test('a checkout left open past its first pickup slot offers the slots still possible, and the order takes the first of them', async ({
  page,
  request,
}) => {
  // The phone starts on the server's clock; the catalogue's 'now' confirms it (docs/shop.md#pickup).
  await matchBrowserClockToServer(page, request);
  await orderingCustomer(page, request);
  await addBeefNoodles(page);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Pickup').check();
  const pickupTime = page.getByLabel('Pickup time');
  await expect(pickupTime).not.toBeEmpty();
  const first = (await pickupTime.textContent()) ?? '';
  await pickupTime.click();
  // The next slot after 'as soon as possible': the first shown by its time of day under its day.
  const second =
    (await page
      .getByRole('option')
      .filter({ hasText: /^\d\d:\d\d$/ })
      .first()
      .textContent()) ?? '';
  await page.keyboard.press('Escape');
  // A quarter of an hour later (Lotus: 15-minute slots, 20 minutes' wait) the first slot is inside the wait.
  // The earliest slot left is offered as 'as soon as possible', by its time of day.
  await page.clock.fastForward('15:00');
  await expect(pickupTime).toHaveText(`As soon as possible · ${second}`);
  await pickupTime.click();
  await expect(page.getByRole('option', { name: first, exact: true })).toHaveCount(0);
  await expect(page.getByRole('option').first()).toHaveText(`As soon as possible · ${second}`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Place order · $19.30' }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByText(/^Pickup /)).toBeVisible();
});

test('a cart left longer than the shop keeps it has expired: the customer is told and starts again', async ({
  page,
  request,
}) => {
  await orderingCustomer(page, request);
  await addBeefNoodles(page);
  // Lotus Plaza keeps a cart 60 minutes after its last change.
  await advanceServerClock(request, 61 * 60);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/Your cart has expired\. Please add your items again/);
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByText('Your cart is empty. Choose something from the menu.')).toBeVisible();
});
