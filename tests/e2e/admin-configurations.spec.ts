/**
 * Configurations take effect where customers see them (docs/admin.md#configuration-effects): an
 * admin overrides the tenant file's heroImage with an uploaded picture, publishes it, and the
 * company site shows that picture at its top; unpublishing brings the tenant file's picture back.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { demoStaff } from './staff-helpers';
import { expect, test } from './test';

const SHOP = 'harbour-central';

test.use({ viewport: { width: 1366, height: 768 } });

async function adminLogin(page: Page, staffCode: string): Promise<void> {
  await page.goto(`/admin/${SHOP}/login`);
  await page.getByTestId('admin-login').fill(staffCode);
  await page.getByTestId('admin-password').fill(demoStaff(staffCode).password);
  await page.getByTestId('admin-sign-in').click();
  await page.getByTestId('admin-pin').fill(demoStaff(staffCode).pin);
  await page.getByTestId('admin-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}$`));
}

test('an admin publishes heroImage and the company site shows it at its top', async ({ page }) => {
  await page.goto(`/company/${SHOP}/site`);
  // Before: the tenant file's starting configuration (banner.svg) is the hero picture.
  await expect(page.getByTestId('site-hero-image')).toHaveAttribute(
    'src',
    /\/tenant-assets\/harbourpark\/banner\.svg$/,
  );

  await adminLogin(page, 'S100');

  await page.getByTestId('admin-menu-configurations').click();
  await page.getByTestId('starting-list').getByText('heroImage', { exact: true }).click();
  await expect(page.locator('#root_name')).toHaveValue('heroImage');
  const png = await sharp({ create: { width: 96, height: 30, channels: 3, background: '#1b7f5a' } })
    .png()
    .toBuffer();
  await page.getByTestId('root_value-file').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#root_value')).toHaveValue(/^\/tenant-assets\/harbourpark\//);
  const uploaded = await page.locator('#root_value').inputValue();
  await page.getByTestId('content-create').click();
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Live');
  const editUrl = page.url();

  await page.goto(`/company/${SHOP}/site`);
  const hero = page.getByTestId('site-hero-image');
  await expect(hero).toHaveAttribute('src', uploaded);
  // The picture itself arrived (a broken image would hide itself).
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await page.screenshot({ path: test.info().outputPath('company-site-hero.png') });

  await page.goto(editUrl);
  await page.getByTestId('content-unpublish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await page.goto(`/company/${SHOP}/site`);
  await expect(page.getByTestId('site-hero-image')).toHaveAttribute('src', /banner\.svg$/);
});

test("the other demo tenants' configurations show on their company sites", async ({ page }) => {
  // greenway: tagline and the EV rate; lotus: the members banner and free minutes (docs/admin.md#configuration-effects).
  await page.goto('/company/greenway-southbank/site');
  await expect(page.getByTestId('site-tagline')).toHaveText('Park light, travel green');
  await expect(page.getByTestId('site-prices')).toContainText('EV charging 42¢ per kWh');
  await page.screenshot({ path: test.info().outputPath('greenway-company-site.png') });
  await page.goto('/company/lotus-plaza/site');
  await expect(page.getByTestId('site-members-banner')).toBeVisible();
  await expect(page.getByTestId('site-members-banner').getByRole('link')).toHaveAttribute(
    'href',
    '/company/lotus-plaza/signup',
  );
  await expect(page.getByTestId('site-prices')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lotus-company-site.png') });
});

test("staff refused an admin route go home to the dashboard; lists show page ids and the members' ids once", async ({
  page,
}) => {
  await adminLogin(page, 'S700');
  await page.goto(`/admin/${SHOP}/carousels`);
  await expect(page).toHaveURL(/\/403$/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}$`));

  await page.getByTestId('admin-menu-members').click();
  await expect(page.getByTestId('members-list')).toContainText('Morgan (admin) · S100');
  await expect(page.getByTestId('members-list')).not.toContainText(') (S');
  await page.screenshot({ path: test.info().outputPath('admin-members.png') });

  // A tab of its own: the staff session lives in the tab (docs/staff.md#sessions).
  page = await page.context().newPage();
  await adminLogin(page, 'S100');
  const pageId = `opening-${Date.now().toString(36)}`;
  const token = await page.evaluate(() => sessionStorage.getItem('kerbside.staff.harbourpark.token'));
  const created = await page.request.post('/cloud/harbourpark/admin/content/page', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: { document: { pageId, title: 'Opening hours', html: '<p>Open every day.</p>' } },
  });
  expect(created.status()).toBe(201);
  await page.getByTestId('admin-menu-pages').click();
  await expect(page.getByTestId('content-list')).toContainText(`Page id: ${pageId}`);
  await page.screenshot({ path: test.info().outputPath('admin-pages.png') });
  await page.getByTestId('admin-menu-configurations').click();
  await expect(page.getByText('or publish another configuration with the same name')).toBeVisible();
  await expect(page.getByText('same page id')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-configurations.png') });
});
