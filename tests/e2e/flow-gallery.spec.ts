import { readFile } from 'node:fs/promises';
import { expect, test } from './test';

/** The flow gallery (docs/flows.md#gallery): a tenant's flows, a diagram to explore, its downloads. */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

test('lists a tenant’s flows, opens booking, reads a state’s description and downloads the SVG', async ({ page }) => {
  await page.goto('/flows/harbourpark');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Park: how the app works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Book parking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Pay', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Log in by text code' })).toBeVisible();

  // The wharf has no SMS login: its list leaves that flow out.
  await page.getByLabel('Site').click();
  await page.getByRole('option', { name: /Wharf/ }).click();
  await expect(page).toHaveURL(/site=harbour-wharf/);
  await expect(page.getByRole('link', { name: 'Open Book parking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Log in by text code' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Open Book parking' }).click();
  await expect(page).toHaveURL(/\/flows\/harbourpark\/booking\?site=harbour-wharf/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book parking' })).toBeVisible();
  const canvas = page.getByTestId('diagram-canvas');
  await expect(canvas.getByRole('button', { name: 'Reviewing' })).toBeVisible();

  await canvas.getByRole('button', { name: 'Reviewing' }).click();
  const panel = page.getByTestId('state-panel');
  await expect(panel.getByRole('heading', { name: 'Reviewing' })).toBeVisible();
  await expect(panel).toContainText('The price breakdown is shown; the terms must be accepted before paying.');
  await expect(panel).toContainText('from “Getting the price”: price given');
  await expect(panel).toContainText('Pay, if terms accepted → “Preparing the order”');

  // The same state by keyboard, in the technical view.
  await page.getByRole('button', { name: 'Technical names' }).click();
  await expect(canvas.getByText('reviewing', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Technical name: reviewing');

  // The path stories below the diagram: the main path is open from the start (a click on it would
  // close it); another opens when chosen. Names are matched whole: 'To “Booked”' is also part of
  // the main path's name.
  await expect(page.getByRole('region', { name: 'The main path: to “Booked”', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'To “Paying”', exact: true }).click();
  const story = page.getByRole('region', { name: 'To “Paying”', exact: true });
  await expect(story).toBeVisible();
  await expect(
    story
      .getByRole('listitem')
      .filter({ hasText: 'The customer presses Pay (if terms accepted). → Preparing the order' }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'SVG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('harbourpark-harbour-wharf-booking.technical.svg');
  const path = await download.path();
  const svg = await readFile(path, 'utf8');
  expect(svg).toContain('<svg');
  expect(svg).toContain('data-state="reviewing"');
});

test('shows the flows and their diagrams in Chinese, and says when a tenant does not exist', async ({ page }) => {
  await page.goto('/flows/lotus?site=lotus-plaza');
  await page.getByRole('button', { name: 'Switch to 简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /应用如何运作/ })).toBeVisible();
  await page.getByRole('link', { name: '打开付款' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '付款' })).toBeVisible();
  // Lotus Plaza pays on the gateway's own page (no gateway window) and takes its stored-value card (the card PIN step).
  const canvas = page.getByTestId('diagram-canvas');
  await expect(canvas.getByRole('button', { name: '跳转到支付网关' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '输入卡密码' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: '支付窗口已打开' })).toHaveCount(0);

  await page.goto('/flows/nobody');
  await expect(page.getByText('没有租户“nobody”。')).toBeVisible();
});
