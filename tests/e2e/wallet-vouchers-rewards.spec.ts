/**
 * Vouchers in My wallet (docs/vouchers-and-invitations.md#in-the-wallet): a customer collects a
 * voucher and finds it under the Vouchers tab, filtered as active, used or expired, with its expiry
 * and what it applies to; the booking's success page shows the voucher's line
 * (docs/vouchers-and-invitations.md#at-checkout).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm } from './account-helpers';
import { customerByApi, decideSandboxPayment, secondsFromNow, serverCall, type Customer } from './parking-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

async function logIn(page: Page, customer: Customer, language = 'en-gb'): Promise<void> {
  await page.addInitScript(([key, lang]) => globalThis.localStorage.setItem(key, lang), [
    languageStorageKey(customer.tenant.id),
    language,
  ] as const);
  await page.goto(`/shop/${SHOP}/login`);
  const panel = page.locator('#login-panel-password');
  const zh = language === 'zh-hans';
  await (zh ? panel.getByRole('textbox', { name: '手机号码' }) : accountForm(panel).phone).fill(customer.phone.typed);
  await (zh ? panel.getByRole('textbox', { name: '密码' }) : accountForm(panel).password).fill(customer.password);
  await panel.getByRole('button', { name: zh ? '登录' : 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a collected voucher is found under the Vouchers tab of My wallet: active, then used', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  await logIn(page, customer);
  await page.goto(`/company/${SHOP}/voucher/HARBOUR10/collect`);
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();

  await page.goto(`/shop/${SHOP}/mywallet`);
  await expect(page.getByRole('tab', { name: 'Cards' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('my-voucher')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Vouchers' }).click();
  await expect(page).toHaveURL(/[?&]tab=vouchers/);
  const filters = page.getByTestId('voucher-filters');
  await expect(filters.getByRole('button', { name: 'Active (1)' })).toHaveAttribute('aria-pressed', 'true');
  const voucher = page.getByTestId('my-voucher');
  await expect(voucher).toHaveCount(1);
  await expect(voucher).toHaveAttribute('data-status', 'available');
  await expect(voucher).toContainText('10% off parking');
  await expect(voucher.getByTestId('voucher-scope')).toHaveText('For parking');
  await expect(voucher).toContainText('Valid until 31/12/2030');
  await filters.getByRole('button', { name: 'Used (0)' }).click();
  await expect(page.getByTestId('my-voucher')).toHaveCount(0);
  await expect(page.getByTestId('my-vouchers-none')).toHaveText('No voucher used yet.');
  await filters.getByRole('button', { name: 'Expired (0)' }).click();
  await expect(page.getByTestId('my-vouchers-none')).toHaveText('No expired vouchers.');

  // Used on a booking: it moves from Active to Used, with the booking's reference.
  const listed = await serverCall(request, customer.tenant, `/s/${SHOP}/api/voucher/list`, {}, customer.token);
  const voucherId = (listed.result.vouchers as Array<{ id: string }>)[0]?.id;
  const entry = secondsFromNow(1);
  const ordered = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/svc/order`,
    {
      idempotencyKey: randomUUID(),
      tickets: 1,
      paymentCode: 201,
      offerCode: 'hourly',
      entry,
      exit: entry + 7200,
      voucherId,
    },
    customer.token,
  );
  expect(ordered.result.rtn, ordered.result.dispMsg).toBe(1);
  const booking = ordered.result.booking as { reference: string };
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Active (0)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('my-vouchers-none')).toHaveText(
    'No active vouchers. Collect one with its code or a link.',
  );
  await filters.getByRole('button', { name: 'Used (1)' }).click();
  await expect(voucher).toHaveAttribute('data-status', 'applied');
  await expect(voucher).toContainText(`Used on ${booking.reference}`);
});

test('the Vouchers tab in Chinese', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  await serverCall(request, customer.tenant, `/s/${SHOP}/api/voucher/collect`, { code: 'HARBOUR10' }, customer.token);
  await logIn(page, customer, 'zh-hans');
  await page.goto(`/shop/${SHOP}/mywallet?tab=vouchers`);
  await expect(page.getByRole('tab', { name: '优惠券' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('voucher-filters').getByRole('button', { name: '可用（1）' })).toBeVisible();
  await expect(page.getByTestId('my-voucher').getByTestId('voucher-scope')).toBeVisible();
});

test("the checkout's success page shows the voucher's line: the fee before it, what it took off, the total", async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  const collected = await serverCall(
    request,
    customer.tenant,
    `/s/${SHOP}/api/voucher/collect`,
    { code: 'HARBOUR10' },
    customer.token,
  );
  expect(collected.result.rtn, collected.result.dispMsg).toBe(1);
  const voucherId = (collected.result.voucher as { id: string }).id;
  const entry = secondsFromNow(1);
  const base = `/s/${SHOP}/api`;
  const ordered = await serverCall(
    request,
    customer.tenant,
    `${base}/svc/order`,
    {
      idempotencyKey: randomUUID(),
      tickets: 1,
      paymentCode: 201,
      offerCode: 'hourly',
      entry,
      exit: entry + 7200,
      voucherId,
    },
    customer.token,
  );
  expect(ordered.result.rtn, ordered.result.dispMsg).toBe(1);
  const booking = ordered.result.booking as { bookingId: string; fee: number; surcharge: number; total: number };
  const started = await serverCall(
    request,
    customer.tenant,
    `${base}/svc/pay`,
    { idempotencyKey: randomUUID(), bookingId: booking.bookingId, paymentCode: 201 },
    customer.token,
  );
  expect(started.result.rtn, started.result.dispMsg).toBe(1);
  await decideSandboxPayment(request, String(started.result.gatewayUrl), 'approve');
  const status = await serverCall(
    request,
    customer.tenant,
    `${base}/svc/payStatus`,
    { txn: started.result.txn },
    customer.token,
  );
  expect(status.result.status).toBe('approved');
  const paid = status.result.booking as { fee: number; total: number };
  const listed = await serverCall(request, customer.tenant, `${base}/voucher/list`, {}, customer.token);
  const discount = (listed.result.vouchers as Array<{ discountGiven?: number }>)[0]?.discountGiven ?? 0;
  expect(discount).toBeGreaterThan(0);
  const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

  await logIn(page, customer);
  await page.goto(`/shop/${SHOP}/booking/success?booking=${booking.bookingId}`);
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt.getByTestId('receipt-voucher')).toHaveText(`−${dollars(discount)}`);
  await expect(receipt.getByRole('definition').filter({ hasText: '10% off parking' })).toBeVisible();
  await expect(receipt).toContainText(`Parking fee${dollars(paid.fee + discount)}`);
  await expect(receipt).toContainText(`Total paid${dollars(paid.total)}`);
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: test.info().outputPath(`success-voucher-en-gb-${width}x${height}.png`),
      fullPage: true,
    });
  }
  // The same session on a page in Chinese.
  const zh = await page.context().newPage();
  await zh.setViewportSize({ width: 320, height: 640 });
  await zh.addInitScript((key) => globalThis.localStorage.setItem(key, 'zh-hans'), languageStorageKey(TENANT));
  await zh.goto(`/shop/${SHOP}/booking/success?booking=${booking.bookingId}`);
  const zhReceipt = zh.getByTestId('booking-receipt');
  await expect(zhReceipt.getByTestId('receipt-voucher')).toHaveText(`−${dollars(discount)}`);
  await expect(zhReceipt).toContainText('优惠券');
  await expect(zhReceipt).toContainText('停车九折');
  await zh.screenshot({ path: test.info().outputPath('success-voucher-zh-hans-320x640.png'), fullPage: true });
});
