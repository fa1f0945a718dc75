/**
 * Where features meet (docs/rules.md#links-stay-in-brand): every link a layout renders for a
 * signed-in customer leads to a screen of that layout and shop, never to a 404 or out of the brand;
 * a path that is no screen of a layout says 'Page not found' in the shop's own frame, with its way
 * home in that layout; collecting a voucher offers 'Book parking' in the layout it was collected in.
 */
import type { Page } from '@playwright/test';
import { isFeatureEnabled } from '../../src/config/features';
import type { LayoutName, Tenant } from '../../src/generated/tenant';
import { languageStorageKey } from '../../src/i18n/language-preference';
import { LAYOUT_LANDING } from '../../src/lib/route-table';
import { matchScreenRoute } from '../../src/navigation/screen-match';
import { parseLayoutPath } from '../../src/navigation/special-paths';
import { accountForm, auMobile } from './account-helpers';
import { demoTenants } from './demo-tenants';
import { customerByApi, type Customer } from './parking-helpers';
import { expect, test } from './test';

/** Screens a crawl of one layout opens at most: each screen once, whatever its parameters. */
const MAX_SCREENS = 12;

async function inLanguage(page: Page, tenantId: string, language: string): Promise<void> {
  await page.addInitScript(([key, chosen]) => globalThis.localStorage.setItem(key, chosen), [
    languageStorageKey(tenantId),
    language,
  ] as const);
}

const inEnglish = (page: Page, tenantId: string) => inLanguage(page, tenantId, 'en-gb');

