/**
 * The installable per-brand app (issue 'Installable per-brand app, and a pass that works with no
 * signal'; docs/installable-app.md), on the real server: each brand's page links its own manifest,
 * Chrome finds the app installable for two brands, the service worker registers for the shop's
 * layout, and a QR pass shown once still opens with no network (marked offline) until logout.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../../scripts/chromium-path';
import { accountForm, auMobile, nzMobile } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { expect, test } from './test';

test.use({ serviceWorkers: 'allow' });

const BRANDS = [
  {
    name: 'Harbour Park',
    shop: 'harbour-central',
    theme: '#0b2545',
    background: '#f3f7f9',
    openMenu: 'Open menu',
    install: 'Install Harbour Park',
  },
  {
    name: 'Lotus Parking 莲花停车',
    shop: 'lotus-plaza',
    theme: '#a4161a',
    background: '#fdf8f3',
    openMenu: '打开菜单',
    install: '安装“Lotus”应用',
  },
] as const;
/** The service worker of the build the test server serves. */
const BUILT_WORKER = path.resolve('dist/app/sw.js');
const HARBOUR = { tenant: 'harbourpark', shop: 'harbour-central' } as const;
/** Brands whose offline passes are checked (and photographed): Harbour Park, and Lotus, which starts in Chinese. */
const OFFLINE_BRANDS = [
  { ...HARBOUR, phone: nzMobile },
  { tenant: 'lotus', shop: 'lotus-plaza', phone: auMobile },
] as const;
const myTickets = (shop: string) => `/shop/${shop}/mytickets`;

/**
 * Phone screenshots for review, only when INSTALLABLE_SHOTS_DIR is set: at 390x844 and 320x640, in
 * English and (switched with the header's language button, and back) Chinese.
 */
async function shot(page: Page, name: string) {
  const dir = process.env.INSTALLABLE_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const sizes = [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ];
  const toggle = (language: string) =>
    page.getByRole('button', { name: new RegExp(`^(Switch to |切换到)${language}`) }).first();
  for (const [language, next] of [
    ['en-gb', '简体中文'],
    ['zh-hans', 'English'],
  ] as const) {
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(dir, `${name}-${language}-${size.width}.png`) });
    }
    await toggle(next).click();
    await page.waitForTimeout(500);
  }
  await page.setViewportSize(sizes[0] ?? { width: 390, height: 844 });
}

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  start_url: string;
  scope: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

async function linkedManifest(page: Page): Promise<{ href: string; manifest: Manifest }> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  return { href: href ?? '', manifest: (await response.json()) as Manifest };
}

/** The registration of the page's service worker, once it is active. */
async function activeWorkerScope(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

test("each brand's page links its own manifest, with the brand's name and colours", async ({ page }) => {
  const seen: Manifest[] = [];
  for (const brand of BRANDS) {
    await page.goto(`/shop/${brand.shop}/home`);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.theme);
    const { href, manifest } = await linkedManifest(page);
    expect(href).toBe(`/pwa/shop/${brand.shop}/manifest.webmanifest`);
    expect(manifest).toMatchObject({
      name: brand.name,
      theme_color: brand.theme,
      background_color: brand.background,
      start_url: `/shop/${brand.shop}/home`,
      scope: `/shop/${brand.shop}/`,
    });
    // Each icon the manifest names is there, a PNG of the size it says.
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    seen.push(manifest);
  }
  expect(seen[0]?.name).not.toBe(seen[1]?.name);
  expect(seen[0]?.theme_color).not.toBe(seen[1]?.theme_color);
  expect(seen[0]?.icons[0]?.src).not.toBe(seen[1]?.icons[0]?.src);
});

