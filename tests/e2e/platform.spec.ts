/**
 * Platform rules seen in the browser (docs/rules.md): the phone country a site is configured with
 * (the example number and how a typed number is read), in both languages at phone size.
 */
import type { Page } from '@playwright/test';
import type { CountryCode } from 'libphonenumber-js/max';
import { phoneExample } from '../../server/tenants/phone-country';
import { accountForm, lastSms } from './account-helpers';
import { customerByApi, serverCall } from './parking-helpers';
import { expect, test } from './test';

/**
 * Serves the shop's tenant config with another phone country, as an operator's site setting would:
 * the country and its example number, which the server derives from it (server/tenants/phone-country.ts).
 */
async function withPhoneCountry(page: Page, country: CountryCode) {
  await page.route(/\/tenant-config\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, phoneCountry: country, phoneExample: phoneExample(country) } });
  });
}

test("the example number is the configured country's, and a number typed without + is read there", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/shop/harbour-central/signup');
  // Harbour Park is in Pacific/Auckland: New Zealand unless configured otherwise.
  await expect(page.getByText('For example 021 123 4567')).toBeVisible();

  await withPhoneCountry(page, 'SG');
  await page.reload();
  await expect(page.getByText('For example 8123 4567')).toBeVisible();
  // A Singapore mobile: 8 and a second digit 1-8 (80… and some 89… numbers are not mobiles, and a
  // remainder that began with 0 made one about one run in ten), then six digits.
  const now = Date.now();
  const subscriber = `8${1 + (now % 8)}${String(Math.floor(now / 8) % 1_000_000).padStart(6, '0')}`;
  await page.getByLabel(/^Mobile number/).fill(subscriber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel(/^Verification code/)).toBeVisible();
  // The server read the national number as Singaporean because the browser sent the site's country.
  const sms = await lastSms(request, 'harbourpark', { typed: subscriber, e164: `+65${subscriber}` });
  expect(sms.code).toMatch(/^[0-9]{4}$/);

  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.goto('/shop/harbour-central/login');
  await expect(page.getByText('例如 8123 4567').first()).toBeVisible();
});

test.describe('a visitor whose browser speaks Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test("the embed's 'shop not found' is in the visitor's language, at both phone sizes", async ({ page }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(size);
      const response = await page.goto('/embed/no-such-shop/page/about');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '未找到该商户' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    }
  });
});

test("an English browser gets the embed's 'shop not found' in English", async ({ page }) => {
  await page.goto('/embed/no-such-shop/page/about');
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
});

test("booking/success says 'Booking confirmed' only over a booking, in both languages", async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  await page.goto('/shop/harbour-central/booking/success');
  await expect(page).toHaveURL(/\/shop\/harbour-central\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/booking\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking not found');
  await expect(page.getByText('Booking confirmed')).toHaveCount(0);

  await page.goto('/shop/harbour-central/booking/success?booking=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking not found');
  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('未找到预订');
  await expect(page.getByText('预订成功')).toHaveCount(0);
});

test("an ended session says 'Login expired' once and, after login, returns to the page the customer was on", async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, 'harbourpark');
  await page.goto('/shop/harbour-central/mytickets');
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/mytickets$/);

  // The menu is opened first: with the session ended before it opened, the app could find out on its
  // own in between (seen in CI on 2026-11-24: the menu already offered 'Log in', and no Profile link).
  await page.getByRole('button', { name: 'Open menu' }).click();
  const profile = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' });
  await expect(profile).toBeVisible();
  // A password change through the API session signs the browser's session out.
  const changed = await serverCall(
    request,
    customer.tenant,
    '/cloud/harbourpark/account/changePwd',
    { oldPassword: customer.password, newPassword: 'Changed#2026' },
    customer.token,
  );
  expect(changed.result.rtn).toBe(1);
  await profile.click();

  await expect(page.getByText('Login expired').first()).toBeVisible();
  await expect(page.getByText('Login expired')).toHaveCount(1);
  await expect(page).toHaveURL(/\/shop\/harbour-central\/login\?redirect=%2Fshop%2Fharbour-central%2Fuser%2Fprofile$/);
  await expect(page.getByText('Login expired')).toHaveCount(1);
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill('Changed#2026');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/shop\/harbour-central\/user\/profile$/);
});

test("a server error shows 'System error' once, not also 'Connection failed', in both languages", async ({ page }) => {
  await page.route(/\/account\/getUserIdentifyCode$/, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/shop/harbour-central/signup');
  await page.getByLabel(/^Mobile number/).fill('021 555 0199');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('System error')).toHaveCount(1);
  await expect(page.getByText('Connection failed')).toHaveCount(0);

  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('系统错误')).toHaveCount(1);
  await expect(page.getByText('连接失败')).toHaveCount(0);
});
