import { expect, test } from './test';

/** Play mode of the flow gallery (docs/flows.md#play): a flow played on its own machine. */
test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

test('plays booking from the start to Booked through payment, and the link replays the path', async ({ page }) => {
  await page.goto('/flows/harbourpark/booking?site=harbour-central');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/[?&]play=(&|$)/);
  const panel = page.getByTestId('play-panel');
  const current = page.getByTestId('play-current');
  const canvas = page.getByTestId('diagram-canvas');
  await expect(current).toHaveText('Opening checkout');
  await expect(canvas.locator('[data-state="opening"]')).toHaveAttribute('data-active', 'true');

  const take = async (option: string, now: string) => {
    await panel.getByRole('button', { name: option, exact: true }).click();
    await expect(current).toHaveText(now);
  };
  await take('opened with times → Checking the rules', 'Checking the rules');
  await take('unless no offer or breaks a rule → Getting the price', 'Getting the price');
  await take('price given → Reviewing', 'Reviewing');
  // A guard on the customer's data is the analyst's choice: both alternatives are offered.
  await expect(panel.getByRole('button', { name: 'Pay, unless terms accepted (stays here)' })).toBeVisible();
  await take('Pay, if terms accepted → Preparing the order', 'Preparing the order');
  await take('done → Placing the order', 'Placing the order');
  await take('order placed → Order placed', 'Order placed');
  await take('unless nothing to pay → Paying', 'Paying');
  await expect(canvas.locator('[data-state="paying"]')).toHaveAttribute('data-active', 'true');
  await expect(canvas.locator('[data-state="opening"]')).toHaveAttribute('data-active', 'false');
  // Paying runs the payment flow: a link to it.
  await expect(panel.getByRole('link', { name: 'Pay →' })).toHaveAttribute(
    'href',
    '/flows/harbourpark/payment?site=harbour-central',
  );
  await take('paid → Booked', 'Booked');
  await expect(panel).toContainText('The flow has ended here.');
  await expect(panel.getByRole('group', { name: 'What can happen now' })).toHaveCount(0);
  await expect(page.getByTestId('play-path').getByRole('listitem')).toHaveCount(8);
  await page.screenshot({ path: 'test-results/flow-play-booked.png' });

  // The address is the link: opened afresh, it replays the same path.
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByTestId('play-current')).toHaveText('Booked');
  await expect(page.getByTestId('play-path').getByRole('listitem').last()).toHaveText(/paid → Booked/);

  // Undo goes back a step; stopping leaves play mode.
  await page.getByTestId('play-panel').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('play-current')).toHaveText('Paying');
  await page.getByRole('button', { name: 'Stop playing' }).click();
  await expect(page.getByTestId('play-panel')).toHaveCount(0);
  await expect(page).not.toHaveURL(/play=/);
});

test('plays in Chinese, fits the whole diagram and shows a mini-map', async ({ page }) => {
  await page.goto('/flows/harbourpark/booking?site=harbour-central');
  await page.getByRole('button', { name: 'Switch to 简体中文' }).click();
  await page.getByRole('button', { name: '试玩', exact: true }).click();
  const panel = page.getByTestId('play-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('打开结账');
  await expect(panel.getByRole('group', { name: '现在可能发生' }).getByRole('button')).toHaveCount(2);

  const canvas = page.getByTestId('diagram-canvas');
  await page.getByRole('button', { name: '适应窗口' }).click();
  const frame = await canvas.boundingBox();
  const drawing = await canvas.locator('svg').first().boundingBox();
  expect(frame && drawing).toBeTruthy();
  if (frame && drawing) {
    expect(drawing.width).toBeLessThanOrEqual(frame.width + 1);
    expect(drawing.height).toBeLessThanOrEqual(frame.height + 1);
  }
  await expect(page.getByTestId('diagram-minimap')).toBeVisible();
  await page.screenshot({ path: 'test-results/flow-play-zh.png' });
});

test('a flow opened without a site plays on the first site; the main path story comes first', async ({ page }) => {
  await page.goto('/flows/harbourpark/booking?play=');
  // The address gains the first site (the gallery list's default), keeping the play path.
  await expect(page).toHaveURL(/[?&]site=harbour-central/, { timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]play=/);
  await expect(page.getByTestId('play-current')).toHaveText('Opening checkout');
  const main = page.getByTestId('main-path-story');
  await expect(main).toContainText('The main path: to “Booked”');
  await expect(main).toContainText('Automatically (unless nothing to pay). → Paying');
  await expect(main.getByRole('listitem').last()).toHaveText(/→ Booked$/);
  await page.screenshot({ path: 'test-results/flow-main-path.png', fullPage: true });
});
