/**
 * The admin content area on the real server (docs/admin.md): staff sign in with their staff
 * accounts, edit content from its JSON Schema, publish it now or at a time, and customers see it
 * on the company site; a stale save is refused, a role missing hides the menu item and the API
 * answers 403, an earlier version comes back from the audit log, and a number configuration refuses text.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { advanceServerClock, matchBrowserClockToServer } from './account-helpers';
import { demoStaff } from './staff-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';
const CONFLICT = 'Someone else changed this item; reload to see their version';

// Times typed into the publish fields are the browser's; the server's clock decides.
test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 800 } });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Signs in at the admin login; `chinese` flips the area to Chinese first (the language button). */
async function adminLogin(page: Page, staffCode: string, { chinese = false } = {}): Promise<void> {
  await page.goto(`/admin/${SHOP}/login`);
  if (chinese) await page.getByTestId('admin-language').click();
  await page.getByTestId('admin-login').fill(staffCode);
  await page.getByTestId('admin-password').fill(demoStaff(staffCode).password);
  await page.getByTestId('admin-sign-in').click();
  await page.getByTestId('admin-pin').fill(demoStaff(staffCode).pin);
  await page.getByTestId('admin-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}$`));
}

/** The staff token the admin area keeps in this tab (docs/staff.md#sessions), for calling the API as that staff member. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((tenant) => sessionStorage.getItem(`kerbside.staff.${tenant}.token`), TENANT);
  expect(token).toBeTruthy();
  return token ?? '';
}

async function newSlide(page: Page, title: string): Promise<void> {
  await page.goto(`/admin/${SHOP}/carousels`);
  await page.getByTestId('content-new').click();
  await page.locator('#root_image').fill('banner.svg');
  await page.locator('#root_title_en-gb').fill(title);
  await page.locator('#root_title_zh-hans').fill(`${title} 中文`);
  await page.getByTestId('content-create').click();
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
}

function localInput(date: Date): string {
  return date.toISOString().slice(0, 16);
}

async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.post('/sandbox-api/clock/advance', { data: { seconds: 1 } });
  expect(response.status()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

test('an admin creates a carousel slide, publishes it and sees it on the company site in both languages', async ({
  page,
  request,
}) => {
  await matchBrowserClockToServer(page, request);
  const title = `Spring offer ${unique()}`;
  await adminLogin(page, 'S100');
  await newSlide(page, title);
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Published.');
  await expect(page.getByTestId('item-state')).toHaveText('Live');

  await page.goto(`/company/${SHOP}/site`);
  await expect(page.getByTestId('site-carousel')).toContainText(title);
  await page
    .getByRole('button', { name: /中文|Chinese|language/i })
    .first()
    .click();
  await expect(page.getByTestId('site-carousel')).toContainText(`${title} 中文`);
});

test('a slide scheduled for later appears on the company site when its time comes (sandbox clock)', async ({
  page,
  request,
}) => {
  await matchBrowserClockToServer(page, request);
  const title = `Scheduled ${unique()}`;
  await adminLogin(page, 'S100');
  await newSlide(page, title);
  const at = new Date((await serverNow(request)).getTime() + 2 * 3600_000);
  await page.getByTestId('publish-at').fill(localInput(at));
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Scheduled');

  await page.goto(`/company/${SHOP}/site`);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByTestId('site-carousel')).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await advanceServerClock(request, 2 * 3600 + 60);
  await page.reload();
  await expect(page.getByTestId('site-carousel')).toContainText(title);
});

test('a page with a script in its HTML renders without it, in every layout', async ({ page }) => {
  const pageId = `e2e-${unique()}`;
  await adminLogin(page, 'S100');
  await page.goto(`/admin/${SHOP}/pages`);
  await page.getByTestId('content-new').click();
  await page.locator('#root_pageId').fill(pageId);
  await page.locator('#root_title_en-gb').fill('Opening hours');
  await page.locator('#root_title_zh-hans').fill('营业时间');
  await page.getByTestId('root_html_en-gb-source-toggle').click();
  await page
    .getByTestId('root_html_en-gb-source')
    .fill('<p>Open every day.</p><script>window.__pwned = 1</script><img src="x" alt="" onerror="window.__pwned = 2">');
  await page.getByTestId('content-create').click();
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Live');

  for (const layout of ['company', 'shop', 'app', 'embed']) {
    await page.goto(`/${layout}/${SHOP}/page/${pageId}`);
    const body = page.getByTestId('content-page');
    await expect(body).toContainText('Open every day.');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
});

test("a second editor's stale save is refused with a clear message, and saves after reloading", async ({
  page,
  browser,
}) => {
  const title = `Two editors ${unique()}`;
  await adminLogin(page, 'S100');
  await newSlide(page, title);
  const url = page.url();

  const other = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();
  await adminLogin(second, 'S500');
  await second.goto(url);
  await expect(second.locator('#root_title_en-gb')).toHaveValue(title);

  await page.locator('#root_title_en-gb').fill(`${title} (first)`);
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Draft saved.');

  await second.locator('#root_title_en-gb').fill(`${title} (second)`);
  await second.getByTestId('content-save').click();
  await expect(second.getByTestId('edit-conflict')).toContainText(CONFLICT);
  await expect(second.getByTestId('content-save')).toBeDisabled();
  await second.getByTestId('edit-reload').click();
  await expect(second.locator('#root_title_en-gb')).toHaveValue(`${title} (first)`);
  await second.locator('#root_title_en-gb').fill(`${title} (second)`);
  await second.getByTestId('content-save').click();
  await expect(second.getByTestId('edit-feedback')).toHaveText('Draft saved.');
  await other.close();
});

test('a staff member without the content role sees no such menu item, gets no permission at the URL, and the API answers 403', async ({
  page,
  request,
}) => {
  await adminLogin(page, 'S600');
  const menu = page.getByTestId('admin-menu');
  await expect(menu.getByTestId('admin-menu-configurations')).toBeVisible();
  await expect(menu.getByTestId('admin-menu-carousels')).toHaveCount(0);
  await expect(menu.getByTestId('admin-menu-pages')).toHaveCount(0);
  await expect(menu.getByTestId('admin-menu-members')).toHaveCount(0);
  await expect(menu.getByTestId('admin-menu-permissionConfig')).toBeVisible();
  await expect(menu.getByTestId('admin-menu-permissionContent')).toHaveCount(0);

  await page.goto(`/admin/${SHOP}/carousels`);
  await expect(page).toHaveURL(/\/403$/);

  const token = await tokenOf(page);
  const list = await request.get(`/cloud/${TENANT}/admin/content/carousel`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(403);
  const create = await request.post(`/cloud/${TENANT}/admin/content/carousel`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { document: { image: 'banner.svg' } },
  });
  expect(create.status()).toBe(403);
});

test('restoring a previous version from the audit log brings its draft back', async ({ page }) => {
  const title = `Restore me ${unique()}`;
  await adminLogin(page, 'S100');
  await newSlide(page, title);
  await page.locator('#root_title_en-gb').fill(`${title} (changed)`);
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Draft saved.');
  await expect(page.getByTestId('history-entry')).toHaveCount(2);

  await page.getByTestId('restore-1').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Version restored as the draft. Publish it to show it.');
  await expect(page.locator('#root_title_en-gb')).toHaveValue(title);
  await expect(page.getByTestId('history-entry')).toHaveCount(3);
  await expect(page.getByTestId('history-list')).toContainText('restored');
});

test('a configuration of type number refuses text, in the browser and at the server', async ({ page, request }) => {
  const name = `e2e.limit.${unique()}`;
  await adminLogin(page, 'S600');
  await page.getByTestId('admin-menu-configurations').click();
  await page.getByTestId('content-new').click();
  await page.locator('#root_name').fill(name);
  await page.locator('#root_valueType').click();
  await page.getByRole('option', { name: 'number' }).click();
  await page.getByTestId('config-value').fill('twelve');
  await expect(page.getByText('Please enter a number').first()).toBeVisible();
  await page.getByTestId('content-create').click();
  await expect(page).toHaveURL(/\/configurations\/new$/);

  const token = await tokenOf(page);
  const refused = await request.post(`/cloud/${TENANT}/admin/content/configuration`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { document: { name, valueType: 'number', value: 'twelve' } },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('CONFIG_VALUE_NOT_NUMBER');

  await page.getByTestId('config-value').fill('12');
  await page.getByTestId('content-create').click();
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
});

test('a deleted slide waits in the bin, comes back as a draft from it, and recent activity lists every change', async ({
  page,
}) => {
  const title = `Binned ${unique()}`;
  await adminLogin(page, 'S500');
  await newSlide(page, title);
  await page.getByTestId('content-delete').click();
  await page.getByTestId('content-delete-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}/carousels$`));

  await page.getByTestId('admin-menu-deleted').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}/deleted$`));
  const row = page.getByTestId('bin-row').filter({ hasText: title });
  await expect(row).toContainText('Carousel slide · deleted');
  await expect(row).toContainText('Riley');
  await row.getByTestId('bin-restore').click();
  await expect(page.getByTestId('bin-feedback')).toHaveText(new RegExp(`“${title}” is back as a draft`));
  await expect(page.getByTestId('bin-row').filter({ hasText: title })).toHaveCount(0);
  await page.getByTestId('bin-open').click();
  await expect(page.locator('#root_title_en-gb')).toHaveValue(title);
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await expect(page.getByTestId('history-list')).toContainText('restored');

  await page.getByTestId('admin-menu-activity').click();
  const entries = page.getByTestId('activity-entry');
  await expect(entries.first()).toContainText('Carousel slide · restored · v3');
  await expect(entries.nth(1)).toContainText('Carousel slide · deleted · v2');
  await expect(entries.nth(2)).toContainText('Carousel slide · created · v1');
  await entries.first().click();
  await expect(page.locator('#root_title_en-gb')).toHaveValue(title);
});

test('in Chinese the bin, the activity and the forms speak Chinese; a members-only admin has neither, and the server refuses their calls', async ({
  page,
  request,
}) => {
  await adminLogin(page, 'S700');
  const menu = page.getByTestId('admin-menu');
  await expect(menu.getByTestId('admin-menu-members')).toBeVisible();
  await expect(menu.getByTestId('admin-menu-deleted')).toHaveCount(0);
  await expect(menu.getByTestId('admin-menu-activity')).toHaveCount(0);
  await page.goto(`/admin/${SHOP}/deleted`);
  await expect(page).toHaveURL(/\/403$/);
  await page.goto(`/admin/${SHOP}/activity`);
  await expect(page).toHaveURL(/\/403$/);
  // The server answers the bin's reads 403 for them too (the activity answers none of their types).
  const token = await tokenOf(page);
  expect(
    (
      await request.get(`/cloud/${TENANT}/admin/content/page`, { headers: { Authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(403);
  const activity = await request.get(`/cloud/${TENANT}/admin/activity`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await activity.json()) as { entries: unknown[] }).entries).toEqual([]);

  // Another staff member on a fresh tab, who reads Chinese.
  await page.evaluate(() => sessionStorage.clear());
  await adminLogin(page, 'S600', { chinese: true });
  await page.getByTestId('admin-menu-deleted').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('已删除内容');
  await page.getByTestId('admin-menu-activity').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('最近动态');
  // The form's fields are titled and described in Chinese too (the admin catalogue's fields.configuration).
  await page.getByTestId('admin-menu-configurations').click();
  await page.getByTestId('content-new').click();
  await expect(page.getByLabel('名称')).toBeVisible();
  await expect(page.getByText('此设置的用途（可选）。')).toBeVisible();
  await expect(page.getByText('Value type')).toHaveCount(0);
});

test('an unknown solutions kind on the company site is the not-found screen; a known one lists its solutions', async ({
  page,
}) => {
  await page.goto(`/company/${SHOP}/solutions/drones`);
  await expect(page.getByRole('heading', { name: 'Solutions not found' })).toBeVisible();
  await expect(page.getByText('This site has no solutions of this kind.')).toBeVisible();
  await expect(page.getByTestId('content-solution')).toHaveCount(0);
  await page.goto(`/company/${SHOP}/solutions/pos`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('POS solutions');
  await expect(page.getByRole('heading', { name: 'Solutions not found' })).toHaveCount(0);
});
