/**
 * A third language from the tenant's configuration (docs/rules.md#languages): Lotus offers
 * zh-hans, en-gb and ms-my, and ships nothing but its locale list and its texts per language; the
 * UI strings are the app's ms-my locale files. A customer on a phone switches to Bahasa Malaysia
 * with the language button and books parking in it, from the home page to the confirmation and
 * My tickets, and the choice is kept. Screenshots at 390x844.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { auMobile, matchBrowserClockToServer } from './account-helpers';
import { customerByApi, type Customer } from './parking-helpers';
import { workerServerURL } from './servers';

const SHOP = 'lotus-plaza';
const SHOTS = 'test-results/ms-my';

let customer: Customer;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: workerServerURL() });
  try {
    customer = await customerByApi(api, 'lotus', auMobile());
  } finally {
    await api.dispose();
  }
});

/** Presses the language button until the page is in Bahasa Malaysia (Lotus: 中文 → English → BM). */
async function switchToMalay(page: Page): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'zh-Hans');
  for (const [from, to] of [
    ['zh-Hans', 'en-GB'],
    ['en-GB', 'ms-MY'],
  ] as const) {
    await expect(html).toHaveAttribute('lang', from);
    await page.getByRole('button', { name: /^(切换到|Switch to )/ }).click();
    await expect(html).toHaveAttribute('lang', to);
  }
}

test('books parking in Bahasa Malaysia from the home page to My tickets', async ({ page, request }) => {
  // Other specs move this server's clock forward: the date screen's default entry must be in its future.
  await matchBrowserClockToServer(page, request);
  await page.goto(`/shop/${SHOP}/home`);
  await switchToMalay(page);

  // The home page: the app's words and the tenant's own texts in Malay.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selamat datang ke Lotus Plaza 莲花广场');
  await expect(page.getByText('Dibuka 24/7 – masuk dari Dixon Street')).toBeVisible();
  await expect(page.getByText('Had ketinggian kenderaan 2.0 m')).toBeVisible();
  const hourly = page.locator('[data-testid="offer-card"][data-offer="hourly"]');
  await expect(hourly.getByText('Tersedia')).toBeVisible();
  await expect(hourly.getByText(/sejam$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1-home.png`, fullPage: true });

  await hourly.getByRole('link', { name: 'Tempah Ikut jam' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/daterange\\?offer=hourly$`));
  await expect(page.getByTestId('stay-summary')).toContainText('Tempoh 2 jam');
  await expect(page.getByRole('button', { name: 'Tambah tiket' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/2-date-time.png`, fullPage: true });
  await page.getByRole('button', { name: 'Teruskan' }).click();

  // Checkout needs a login, in Malay too.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  const phone = panel.getByLabel(/^Nombor telefon bimbit/);
  const password = panel.getByLabel(/^Kata laluan/);
  await expect(phone).toBeVisible();
  await expect(page.getByText('Selamat kembali ke Lotus Parking 莲花停车.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/3-login.png`, fullPage: true });
  await phone.fill(customer.phone.typed);
  await password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log masuk' }).click();

  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/checkout\\?offer=hourly&entry=\\d+&exit=\\d+&tickets=1$`));
  const choice = page.getByTestId('booking-choice');
  await expect(choice).toContainText('Tempat letak kereta');
  await expect(choice).toContainText('Tempoh2 jam');
  const fee = page.getByTestId('fee-breakdown');
  await expect(fee.getByTestId('fee-total')).toContainText('Jumlah');
  const pay = page.getByRole('button', { name: /^Bayar / });
  await pay.click();
  await expect(page.getByTestId('flow-message')).toHaveText('Sila terima terma dan syarat');
  await page.getByRole('checkbox', { name: /Saya menerima/ }).check();
  await page.screenshot({ path: `${SHOTS}/4-checkout.png`, fullPage: true });
  await pay.click();

  // The sandbox gateway's page (Lotus Plaza pays by redirect), then back to the confirmation.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=[0-9a-f-]{36}$`), {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Tempahan disahkan' })).toBeVisible();
  await expect(page.getByText('Letak kereta anda telah ditempah. Tunjukkan pas QR anda di pintu masuk.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/5-confirmed.png`, fullPage: true });

  await page.getByRole('link', { name: 'Tunjukkan pas QR saya' }).click();
  await expect(page.getByRole('img', { name: /^Pas QR untuk tiket / })).toHaveCount(1);
  await expect(page.getByText('Tunjukkan kod QR di pintu untuk masuk dan keluar.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/6-pass.png`, fullPage: true });

  // The choice is kept: the next visit opens in Malay.
  await page.goto(`/shop/${SHOP}/home`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selamat datang ke Lotus Plaza 莲花广场');
});
