import { expect, test } from './test';

test('an unknown shop shows a proper "Shop not found" page', async ({ page }) => {
  const response = await page.goto('/shop/no-such-shop/home');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
  await expect(page.getByText('no-such-shop')).toBeVisible();
});

test('an unknown path goes to /404 with a way home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // A reload of /404 itself is a 404 too.
  expect((await page.reload())?.status()).toBe(404);
});

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('/403 offers a way back home', async ({ page }) => {
  await page.goto('/403');
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/home$/);
});

test('area detection is case-insensitive: /SHOP/... finds the shop', async ({ page }) => {
  await page.goto('/shop/HARBOUR-CENTRAL/home');
  await expect(page.getByText('Early bird', { exact: true }).first()).toBeVisible();
});

test('the language switch turns the app into Chinese and remembers it', async ({ page }) => {
  await page.goto('/shop/harbour-central/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('link', { name: '我的停车票' }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('the menu navigates inside the real layout; my tickets asks a visitor to log in first and comes back', async ({
  page,
}) => {
  await page.goto('/shop/greenway-valley/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My tickets' }).click();
  await expect(page).toHaveURL(/\/shop\/greenway-valley\/login\?redirect=%2Fshop%2Fgreenway-valley%2Fmytickets$/);
  await expect(page.getByRole('heading', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.locator('header img[src*="/tenant-assets/greenway/"]')).toBeVisible();
});

test('every route of the app layout answers with its screen, not the 404', async ({ page }) => {
  // Fifteen screens, each checked by axe as it opens: three tests' time.
  test.slow();
  for (const route of [
    'login',
    'signup',
    'forgotpassword',
    'user/profile',
    'daterange',
    'checkout',
    'pay',
    'pay/T1',
    'booking/success',
    'mycards',
    'pinpad/home',
    'mytickets',
    'account/edit/home',
    'my/qrcode/home',
    'info/parking-rules/home',
  ]) {
    await page.goto(`/app/harbour-central/${route}`);
    await expect(page, route).not.toHaveURL(/\/404$/);
    await expect(page.locator('main h1, main h2').first(), route).toBeVisible();
  }
});
