/**
 * The smaller details of a customer's journey (docs/vouchers-and-invitations.md#default-card, ...):
 * each test names the screen it looks at, and leaves screenshots at both phone sizes.
 */
import type { Page } from '@playwright/test';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { accountForm, nzMobile } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { orderingCustomer } from './shop-helpers';
import { expect, test } from './test';

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

/** Screenshots of the screen as it is, at both phone sizes, for a person to look at. */
async function phoneShots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}x${height}.png`), fullPage: true });
  }
}

test('the default saved card comes chosen at the parking checkout', async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  await openLoggedIn(page, customer, `/shop/${SHOP}/mycards`);
  await page.getByRole('button', { name: 'Add a card' }).click();
  const entry = page.getByRole('dialog').frameLocator('iframe');
  await entry.getByLabel('Card number').fill('4111 1111 1111 1111');
  await entry.getByLabel('Expiry (MM/YY)').fill('12/35');
  await entry.getByLabel('Name on card').fill('PAT PARKER');
  await entry.getByLabel('Security code (CVC)').fill('123');
  await entry.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('saved-card')).toContainText('Default', { timeout: 15_000 });

  const entryAt = secondsFromNow(4);
  await page.goto(`/shop/${SHOP}/checkout?offer=hourly&entry=${entryAt}&exit=${entryAt + 2 * 3600}&tickets=1`);
  await expect(page.getByRole('radio', { name: /Visa 4111\*+111/ })).toBeChecked();
  await phoneShots(page, 'checkout-default-card');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Pay $13.20' }).click();
  // Charged at once with the saved card: no gateway page.
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/booking/success\\?booking=[0-9a-f-]{36}$`), {
    timeout: 15_000,
  });
});

test('the cart says 1 item, and a delivery below the minimum says the amount and how much more', async ({
  page,
  request,
}) => {
  await orderingCustomer(page, request);
  await page.getByRole('button', { name: /Braised beef noodle soup/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Thin').check();
  await dialog.getByRole('button', { name: 'Add · $16.80' }).click();
  await expect(page.getByTestId('cart-summary')).toHaveText('View cart · 1 item · $16.80');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Delivery').check();
  await page.getByLabel('Street address').fill('1 Harris Street');
  // Ultimo and Pyrmont deliver from $25.00.
  await page.getByLabel('Postcode').fill('2007');
  await expect(page.getByTestId('delivery-minimum')).toHaveText(
    'Delivery needs an order of at least $25.00: add $8.20 more.',
  );
  await expect(page.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await phoneShots(page, 'shop-delivery-minimum-en-gb');
  // Runs after the helper's English one: the reload reads Chinese.
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'zh-hans'), languageStorageKey('lotus'));
  await page.reload();
  await expect(page.getByTestId('cart-summary')).toHaveText('查看购物车 · 1 件 · $16.80');
  await phoneShots(page, 'shop-cart-zh-hans');
});

test('asking for a password reset code again too soon says a code went out and when to ask again', async ({ page }) => {
  const phone = nzMobile();
  await page.goto(`/shop/${SHOP}/forgotpassword`);
  const form = accountForm(page);
  await form.phone.fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/If 021.* has an account, we have sent it a 4-digit code\./)).toBeVisible();
  await page.getByRole('button', { name: 'Change number' }).click();
  await form.phone.fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(/^If 021.* has an account, a 4-digit code was already sent to it a moment ago\.$/),
  ).toBeVisible();
  await expect(page.getByText(/we have sent/)).toHaveCount(0);
  await expect(page.getByText(/Please wait/)).toHaveCount(0);
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^Resend code in \d+ s$/);
  await phoneShots(page, 'forgot-password-again-en-gb');
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'zh-hans'), languageStorageKey('harbourpark'));
  await page.goto(`/shop/${SHOP}/forgotpassword`);
  await page.getByLabel(/^手机号码/).fill(phone.typed);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/刚才已向其发送过 4 位验证码/)).toBeVisible();
  await expect(page.getByText(/请等待/)).toHaveCount(0);
  await phoneShots(page, 'forgot-password-again-zh-hans');
});

