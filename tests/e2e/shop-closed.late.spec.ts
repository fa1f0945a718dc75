/**
 * A closed shop on the real server (docs/shop.md): Harbour Park Wharf after 22:00 shows its menu with
 * the message and no ordering. The server's clock moves on to the night (up to a day), so this spec
 * is a '.late' one: playwright.config.ts runs it after every other spec.
 */
import { languageStorageKey } from '../../src/i18n/language-preference';
import { advanceServerClock, tenantById } from './account-helpers';
import { serverCall } from './parking-helpers';
import { expect, test } from './test';

test('a closed shop: the menu shows with the message and no ordering (Harbour Park Wharf after 22:00)', async ({
  page,
  request,
}) => {
  const harbour = tenantById('harbourpark');
  const catalogue = await serverCall(request, harbour, '/s/harbour-wharf/api/shop/catalogue', {});
  const now = Number(catalogue.result.now);
  // Seconds from now to 22:30 tonight in Auckland (or 0 when the shop is already closed).
  const local = new Date(new Date(now * 1000).toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const minutes = local.getHours() * 60 + local.getMinutes();
  const wait = catalogue.result.state === 'closed' ? 0 : Math.max(0, (22 * 60 + 30 - minutes) * 60);
  if (wait > 0) await advanceServerClock(request, wait);
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'en-gb'), languageStorageKey('harbourpark'));
  await page.goto('/shop/harbour-wharf/order');
  await expect(page.getByTestId('shop-order')).toHaveAttribute('data-state', 'closed');
  await expect(page.getByRole('alert')).toHaveText('The shop is closed now');
  await expect(page.getByRole('heading', { name: 'Coffee', level: 2 }).first()).toBeVisible();
});
