/**
 * The app's own offer to install it (docs/installable-app.md#install-offer), on the real server.
 * Chrome's `beforeinstallprompt` is dispatched by the test (a headless browser never decides to
 * offer on its own): an event with `prompt()` and `userChoice`, as Chromium's. The home page's
 * banner comes only after the customer has shown a pass, calls prompt() from 'Install', and goes
 * away after the answer or 'Not now' (remembered); the menu's entry stays while the offer is there;
 * an iPhone gets the Share -> Add to Home Screen steps.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { accountForm, auMobile, nzMobile } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow } from './parking-helpers';
import { expect, test } from './test';

const BRANDS = [
  { tenant: 'harbourpark', shop: 'harbour-central', shortName: 'Harbour Park', phone: nzMobile },
  { tenant: 'lotus', shop: 'lotus-plaza', shortName: 'Lotus', phone: auMobile },
] as const;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Phone screenshots for review when INSTALLABLE_SHOTS_DIR is set: 390x844 and 320x640, English and
 * Chinese. `open` shows what is photographed again after the language switch (a menu closes for it).
 */
async function shot(page: Page, name: string, open?: () => Promise<void>) {
  const dir = process.env.INSTALLABLE_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [language, next] of [
    ['en-gb', '简体中文'],
    ['zh-hans', 'English'],
  ] as const) {
    for (const size of [
      { width: 390, height: 844 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, `${name}-${language}-${size.width}.png`) });
    }
    if (open) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: /^(Main menu|主菜单)$/ })).toHaveCount(0);
    }
    await page
      .getByRole('button', { name: new RegExp(`^(Switch to |切换到)${next}`) })
      .first()
      .click();
    await page.waitForTimeout(500);
    if (open) await open();
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The test reads the English screens: a brand that starts in Chinese is switched to English (the header's switch still works). */
async function startInEnglish(page: Page, tenant: string) {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'en-gb');
  }, `kerbside.language.${tenant}`);
}

/** Chrome's offer, as Chromium fires it: cancelable, with prompt() (counted) and the customer's answer. Returns whether the app kept it. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((answer) => {
    const counter = window as unknown as { installPrompts: number };
    counter.installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        counter.installPrompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const promptsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0);

/** The installed app's part (and with it the banner, on the home page) loads once the page has settled. */
async function settled(page: Page) {
  // The suite's step wait (playwright.config.ts): longer under CI, where a slow machine settles late.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/InstallBanner-')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(300);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

for (const brand of BRANDS) {
  test(`${brand.shortName}: the app offers to install itself once a pass was shown, and stops when told`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await startInEnglish(page, brand.tenant);
    const home = `/shop/${brand.shop}/home`;
    const installLabel = `Install ${brand.shortName}`;
    const banner = page.getByTestId('install-banner');

    // A first visit: Chrome's offer is kept (its own mini bar is stopped), the menu offers the app, the home page does not yet.
    await page.goto(home);
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    await settled(page);
    await expect(banner).toHaveCount(0);
    await openMenu(page);
    await expect(page.getByRole('button', { name: installLabel })).toBeVisible();
    await page.keyboard.press('Escape');

    // The customer shows a pass (the moment the installed app helps: it opens passes with no signal).
    const customer = await customerByApi(request, brand.tenant, brand.phone());
    const entry = secondsFromNow(3.5);
    const booking = await bookedByApi(request, customer, brand.shop, {
      offerCode: 'hourly',
      entry,
      exit: entry + 2 * 3600,
    });
    await page.goto(`/shop/${brand.shop}/mytickets?booking=${booking.bookingId}`);
    const panel = page.locator('#login-panel-password');
    await accountForm(panel).phone.fill(customer.phone.typed);
    await accountForm(panel).password.fill(customer.password);
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('img', { name: `QR pass for ticket ${booking.passes[0]?.ticketNo ?? ''}` }),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `kerbside:install:v1:${brand.tenant}`))
      .toContain('"intent":true');
    // The phone as it is now, for the iPhone below: signed in, a pass shown, nothing dismissed.
    const afterPass = await page.context().storageState();

    // Now the home page offers it; 'Install' opens Chrome's dialog, and once answered the offer is gone.
    await page.goto(home);
    await offerInstall(page, 'accepted');
    await settled(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: installLabel })).toBeVisible();
    await shot(page, `${brand.shop}-install-banner`);
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await promptsShown(page)).toBe(1);
    await openMenu(page);
    await expect(page.getByTestId('install-menu-item')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Offered again (say it was uninstalled): 'Not now' puts the banner away for good on this phone...
    await page.reload();
    await offerInstall(page, 'dismissed');
    await settled(page);
    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toHaveCount(0);
    expect(await promptsShown(page)).toBe(0);
    await page.reload();
    await offerInstall(page, 'dismissed');
    await settled(page);
    await expect(banner).toHaveCount(0);
    // ...while the menu's entry still opens Chrome's dialog, and closes the menu.
    await openMenu(page);
    await shot(page, `${brand.shop}-install-menu`, () =>
      page.getByRole('button', { name: /^(Open menu|打开菜单)$/ }).click(),
    );
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.getByRole('button', { name: installLabel }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    expect(await promptsShown(page)).toBe(1);

    // Installed from Chrome's own button: the offer is gone at once.
    await page.reload();
    await offerInstall(page, 'dismissed');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await settled(page);
    await openMenu(page);
    await expect(page.getByTestId('install-menu-item')).toHaveCount(0);

    // An iPhone has no offer event: the same customer's phone gets Safari's steps, in the banner and the menu.
    const iphone = await browser.newContext({
      baseURL,
      storageState: afterPass,
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const phone = await iphone.newPage();
      await phone.goto(home);
      await settled(phone);
      const steps = phone.getByTestId('install-banner');
      await expect(steps).toContainText('Tap Share, then Add to Home Screen.');
      await expect(steps.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
      await shot(phone, `${brand.shop}-install-ios`);
      await expect(steps).toContainText('Tap Share, then Add to Home Screen.');
      await steps.getByRole('button', { name: 'Got it' }).click();
      await expect(steps).toHaveCount(0);
      await openMenu(phone);
      await phone.getByRole('button', { name: installLabel }).click();
      await expect(phone.getByTestId('ios-install-steps')).toBeVisible();
    } finally {
      await iphone.close();
    }
  });
}

test('opened from the home screen as the installed app, the app offers nothing', async ({ page }) => {
  // What Safari tells a page opened from the home screen (navigator.standalone); Chrome's equivalent,
  // display-mode: standalone, cannot be emulated in this Chromium, and is read by the same check.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  await page.goto('/shop/harbour-central/home');
  expect(await offerInstall(page, 'dismissed')).toBe(true);
  await settled(page);
  await expect(page.getByTestId('install-banner')).toHaveCount(0);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'My tickets' })).toBeVisible();
  await expect(page.getByTestId('install-menu-item')).toHaveCount(0);
});