test("the history dialog's custom dates show whole on a phone", async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  await page.setViewportSize({ width: 390, height: 844 });
  await openLoggedIn(page, customer, `/shop/${SHOP}/mywallet`);
  for (const [language, history, period, custom] of [
    ['en-gb', 'History', 'Period', 'Custom'],
    ['zh-hans', '记录', '期间', '自定义'],
  ] as const) {
    if (language === 'zh-hans') {
      await page.addInitScript(
        (key) => globalThis.localStorage.setItem(key, 'zh-hans'),
        languageStorageKey('harbourpark'),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
    }
    await page
      .locator('[data-testid="wallet-card"][data-kind="stored-value"]')
      .getByRole('button', { name: history })
      .click();
    await page.getByRole('combobox', { name: period }).click();
    await page.getByRole('option', { name: custom }).click();
    const dates = page.getByTestId('wallet-history-custom').locator('input[type="date"]');
    await expect(dates).toHaveCount(2);
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      // A date field narrower than this cuts its date short ('mm/dd/yyy') beside the calendar button.
      for (const field of await dates.all())
        expect((await field.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(150);
      await page.screenshot({ path: test.info().outputPath(`history-custom-${language}-${width}x${height}.png`) });
    }
  }
});

test('the install banner never covers the open menu', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('kerbside.language.harbourpark', 'en-gb');
    // A pass was shown on this phone before: the home page offers the app.
    localStorage.setItem('kerbside:install:v1:harbourpark', JSON.stringify({ intent: true }));
  });
  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/shop/${SHOP}/home`);
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    const banner = page.getByTestId('install-banner');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    // The open menu and its backdrop lie over the banner, not under it...
    const bannerBox = await banner.boundingBox();
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="install-banner"]') !== null,
        [bannerBox!.x + 20, bannerBox!.y + bannerBox!.height / 2],
      ),
    ).toBe(false);
    // ...and every entry of the menu is what a tap there reaches, the lowest ones too.
    for (const item of await menu.locator('a, button').all()) {
      const box = await item.boundingBox();
      if (!box || box.y + box.height / 2 > height) continue;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="install-banner"]') !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop, await item.innerText()).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`install-banner-menu-en-gb-${width}x${height}.png`) });
    await page.keyboard.press('Escape');
  }
});

test("a booking's receipt names the merchant and its business number", async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  const entry = secondsFromNow(4);
  const booking = await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
  await page.addInitScript(() => localStorage.setItem('kerbside.language.harbourpark', 'en-gb'));
  await openLoggedIn(page, customer, `/shop/${SHOP}/booking/success?booking=${booking.bookingId}`);
  const merchant = page.getByTestId('booking-receipt').getByTestId('receipt-merchant');
  await expect(merchant).toHaveText('Harbour ParkBusiness number NZBN 9429041534217');
  await phoneShots(page, 'receipt-merchant-en-gb');
  await page.addInitScript(() => localStorage.setItem('kerbside.language.harbourpark', 'zh-hans'));
  await page.reload();
  await expect(merchant).toHaveText('Harbour Park商业登记号 NZBN 9429041534217');
  await phoneShots(page, 'receipt-merchant-zh-hans');
});

test("pickup slots: 'as soon as possible' first, then by day and time", async ({ page, request }) => {
  await orderingCustomer(page, request);
  await page.getByRole('button', { name: /Braised beef noodle soup/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Thin').check();
  await dialog.getByRole('button', { name: 'Add · $16.80' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Pickup').check();
  const pickupTime = page.getByLabel('Pickup time');
  await expect(pickupTime).toHaveText(/^As soon as possible · \d\d:\d\d$/);
  await pickupTime.click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^As soon as possible · \d\d:\d\d$/);
  // The others by time of day alone, under their day: no date repeated on each line.
  const texts = await options.allTextContents();
  expect(texts.slice(1).filter((text) => !/^(\d\d:\d\d|Today|Tomorrow)$/.test(text))).toEqual([]);
  expect(texts.filter((text) => /^(Today|Tomorrow)$/.test(text)).length).toBeGreaterThan(0);
  expect(texts.filter((text) => /^\d\d:\d\d$/.test(text)).length).toBeGreaterThan(0);
  await phoneShots(page, 'pickup-slots-en-gb');
  await page.keyboard.press('Escape');
  await page.addInitScript((key) => globalThis.localStorage.setItem(key, 'zh-hans'), languageStorageKey('lotus'));
  await page.reload();
  await page.getByRole('button', { name: '去结账' }).click();
  await page.getByLabel('自取').check();
  await expect(page.getByTestId('checkout').getByRole('combobox').first()).toHaveText(/^尽快 · \d\d:\d\d$/);
  await page.getByTestId('checkout').getByRole('combobox').first().click();
  await expect(
    page
      .getByRole('listbox')
      .getByText(/^(今天|明天)$/)
      .first(),
  ).toBeVisible();
  await phoneShots(page, 'pickup-slots-zh-hans');
});
