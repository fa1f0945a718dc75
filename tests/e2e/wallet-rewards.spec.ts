/**
 * Spending points on a reward in My wallet (docs/wallet.md#rewards): a Harbour Park customer earns
 * points by paying a booking, spends 50 of them on PARK-5-OFF and finds its voucher under the
 * Vouchers tab, the Harbour Rewards card's points down by 50 and a `points_redeemed` row in its
 * history; WALLET-5, which the points do not cover, is shown but disabled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accountForm } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { AXE_TAGS, expect, test } from './test';
import { cardsByApi } from './wallet-helpers';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

async function logInTo(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto(`/shop/${SHOP}/${path}`);
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/login\\?redirect=`));
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/${path}$`));
}

/** The dialog steps are not navigations, so the watch of ./test.ts does not see them: each is checked here. */
async function expectAccessible(page: Page, step: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${step}`,
  ).toEqual([]);
}

const rewardsCard = (page: Page) => page.locator('[data-testid="wallet-card"][data-kind="loyalty"]');
const reward = (page: Page, code: string) => page.getByRole('dialog').locator(`[data-reward="${code}"]`);

test('spend 50 points on $5 off: the voucher under Vouchers, the points down by 50, a history row; a reward not covered is disabled', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  // Two day passes ($70 and the card surcharge) earn Harbour Rewards a point a dollar: at least 50, under 100.
  const entry = secondsFromNow(2);
  await bookedByApi(request, customer, SHOP, { offerCode: 'day-pass', entry, exit: entry + 24 * 3600, tickets: 2 });
  const points = (await cardsByApi(request, customer, SHOP)).find((c) => c.kind === 'loyalty')?.points ?? 0;
  expect(points).toBeGreaterThanOrEqual(50);
  expect(points).toBeLessThan(100);

  await logInTo(page, customer, 'mywallet');
  const card = rewardsCard(page);
  await expect(card.getByTestId('wallet-card-points')).toHaveText(String(points));
  // The stored-value card's programme has no rewards.
  await expect(page.locator('[data-kind="stored-value"]').getByRole('button', { name: 'Rewards' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Rewards' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('wallet-rewards-points')).toHaveText(`You have ${points} points.`);
  await expect(reward(page, 'WALLET-5').getByRole('button', { name: 'Spend 100 points' })).toBeDisabled();
  await expect(reward(page, 'WALLET-5').getByTestId('wallet-reward-short')).toHaveText(
    `You need ${100 - points} more points`,
  );
  await expect(reward(page, 'PARK-5-OFF')).toContainText('A voucher: $5.00 off parking');
  await expectAccessible(page, 'the rewards list');

  await reward(page, 'PARK-5-OFF').getByRole('button', { name: 'Spend 50 points' }).click();
  await expect(dialog.getByTestId('wallet-reward-confirm')).toContainText('Spend 50 points on $5 off your next stay?');
  await expect(dialog.getByTestId('wallet-reward-confirm')).toContainText(`You will have ${points - 50} points left.`);
  await expectAccessible(page, 'the confirmation');
  await dialog.getByTestId('wallet-reward-spend').click();
  const done = dialog.getByTestId('wallet-reward-redeemed');
  await expect(done).toContainText('$5 off your next stay is yours.');
  await expect(done).toContainText(`You have ${points - 50} points left.`);
  await expectAccessible(page, 'the result');

  // The points on the card are read again by themselves.
  await expect(card.getByTestId('wallet-card-points')).toHaveText(String(points - 50));
  await dialog.getByRole('link', { name: 'See my vouchers' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/mywallet\\?tab=vouchers$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('my-vouchers')).toContainText('$5 off your stay (points reward)');

  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(card.getByTestId('wallet-card-points')).toHaveText(String(points - 50));
  await card.getByRole('button', { name: 'History' }).click();
  const row = page.getByTestId('wallet-history-row').first();
  await expect(row).toHaveAttribute('data-action', 'points_redeemed');
  await expect(row).toContainText('Points spent on a reward');
  await expect(row).toContainText('$5 off your next stay');
  await expect(row.getByTestId('wallet-history-change')).toHaveText('-50 points');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // What is left covers neither reward now.
  await card.getByRole('button', { name: 'Rewards' }).click();
  await expect(reward(page, 'PARK-5-OFF').getByRole('button', { name: 'Spend 50 points' })).toBeDisabled();
  await expect(reward(page, 'WALLET-5').getByRole('button', { name: 'Spend 100 points' })).toBeDisabled();
});
