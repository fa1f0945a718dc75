/**
 * The server's first paint of shop pages (docs/architecture.md#first-paint): the page's HTML
 * carries the brand's bar and the screen's first image before any script; the app takes its place
 * without moving the image, and leaves none of it behind.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

const HTML = { accept: 'text/html' };

/** The box of an element as drawn (fractional pixels). */
async function exactBoxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return box;
}

/** Two boxes that differ by at most 1 px on every edge. */
function expectSameBox(
  actual: { x: number; y: number; width: number; height: number },
  expected: { x: number; y: number; width: number; height: number },
) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${key}: ${actual[key]} against ${expected[key]}`,
    ).toBeLessThanOrEqual(1);
  }
}

/** The box of an element, rounded to the pixel. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

test("the home and login pages' HTML carry the brand's bar and first image; a missing page carries none", async ({
  request,
}) => {
  const home = await (await request.get('/shop/harbour-central/home', { headers: HTML })).text();
  // The site's clock rides along (its zone, and its offsets for the next quarter hours), and the
  // tenant's languages, from which the app starts in the language the page will show.
  expect(home).toMatch(
    /<div id="first-paint" aria-hidden="true" lang="en-GB" data-site-zone="Pacific\/Auckland" data-zone-offsets="(\d+:\d+ ?){4}" data-tenant="harbourpark" data-languages="en-gb zh-hans" data-default-language="en-gb">[\s\S]*<\/div>\s*<div id="root"><\/div>/,
  );
  // Harbour Park's logo is a wordmark: the name is there, hidden on a phone as the app hides it.
  expect(home).toContain('<span class="fp-name fp-wordmark">Harbour Park</span>');
  expect(home).toContain('<img class="fp-banner" src="/tenant-assets/harbourpark/banner.svg" alt="">');

  const login = await (await request.get('/shop/harbour-central/login', { headers: HTML })).text();
  expect(login).toContain('<img class="fp-login" src="/tenant-assets/harbourpark/login.svg" alt="">');
  expect(login).not.toContain('fp-banner"');

  const missing = await request.get('/shop/harbour-central/nowhere', { headers: HTML });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="first-paint"');
});

test('before any script the first paint shows the banner where the app then draws it, and the app leaves nothing of it behind', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/shop/harbour-central/home');
  await expect(page.locator('#first-paint .fp-banner')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const painted = await boxOf(page, '#first-paint .fp-banner');

  await page.unroute('**/assets/*.js');
  await page.goto('/shop/harbour-central/home');
  await expect(page.getByText('Early bird', { exact: true }).first()).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  // The app's banner in the same box: not larger (a later, larger paint would be the page's LCP), not moved.
  expect(await boxOf(page, 'main img[alt="Harbour Park"]')).toEqual(painted);
});

test("a welcome-first home's HTML carries its welcome in the shop's first language, then its banner", async ({
  request,
}) => {
  const home = await (await request.get('/shop/lotus-plaza/home', { headers: HTML })).text();
  expect(home).toMatch(
    /<div id="first-paint" aria-hidden="true" lang="zh-Hans" data-site-zone="Australia\/Sydney" data-zone-offsets="[\d: ]+" data-tenant="lotus" data-languages="zh-hans en-gb ms-my" data-default-language="zh-hans">/,
  );
  expect(home).toMatch(
    /<section class="fp-welcome"><span class="fp-overline">(早上好|下午好|晚上好)<\/span><h1 class="fp-title">欢迎来到Lotus Plaza 莲花广场<\/h1><p class="fp-spot">Dixon Street Carpark 德信街停车场<\/p><\/section><img class="fp-banner" src="\/tenant-assets\/lotus\/banner.svg" alt="">/,
  );
  expect(home).not.toContain('fp-heading"');
});

test('before any script the first paint shows the welcome heading where the app then draws it, and the banner under it', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/shop/lotus-plaza/home');
  await expect(page.locator('#first-paint .fp-title')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const heading = await exactBoxOf(page, '#first-paint .fp-title');
  const section = await exactBoxOf(page, '#first-paint .fp-welcome');
  const banner = await exactBoxOf(page, '#first-paint .fp-banner');

  await page.unroute('**/assets/*.js');
  await page.goto('/shop/lotus-plaza/home');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎来到Lotus Plaza 莲花广场' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // The heading, the whole section (greeting line and spot included) and the banner under it do not move.
  // (The greeting's own box is its font's: the first paint may still show a fallback face there.)
  expectSameBox(await exactBoxOf(page, 'main h1'), heading);
  expectSameBox(await exactBoxOf(page, 'main section'), section);
  expectSameBox(await exactBoxOf(page, 'main img[src$="banner.svg"]'), banner);
});

test('the login screen replaces its first paint, its image in the same box', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/shop/harbour-central/login');
  const painted = await boxOf(page, '#first-paint .fp-login');

  await page.unroute('**/assets/*.js');
  await page.goto('/shop/harbour-central/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(await boxOf(page, 'main img[src$="login.svg"]')).toEqual(painted);
});

test('a shop page whose screen ends in the not-found page leaves no first paint behind', async ({ page }) => {
  await page.goto('/shop/harbour-central/page/no-such-page');
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test("a welcome-first home greets as its first paint did, without formatting a date: the site's clock comes with the page", async ({
  page,
}) => {
  // Counts the dates the page formats with Intl (the wall clock's way) before its first screen has settled.
  await page.addInitScript(() => {
    const counted = globalThis as unknown as { datesFormatted: number };
    counted.datesFormatted = 0;
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
    if (!format?.get) return;
    const get = format.get;
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      get(this: Intl.DateTimeFormat) {
        counted.datesFormatted += 1;
        return get.call(this);
      },
    });
  });
  const html = await (await page.request.get('/shop/lotus-plaza/home', { headers: HTML })).text();
  const drawn = /<span class="fp-overline">([^<]+)<\/span>/.exec(html)?.[1];
  expect(drawn).toBeTruthy();
  await page.goto('/shop/lotus-plaza/home');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎来到Lotus Plaza 莲花广场' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('main section').getByText(drawn as string, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { datesFormatted: number }).datesFormatted)).toBe(0);
});

test("a Chinese-first shop's page fetches its texts in Chinese only, and in English only once English was chosen there", async ({
  page,
}) => {
  // The 'common' texts of each language are a chunk of their own (common-<hash>.js).
  const fetched: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/common-[\w-]+\.js$/.test(response.url())) fetched.push(response.text());
  });
  await page.goto('/shop/lotus-plaza/home');
  await expect(page.getByRole('heading', { level: 1, name: '欢迎来到Lotus Plaza 莲花广场' })).toBeVisible();
  const chinese = await Promise.all(fetched);
  expect(chinese).toHaveLength(1);
  expect(chinese[0]).toContain('切换到');

  fetched.length = 0;
  await page.evaluate(() => localStorage.setItem('kerbside.language.lotus', 'en-gb'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const english = await Promise.all(fetched);
  expect(english).toHaveLength(1);
  expect(english[0]).toContain('Switch to');
});
