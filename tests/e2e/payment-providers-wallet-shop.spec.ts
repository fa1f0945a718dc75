/**
 * A wallet top-up and a shop order paid through each remote payment provider in the browser
 * (docs/payment-providers.md#testing), on the providers' world (payment-providers-world.ts): the
 * fixture tenant with one method per provider and wallet, each pointed at its local double, a
 * stored-value programme that tops up, and a shop with one product. For each method the customer
 * tops up the card on the provider's hosted page (REDIRECT) and comes back to the wallet, credited
 * once; then orders from the shop, pays on the provider's page, and comes back to the order received.
 */
import { formatMoney } from '../../src/lib/money';
import { auMobile } from './account-helpers';
import { customerByApi } from './parking-helpers';
import { expect, FLAT_WHITE, logInTo, METHODS, SHOP, test } from './payment-providers-world';

// A journey through a provider's page and back, on a server of its own: longer than a screen's.
test.describe.configure({ timeout: 120_000 });

const TOP_UP = 1000;

for (const journey of METHODS) {
  const label = `${journey.provider} (${journey.method.paymentType})`;

  test(`${label}: tops up the wallet on its page; the card is credited once`, async ({
    page,
    request,
    providersWorld,
  }) => {
    const customer = await customerByApi(request, providersWorld.tenant, auMobile());
    await logInTo(page, customer, 'mywallet');
    const card = page.locator('[data-testid="wallet-card"][data-kind="stored-value"]');
    await expect(card.getByTestId('wallet-card-balance')).toHaveText(formatMoney(0));

    await card.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: formatMoney(TOP_UP), exact: true }).click();
    await dialog.getByRole('radio', { name: String(journey.method.name) }).check();
    await dialog.getByRole('button', { name: `Pay ${formatMoney(TOP_UP)}` }).click();
    // The provider's own page (REDIRECT), then back to the wallet, which asks the server for the outcome.
    await expect(page).not.toHaveURL(new RegExp(`^${providersWorld.server.baseUrl}`));
    await journey.approve(page);
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/mywallet\\?topup=`), { timeout: 15_000 });
    await expect(page.getByTestId('wallet-top-up-credited')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(card.getByTestId('wallet-card-balance')).toHaveText(formatMoney(TOP_UP));
    // Closed, the result forgets its top-up: the address no longer asks to confirm it.
    await expect(page).not.toHaveURL(/[?&]topup=/);

    // Once: the provider's notification and the return page both settled it, one history row.
    await page.reload();
    await expect(card.getByTestId('wallet-card-balance')).toHaveText(formatMoney(TOP_UP));
    await card.getByRole('button', { name: 'History' }).click();
    // The card's history also holds its 'Card issued' row; the top-up is there exactly once.
    const topUps = page.locator('[data-testid="wallet-history-row"][data-action="top_up"]');
    await expect(topUps).toHaveCount(1);
    await expect(topUps.first().getByTestId('wallet-history-change')).toHaveText(`+${formatMoney(TOP_UP)}`);
  });

  test(`${label}: pays a shop order on its page; the order is received`, async ({ page, request, providersWorld }) => {
    const customer = await customerByApi(request, providersWorld.tenant, auMobile());
    await logInTo(page, customer, 'order');
    await page.getByRole('button', { name: new RegExp(FLAT_WHITE.name) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^Add`) })
      .click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByLabel('Pickup time')).not.toBeEmpty();
    await page.getByLabel('Pay with').click();
    await page.getByRole('option', { name: String(journey.method.name) }).click();
    await page.getByRole('button', { name: `Place order · ${formatMoney(FLAT_WHITE.price)}` }).click();

    await expect(page).not.toHaveURL(new RegExp(`^${providersWorld.server.baseUrl}`));
    await journey.approve(page);
    // Providers hand their reference back in the query (Windcave ?sessionId=, PayPal ?token=&PayerID=).
    await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order/[0-9a-f-]{36}(\\?[\\w=&-]+)?$`), {
      timeout: 15_000,
    });
    await expect(page.getByTestId('order-status')).toHaveText('Order received', { timeout: 15_000 });
    await expect(page.getByText(`1 × ${FLAT_WHITE.name}`)).toBeVisible();
  });
}
