/**
 * My orders (docs/shop.md#my-orders) on the real server: a Lotus customer orders for pickup and
 * pays; the menu leads to My orders, which lists the order with its status, opens its receipt (the
 * merchant's name and business number) and 'Order again' puts what is still sold back in the cart.
 */
import { orderingCustomer, payAtGateway, posMove } from './shop-helpers';
import { expect, test } from './test';

test('My orders: the order with its status, its receipt, and order again refills the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await orderingCustomer(page, request);
  await page
    .getByRole('button', { name: /Prawn dumplings/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Add/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Pickup').check();
  await expect(page.getByLabel('Pickup time')).not.toBeEmpty();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await payAtGateway(page);
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  const orderId = page.url().split('/').pop() ?? '';
  await posMove(request, orderId, 'preparing');

  // From the menu, My orders.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/shop\/lotus-plaza\/myorders$/);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  const card = page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('my-order-status')).toHaveText('Being prepared', { timeout: 15_000 });
  await expect(card).toContainText(/1 × Prawn dumplings \(4\)/);

  // Its receipt names the merchant and its business number.
  await card.getByRole('link', { name: /^Receipt of order/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/lotus-plaza/order/${orderId}$`));
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-merchant')).toContainText('ABN 51 824 753 556');

  // Order again: back to My orders, and the cart holds the order's items again.
  await page.goBack();
  await card.getByRole('link', { name: /^Order again/ }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/lotus-plaza/order\\?reorder=${orderId}$`));
  await expect(page.getByTestId('cart-line')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByTestId('cart-line')).toContainText('Prawn dumplings');
});

test("another customer's orders are not listed: a new customer's My orders is empty and leads to ordering", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await orderingCustomer(page, request);
  await page.goto('/shop/lotus-plaza/myorders');
  await expect(page.getByTestId('my-orders-empty')).toContainText('You have not ordered here yet.');
  await page.getByTestId('my-orders-empty').getByRole('link', { name: 'Order online' }).click();
  await expect(page).toHaveURL(/\/shop\/lotus-plaza\/order$/);
});
