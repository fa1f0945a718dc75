/**
 * Configurations take effect where customers see them (docs/admin.md#configuration-effects): an
 * admin overrides the tenant file's heroImage with an uploaded picture, publishes it, and the
 * company site shows that picture at its top; unpublishing brings the tenant file's picture back.
 */
import sharp from 'sharp';
import { expect, test } from './test';

const SHOP = 'harbour-central';
const PASSWORD = 'Staff-demo1';
const PIN = '2468';

test.use({ viewport: { width: 1366, height: 768 } });

test('an admin publishes heroImage and the company site shows it at its top', async ({ page }) => {
  await page.goto(`/company/${SHOP}/site`);
  // Before: the tenant file's starting configuration (banner.svg) is the hero picture.
  await expect(page.getByTestId('site-hero-image')).toHaveAttribute(
    'src',
    /\/tenant-assets\/harbourpark\/banner\.svg$/,
  );

  await page.goto(`/admin/${SHOP}/login`);
  await page.getByTestId('admin-login').fill('S100');
  await page.getByTestId('admin-password').fill(PASSWORD);
  await page.getByTestId('admin-sign-in').click();
  await page.getByTestId('admin-pin').fill(PIN);
  await page.getByTestId('admin-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${SHOP}$`));

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
