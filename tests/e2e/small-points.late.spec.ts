/**
 * A closed shop (docs/shop.md#closed): Harbour Park Wharf after 22:00 says when it opens again, and
 * a customer whose cart expired meanwhile is still told so. The server's clock moves on to the
 * night, so this spec is a '.late' one (playwright.config.ts runs it after every other spec).
 */
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm, advanceServerClock } from './account-helpers';
import { customerByApi, serverCall } from './parking-helpers';
import { expect, test } from './test';

const SHOP = 'harbour-wharf';
const ZONE = 'Pacific/Auckland';

/** Seconds from `now` to the first 22:30 in Auckland at least `atLeast` seconds away. */
function toHalfPastTen(now: number, atLeast: number): number {
  const local = new Date(new Date(now * 1000).toLocaleString('en-US', { timeZone: ZONE }));
  const minutes = local.getHours() * 60 + local.getMinutes();
  let wait = (22 * 60 + 30 - minutes) * 60;
  while (wait < atLeast) wait += 24 * 3600;
  return wait;
}

test('a closed shop says when it opens again, and a cart that expired meanwhile is still said', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await customerByApi(request, 'harbourpark');
  const cart = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/shop/cart`,
    { lines: [{ productId: 'flat-white', quantity: 1, options: [{ groupId: 'size', optionId: 'regular' }] }] },
    customer.token,
  );
  expect(cart.result.rtn, cart.result.dispMsg).toBe(1);
  const catalogue = await serverCall(request, customer.tenant, `/s/${SHOP}/api/shop/catalogue`, {});
  // The shop keeps a cart 45 minutes: 22:30 at least 46 minutes on, closed and the cart lapsed.
  await advanceServerClock(request, toHalfPastTen(Number(catalogue.result.now), 46 * 60));

  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('harbourpark'));
  await page.goto(`/shop/${SHOP}/login?redirect=${encodeURIComponent(`/shop/${SHOP}/order`)}`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/order$`));

  await expect(page.getByTestId('shop-order')).toHaveAttribute('data-state', 'closed', { timeout: 30_000 });
  await expect(page.getByRole('alert').first()).toHaveText('The shop is closed now');
  // Weekdays from 06:30, weekends from 07:30: the next morning.
  await expect(page.getByTestId('shop-next-opening')).toHaveText(/^Opens again .*(6|7):30/);
  await expect(page.getByTestId('cart-expired-note')).toHaveText('Your cart has expired. Please add your items again');
});