async function logIn(page: Page, customer: Customer, shop: string): Promise<void> {
  await page.goto(`/shop/${shop}/login`);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The app's own links on the page (same origin), as paths with their query. */
async function linksOnPage(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

/**
 * Why a link of `layout` at `shop` is wrong, or null when it leads to a screen of that layout and
 * shop (embed, which has no screens of its own to browse, may lead to the shop layout of its shop).
 */
function wrongLink(tenant: Tenant, layout: LayoutName, shop: string, link: string): string | null {
  const pathname = link.split('?')[0] ?? '';
  if (pathname.startsWith('/tenant-assets/') || pathname.startsWith('/api/')) return null;
  const parsed = parseLayoutPath(pathname);
  if (!parsed) return 'leaves the brand (no shop in the path)';
  if (parsed.shop.toLowerCase() !== shop.toLowerCase()) return `leads to another shop (${parsed.shop})`;
  if (parsed.layout !== layout && !(layout === 'embed' && parsed.layout === 'shop'))
    return `leaves the layout for ${parsed.layout}`;
  const rest = parsed.rest === '' ? LAYOUT_LANDING[parsed.layout] : parsed.rest;
  const reservation = isFeatureEnabled(tenant, 'reservation');
  if (rest === null || !matchScreenRoute(parsed.layout, rest, { reservation })) return 'is no screen of its layout';
  return null;
}

const START: Record<LayoutName, string> = { shop: 'home', app: 'home', company: 'site', embed: 'page/terms' };

for (const tenant of demoTenants()) {
  const site = tenant.sites[0]!;
  const shop = site.shopCode;
  test(`every link of every layout stays in ${tenant.id}'s brand and leads to a screen`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await inEnglish(page, tenant.id);
    const customer = await customerByApi(
      request,
      tenant.id,
      tenant.locale.timeZone?.startsWith('Australia') === true ? auMobile() : undefined,
    );
    await logIn(page, customer, shop);
    const wrong: string[] = [];
    for (const layout of site.layouts) {
      const seenScreens = new Set<string>();
      const seenLinks = new Set<string>();
      const queue = [`/${layout}/${shop}/${START[layout]}`];
      while (queue.length > 0 && seenScreens.size < MAX_SCREENS) {
        const path = queue.shift()!;
        const parsed = parseLayoutPath(path.split('?')[0]!);
        const screen = parsed && matchScreenRoute(parsed.layout, parsed.rest || 'home', { reservation: true });
        const key = `${parsed?.layout}:${screen?.screen ?? path}`;
        if (seenScreens.has(key)) continue;
        seenScreens.add(key);
        await page.goto(path);
        await expect(page.locator('main').first()).toBeVisible();
        await page
          .locator('[role="progressbar"]')
          .first()
          .waitFor({ state: 'hidden', timeout: 3_000 })
          .catch(() => undefined);
        for (const link of await linksOnPage(page)) {
          if (seenLinks.has(link)) continue;
          seenLinks.add(link);
          const problem = wrongLink(tenant, layout, shop, link);
          if (problem) wrong.push(`${path}: ${link} ${problem}`);
          else if (parseLayoutPath(link.split('?')[0]!)?.layout === layout) queue.push(link);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
}

test('a path that is no screen of a layout says so in the brand, and its way home stays there', async ({ page }) => {
  await inEnglish(page, 'harbourpark');
  const response = await page.goto('/company/harbour-central/home');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/company\/harbour-central\/home$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('header img[src*="/tenant-assets/harbourpark/"]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/company\/harbour-central\/site$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test("after collecting a voucher, 'Book parking' opens the layout's booking screen", async ({ page, request }) => {
  await inEnglish(page, 'harbourpark');
  const customer = await customerByApi(request, 'harbourpark');
  await logIn(page, customer, 'harbour-central');
  await page.goto('/company/harbour-central/voucher/HARBOUR10/collect');
  await page.getByRole('button', { name: 'Collect voucher' }).click();
  await expect(page.getByText('The voucher is in your wallet.', { exact: false })).toBeVisible();
  // What it applies to is said, and its details are shown once (docs/vouchers-and-invitations.md#scope).
  await expect(page.getByTestId('voucher-scope')).toHaveText('For parking');
  await expect(page.getByTestId('voucher-details')).toHaveCount(1);
  await page.getByRole('link', { name: 'Book parking' }).click();
  await expect(page).toHaveURL(/\/company\/harbour-central\/site$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  await expect(page.locator('header img[src*="/tenant-assets/harbourpark/"]').first()).toBeVisible();
});

test('online ordering is reachable from the pages of a shop that takes orders, and only there', async ({ page }) => {
  await inEnglish(page, 'lotus');
  await page.goto('/shop/lotus-plaza/aboutus');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order online' }).click();
  await expect(page).toHaveURL(/\/shop\/lotus-plaza\/order$/);
  await page.goto('/shop/lotus-plaza/home');
  await page.getByTestId('home-order-link').click();
  await expect(page).toHaveURL(/\/shop\/lotus-plaza\/order$/);
  // A car park without a shop offers none.
  await page.goto('/shop/lotus-garden/home');
  await expect(page.getByTestId('home-order-link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Order online' }),
  ).toHaveCount(0);
});

test("Lotus's pages and Lotus Garden's notices are written in each language it offers, not only Chinese", async ({
  page,
}) => {
  await inEnglish(page, 'lotus');
  await page.goto('/shop/lotus-plaza/page/terms');
  await expect(page.getByRole('heading', { name: 'Parking terms' })).toBeVisible();
  await expect(page.getByText('All prices are in Australian dollars and include GST.')).toBeVisible();
  await page.goto('/shop/lotus-garden/home');
  await expect(
    page.getByText('Next to the Chinese Garden of Friendship and the International Convention Centre'),
  ).toBeVisible();
  await expect(page.getByText('Entry from Harbour Street: follow the signs')).toBeVisible();
  await expect(page.getByText('入口位于海港街，请沿指示牌进入')).toHaveCount(0);
});

test("Lotus's company site in Malay: the slides and footer its admins write are in Bahasa Malaysia", async ({
  page,
}) => {
  await inLanguage(page, 'lotus', 'ms-my');
  await page.goto('/company/lotus-plaza/site');
  await expect(page.getByText('Letak kereta di tengah-tengah Haymarket')).toBeVisible();
  await expect(page.getByText('Perlukan bantuan?')).toBeVisible();
  await expect(page.getByText('在唐人街中心轻松停车')).toHaveCount(0);
  await expect(page.getByText('需要帮助？')).toHaveCount(0);
});
