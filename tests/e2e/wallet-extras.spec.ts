/**
 * Saved cards and vouchers end to end (docs/vouchers-and-invitations.md), on the real server with
 * its sandbox gateway: save a card on the gateway's card page and pay a booking with it without
 * any gateway page; collect a voucher by code and claim one by a link, and see its discount at checkout.
 */
import type { Page } from '@playwright/test';
import { accountForm } from './account-helpers';
import { customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

/** Opens `path`, which sends a signed-out visitor to login first; logs in and comes back. */
async function openLoggedIn(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

function checkoutPath(layout = 'shop', hoursAhead = 4): string {
  const entry = secondsFromNow(hoursAhead);
  return `/${layout}/${SHOP}/checkout?offer=hourly&entry=${entry}&exit=${entry + 2 * 3600}&tickets=1`;
}

test('save a card on the gateway page, then pay a booking with it without entering it again', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await openLoggedIn(page, customer, `/shop/${SHOP}/mycards`);
  await expect(page.getByTestId('cards-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const entry = page.getByRole('dialog').frameLocator('iframe');
  await entry.getByLabel('Card number').fill('4111 1111 1111 1111');
  await entry.getByLabel('Expiry (MM/YY)').fill('12/35');
  await entry.getByLabel('Name on card').fill('PAT PARKER');
  await entry.getByLabel('Security code (CVC)').fill('123');
  await entry.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card saved.')).toBeVisible({ timeout: 15_000 });
  const card = page.getByTestId('saved-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visa 4111*********111');
  await expect(card).toContainText('Default');
  await expect(card).toContainText('PAT PARKER');

  await page.goto(checkoutPath());
  await page.getByRole('radio', { name: /Visa 4111\*+111/ }).check();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Pay $13.20' }).click();
  // No gateway page: the saved card is charged at once.
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=[0-9a-f-]{36}$`), {
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Delete it again.
  await page.goto(`/shop/${SHOP}/mycards`);
  await page.getByRole('button', { name: 'Delete 4111*********111' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('cards-empty')).toBeVisible();
});

test('collect a voucher by code and another by a link; the discount shows at checkout', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  await openLoggedIn(page, customer, `/company/${SHOP}/mycards`);

  await page.goto(`/company/${SHOP}/voucher/HARBOUR10/collect`);
  await expect(page.getByTestId('voucher-code')).toHaveText('HARBOUR10');
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('coupon-code')).toHaveText(
    /Coupon code [2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
  );

  // A claim link: opening it shows the voucher and claims nothing; the button claims it.
  const minted = await request.post('/sandbox-api/links/voucher', { data: { shop: SHOP, campaign: 'WELCOME5' } });
  expect(minted.status()).toBe(200);
  const link = (await minted.json()) as { path: string };
  await page.goto(link.path);
  await expect(page.getByTestId('voucher-details')).toContainText('$5 off your first stay');
  await expect(page.getByTestId('voucher-details')).toContainText('On stays of $10.00 or more');
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();
  // The link works once: its owner, opening it again, is told the voucher is theirs (docs/vouchers-and-invitations.md#claim-links).
  await page.goto(link.path);
  await expect(page.getByText('This voucher is already in your wallet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('voucher-details')).toHaveCount(1);
  await expect(page.getByTestId('coupon-code')).toBeVisible();

  await page.goto(checkoutPath('company', 5));
  await expect(page.getByTestId('fee-total')).toContainText('$13.20');
  await page.getByTestId('voucher-select').locator('..').click();
  await page.getByRole('option', { name: '10% off parking' }).click();
  // 10 % of $13.00 off; the 1.5 % card surcharge on $11.70 is $0.18.
  await expect(page.getByTestId('fee-discount')).toContainText('$1.30');
  await expect(page.getByTestId('fee-total')).toContainText('$11.88');
  await page.getByTestId('voucher-select').locator('..').click();
  await page.getByRole('option', { name: '$5 off your first stay' }).click();
  await expect(page.getByTestId('fee-discount')).toContainText('$5.00');
  await expect(page.getByTestId('fee-total')).toContainText('$8.12');
});

test('accept a member invitation: another account is told so; the invitee becomes a member', async ({
  page,
  request,
}) => {
  const invitee = await customerByApi(request, TENANT);
  const other = await customerByApi(request, TENANT);
  const minted = await request.post('/sandbox-api/links/invitation', {
    data: { shop: SHOP, kind: 'member', phone: invitee.phone.e164 },
  });
  expect(minted.status()).toBe(200);
  const link = (await minted.json()) as { path: string };

  // Signed in as someone else: told so, and can switch.
  await openLoggedIn(page, other, `/company/${SHOP}/mycards`);
  await page.goto(link.path);
  await expect(page.getByText('This invitation is for another account')).toBeVisible();
  await page.getByRole('button', { name: 'Log in as another account' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(invitee.phone.typed);
  await accountForm(panel).password.fill(invitee.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${link.path}$`));
  await expect(page.getByText('You are invited to join Harbour Rewards.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${SHOP}/invitation/accepted\\?`));
  await expect(page.getByTestId('invitation-accepted')).toContainText('You are now a member of Harbour Rewards.');
  await expect(page.getByTestId('invitation-accepted')).toContainText(/Your card: 6036\*+\d{3}/);
});