test("Chrome's installability check passes for two brands, the service worker registers for the shop's layout, and Chrome's install offer reaches the menu", async ({
  baseURL,
}) => {
  // The suite runs in Debian's Chromium only (playwright.config.ts), whose DevTools protocol this check uses.
  // Chrome never offers to install from an incognito profile, which every test context is: this
  // check runs in a profile of its own, as a customer's browser would.
  const profile = mkdtempSync(path.join(tmpdir(), 'kerbside-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const brand of BRANDS) {
      await page.goto(`/app/${brand.shop}/home`);
      expect(await activeWorkerScope(page)).toMatch(new RegExp(`/app/${brand.shop}/$`));
      // The check Lighthouse's installable audit ran (Lighthouse 12 dropped its PWA category).
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors, brand.shop).toEqual([]);
      const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
      expect(url).toMatch(new RegExp(`/pwa/app/${brand.shop}/manifest\\.webmanifest$`));
      await cdp.detach();
      // Chrome then makes its install offer (beforeinstallprompt, within a moment of the load): the app
      // kept it, and its menu offers the brand's app (docs/installable-app.md#install-offer).
      await page.getByRole('button', { name: brand.openMenu }).click();
      await expect(page.getByRole('button', { name: brand.install })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function logIn(page: Page, customer: Customer, shop: string) {
  await page.goto(myTickets(shop));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${myTickets(shop)}$`));
}

/** The test reads the English screens: a brand that starts in Chinese is switched to English (the header's switch still works). */
async function startInEnglish(page: Page, tenant: string) {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, 'en-gb');
  }, `kerbside.language.${tenant}`);
}

/** No font face or image of the page failed to load (offline: the worker had a copy of each). */
async function expectNothingMissing(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const missing: string[] = [];
        document.fonts.forEach((face) => {
          if (face.status === 'error') missing.push(`font ${face.family} ${face.weight}`);
        });
        for (const image of Array.from(document.images))
          if (image.complete && image.naturalWidth === 0) missing.push(`image ${image.src}`);
        return missing;
      }),
    )
    .toEqual([]);
}

/** A QR pass has been drawn (dark modules on its canvas). */
async function expectDrawnPass(page: Page, ticketNo: string) {
  const canvas = page.getByRole('img', { name: `QR pass for ticket ${ticketNo}` });
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const node = element as HTMLCanvasElement;
        const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) dark += 1;
        return dark;
      }),
    )
    .toBeGreaterThan(1000);
}

for (const brand of OFFLINE_BRANDS) {
  test(`a QR pass shown once opens with no network, marked offline, until the customer logs out (${brand.shop})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const MY_TICKETS = myTickets(brand.shop);
    await startInEnglish(page, brand.tenant);
    const customer = await customerByApi(request, brand.tenant, brand.phone());
    const entry = secondsFromNow(3.5);
    const booking = await bookedByApi(request, customer, brand.shop, {
      offerCode: 'hourly',
      entry,
      exit: entry + 2 * 3600,
    });
    const pass = booking.passes[0];
    expect(pass).toBeDefined();
    const ticketNo = pass?.ticketNo ?? '';

    await logIn(page, customer, brand.shop);
    await expect(page.getByTestId('ticket-list')).toContainText(booking.reference);
    await page.getByTestId('ticket-list').getByRole('link').first().click();
    await expectDrawnPass(page, ticketNo);
    await expect(page.getByTestId('offline-note')).toHaveCount(0);
    // The worker controls the page (it is registered a few seconds after load, and claims the page).
    await activeWorkerScope(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    // Back to the list in the open app: the phone's copy, marked offline with its time.
    await page.getByRole('link', { name: '← My tickets' }).click();
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await expect(page.getByTestId('offline-note')).toContainText('Offline.');
    await expect(page.getByTestId('offline-note')).toContainText('last updated');
    await expect(page.getByTestId('ticket-list')).toContainText(booking.reference);
    await shot(page, `${brand.shop}-offline-list-in-app`);

    // Opened again from nothing (a cold start at the barrier): the worker serves the app, the pass still draws.
    await page.goto(`${MY_TICKETS}?booking=${booking.bookingId}`);
    await expect(page.getByTestId('ticket-detail')).toHaveAttribute('data-offline', 'true');
    await expect(page.getByTestId('offline-note')).toBeVisible();
    await expectDrawnPass(page, ticketNo);
    await expect(page.getByTestId('qr-pass')).toHaveAttribute('data-offline', 'true');
    // The brand's type and pictures come from the worker's copies too, and the offline bar says what works.
    await expectNothingMissing(page);
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await shot(page, `${brand.shop}-offline-pass`);
    // Nothing that needs the server is offered offline.
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await page.goto(MY_TICKETS);
    await expect(page.getByTestId('ticket-list')).toContainText(booking.reference);
    await expectNothingMissing(page);
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await shot(page, `${brand.shop}-offline-list`);

    // Back online, logging out removes the phone's copy.
    await context.setOffline(false);
    await page.goto(`/shop/${brand.shop}/user/profile`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${brand.shop}/home$`));
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('kerbside:offline')),
    );
    expect(kept).toEqual([]);
    await context.setOffline(true);
    await page.goto(MY_TICKETS);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByTestId('ticket-list')).toHaveCount(0);
    await expect(page.getByText(booking.reference)).toHaveCount(0);
  });
}

test("a new version is offered, not forced: 'Update now' switches to it and reloads", async ({ page }) => {
  await page.goto(`/shop/${HARBOUR.shop}/home`);
  await activeWorkerScope(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // A deploy: the next time the app asks, /sw.js is a different script (a new build's precache list).
  // The server serves the build in dist/app; the test changes its worker and puts it back after.
  const original = readFileSync(BUILT_WORKER, 'utf8');
  writeFileSync(BUILT_WORKER, `${original}\n// next build\n`);
  try {
    await checkForUpdateAndAccept(page, firstWorker);
  } finally {
    writeFileSync(BUILT_WORKER, original);
  }
});

async function checkForUpdateAndAccept(page: Page, firstWorker: string | undefined) {
  // The app asks each time it is shown again (and hourly); a customer coming back to it does this.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of the app is ready.');
  await shot(page, 'update-prompt');
  // The old version keeps serving until the customer says so.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
    .toBeNull();
}
