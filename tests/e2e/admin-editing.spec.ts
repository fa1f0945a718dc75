/**
 * Editing helps of the admin area (docs/admin.md): a server's refusal shown at its field, list
 * search and state filter with 'View on site', arranging an ordered list by drag and drop, saved on
 * the server, and rich text with links and pictures from the media library.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { demoStaff } from './staff-helpers';
import { expect as baseExpect, test } from './test';

// The admin forms load lazily; a machine under load needs longer than the suite's 7 s for a write's answer.
const expect = baseExpect.configure({ timeout: 15_000 });

// Each journey signs in and writes several items before it checks: longer than one screen's test.
test.describe.configure({ timeout: 90_000 });

const SHOP = 'harbour-central';
test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function adminLogin(page: Page, staffCode = 'S100', shop = SHOP): Promise<void> {
  await page.goto(`/admin/${shop}/login`);
  await page.getByTestId('admin-login').fill(staffCode);
  await page.getByTestId('admin-password').fill(demoStaff(staffCode).password);
  await page.getByTestId('admin-sign-in').click();
  await page.getByTestId('admin-pin').fill(demoStaff(staffCode).pin);
  await page.getByTestId('admin-unlock').click();
  await expect(page).toHaveURL(new RegExp(`/admin/${shop}$`));
}

/** Fills the new-page form and presses Create; no `body` leaves the Body empty. */
async function newPage(page: Page, pageId: string, title: string, body?: string): Promise<void> {
  await page.goto(`/admin/${SHOP}/pages/new`);
  await page.locator('#root_pageId').fill(pageId);
  await page.locator('#root_title_en-gb').fill(title);
  await page.locator('#root_title_zh-hans').fill(`${title} 中文`);
  if (body !== undefined) {
    await page.getByTestId('root_html_en-gb-source-toggle').click();
    await page.getByTestId('root_html_en-gb-source').fill(body);
  }
  await page.getByTestId('content-create').click();
}

test("the server's refusals show at their fields: a page without a body, a duplicate page id", async ({ page }) => {
  const pageId = `e2e-${unique()}`;
  await adminLogin(page);
  await page.goto(`/admin/${SHOP}/pages/new`);
  // Body is required, and says so like the other required fields.
  await expect(page.locator('#root_html__title')).toContainText('*');
  await newPage(page, pageId, 'No body yet');
  await expect(page.locator('#root_html__error')).toContainText('Required');
  await expect(page.getByTestId('edit-feedback')).toHaveText('Please correct the fields marked below.');

  await newPage(page, pageId, 'First', '<p>First</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await newPage(page, pageId, 'Second', '<p>Second</p>');
  await expect(page.locator('#root_pageId__error')).toContainText('Duplicate page id');
  await expect(page.locator('#root_html__error')).toHaveCount(0);
  await expect(page.getByTestId('edit-feedback')).toHaveText('Please correct the fields marked below.');
});

test("an edited page's refused save marks its field, and the next save clears it", async ({ page }) => {
  const tag = unique();
  await adminLogin(page);
  await newPage(page, `taken-${tag}`, 'Taken', '<p>Taken</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await newPage(page, `mine-${tag}`, 'Mine', '<p>Mine</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await page.locator('#root_pageId').fill(`taken-${tag}`);
  await page.getByTestId('content-save').click();
  await expect(page.locator('#root_pageId__error')).toContainText('Duplicate page id');
  await expect(page.getByTestId('edit-feedback')).toHaveText('Please correct the fields marked below.');
  await page.locator('#root_pageId').fill(`mine-${tag}-2`);
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Draft saved.');
  await expect(page.locator('#root_pageId__error')).toHaveCount(0);
});

test('a list is searched and filtered by state, shows page ids, and a live item opens on the site', async ({
  page,
}) => {
  const word = `zebra${unique()}`;
  await adminLogin(page);
  await newPage(page, `${word}-live`, `${word} live`, '<p>Live page</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Live');
  await newPage(page, `${word}-draft`, `${word} draft`, '<p>Draft page</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');

  await page.goto(`/admin/${SHOP}/pages`);
  const rows = page.getByTestId('content-row');
  await expect(rows.first()).toBeVisible();
  // Any case finds it; the address keeps the search.
  await page.getByTestId('list-search').fill(word.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`));
  await expect(rows).toHaveCount(2);
  await page.getByTestId('list-state-filter').click();
  await page.getByRole('option', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/state=live/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${word} live`);
  await expect(rows.first()).toContainText(`Page id: ${word}-live`);
  await expect(rows.first().getByTestId('view-on-site')).toHaveAttribute('href', `/company/${SHOP}/page/${word}-live`);
  await page.getByTestId('list-state-filter').click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${word} draft`);
  await expect(rows.first().getByTestId('view-on-site')).toHaveCount(0);
  await page.getByTestId('list-search').fill('no such words anywhere');
  await expect(page.getByTestId('list-empty')).toHaveText('Nothing matches the search or the state chosen.');

  // Opened afresh, the address shows the same list; the link leads to the page customers see.
  await page.goto(`/admin/${SHOP}/pages?q=${word}&state=live`);
  await expect(page.getByTestId('list-search')).toHaveValue(word);
  await expect(rows).toHaveCount(1);
  await page.goto(`/company/${SHOP}/page/${word}-live`);
  await expect(page.getByTestId('content-page')).toContainText('Live page');
});

test('an ordered list is arranged by keyboard drag and drop and by the move buttons, saved on the server', async ({
  page,
}) => {
  const tag = unique();
  await adminLogin(page);
  for (const name of ['First', 'Second', 'Third']) {
    await page.goto(`/admin/${SHOP}/partners/new`);
    await page.locator('#root_name_en-gb').fill(`${name} ${tag}`);
    await page.locator('#root_name_zh-hans').fill(`${name} ${tag}`);
    await page.getByTestId('content-create').click();
    await expect(page.getByTestId('item-state')).toHaveText('Draft');
  }
  await page.goto(`/admin/${SHOP}/partners`);
  const rows = page.getByTestId('order-row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  // Each row reads '{position}. {name} {tag}': ours in their order on the page.
  const names = async () =>
    (await rows.allTextContents()).map((text) => (/(First|Second|Third)/.exec(text) ?? [''])[0]);
  await expect.poll(names).toEqual(['First', 'Second', 'Third']);

  // The keyboard drag: Space picks the last of ours up, two arrows up, Space drops it.
  // Each step waits for what a screen reader hears, as a person would before the next key.
  const heard = page.locator('[id^="DndLiveRegion"]');
  // Positions count every partner of the list (ours are the last three).
  const at = Number(/(\d+)\./.exec((await rows.nth(2).textContent()) ?? '')?.[1]);
  await rows.nth(2).getByTestId('order-handle').focus();
  await page.keyboard.press('Space');
  // Picked up, then at once over its own place: either is what was heard last.
  await expect(heard).toHaveText(
    new RegExp(`^(Picked up Third ${tag} at position ${at}|Third ${tag} is over position ${at})\\.$`),
  );
  // dnd-kit's keyboard sensor starts listening for arrows in a timer set when the drag starts
  // (KeyboardSensor.attach); a key pressed before that timer runs is lost. A timer set now runs
  // after it, as surely as a person's pause.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowUp');
  await expect(heard).toHaveText(`Third ${tag} is over position ${at - 1}.`);
  await page.keyboard.press('ArrowUp');
  await expect(heard).toHaveText(`Third ${tag} is over position ${at - 2}.`);
  await page.keyboard.press('Space');
  await expect(heard).toHaveText(`Third ${tag} dropped at position ${at - 2}.`);
  await expect(page.getByTestId('order-saved')).toBeVisible();
  await expect.poll(names).toEqual(['Third', 'First', 'Second']);

  // The plain buttons: 'Move First down' puts it after Second.
  await page.getByRole('button', { name: `Move First ${tag} down` }).click();
  await expect.poll(names).toEqual(['Third', 'Second', 'First']);
  await expect(page.getByTestId('order-saved')).toBeVisible();

  // Read again from the server: the same order.
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect.poll(names).toEqual(['Third', 'Second', 'First']);
});

test('a row dragged with the mouse by its handle moves, and the order is saved', async ({ page }) => {
  const tag = unique();
  await adminLogin(page);
  for (const name of ['Alpha', 'Beta']) {
    await page.goto(`/admin/${SHOP}/projects/new`);
    await page.locator('#root_name_en-gb').fill(`${name} ${tag}`);
    await page.locator('#root_name_zh-hans').fill(`${name} ${tag}`);
    await page.getByTestId('content-create').click();
    await expect(page.getByTestId('item-state')).toHaveText('Draft');
  }
  await page.goto(`/admin/${SHOP}/projects`);
  const rows = page.getByTestId('order-row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  const names = async () => (await rows.allTextContents()).map((text) => (/(Alpha|Beta)/.exec(text) ?? [''])[0]);
  await expect.poll(names).toEqual(['Alpha', 'Beta']);
  // dnd-kit's pointer sensor starts after 4 px of movement: press, move in steps, release.
  const from = await rows.nth(1).getByTestId('order-handle').boundingBox();
  const to = await rows.nth(0).boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId('order-saved')).toBeVisible();
  await expect.poll(names).toEqual(['Beta', 'Alpha']);
  await page.reload();
  await expect.poll(names).toEqual(['Beta', 'Alpha']);
});

test("a page's text links to a screen of the site and shows a picture from the media library, described", async ({
  page,
}) => {
  const pageId = `media-${unique()}`;
  // New bytes each run: the library lists the upload first.
  const channel = () => Math.floor(Math.random() * 256);
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: channel(), g: channel(), b: channel() } },
  })
    .png()
    .toBuffer();
  await adminLogin(page);
  await newPage(page, pageId, 'Find us', '<p>Find us at the entrance</p>');
  await expect(page.getByTestId('item-state')).toHaveText('Draft');
  // The saved item opens in the visual editor.
  await expect(page.getByTestId('root_html_en-gb-source-toggle')).toHaveText('HTML source');
  const editor = page.locator('#root_html_en-gb');
  const toolbar = page.getByTestId('root_html_en-gb-toolbar');

  // The last word becomes a link; an address that would leave the site is refused in the dialog.
  await editor.getByText('Find us at the entrance').click();
  await page.keyboard.press('End');
  for (const _ of 'entrance') await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Address').fill('//evil.example');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog).toContainText("Use a path starting with one '/'");
  await linkDialog.getByLabel('Address').fill(`/company/${SHOP}/site`);
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator(`a[href="/company/${SHOP}/site"]`)).toHaveText('entrance');

  // A picture uploaded into the library, chosen there, and inserted only once it is described.
  await editor.press('End');
  await toolbar.getByRole('button', { name: 'Picture', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library
    .getByTestId('media-library-file')
    .setInputFiles({ name: 'entrance.png', mimeType: 'image/png', buffer: png });
  await expect(library.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(library.getByRole('option').first()).toHaveAccessibleName(/^40×30 image, uploaded .+ by /);
  await library.getByRole('button', { name: 'Insert picture' }).click();
  await expect(library.getByText('Describe the picture before inserting it.')).toBeVisible();
  await library.getByLabel('What the picture shows').fill('The car park entrance on Quay Street');
  await library.getByRole('button', { name: 'Insert picture' }).click();
  await expect(library).toBeHidden();
  const inserted = editor.locator('img');
  await expect(inserted).toHaveAttribute('alt', 'The car park entrance on Quay Street');
  await expect(inserted).toHaveAttribute('src', /^\/tenant-assets\/[a-z0-9-]+\/uploads\/[0-9a-f]{64}\.png$/);
  await expect(editor.locator(`a[href="/company/${SHOP}/site"]`)).toHaveText('entrance');

  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('edit-feedback')).toHaveText('Draft saved.');
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('item-state')).toHaveText('Live');

  // Customers see the picture, loaded and described, and the link leads to the site's screen.
  await page.goto(`/company/${SHOP}/page/${pageId}`);
  const shown = page.getByTestId('content-page');
  await expect(shown.getByRole('img', { name: 'The car park entrance on Quay Street' })).toBeVisible();
  await expect.poll(() => shown.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await shown.getByRole('link', { name: 'entrance' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${SHOP}/site$`));
});

test('a form asks for text in each language its tenant offers: Malay at Lotus, not at Harbour Park', async ({
  page,
}) => {
  await adminLogin(page);
  await page.goto(`/admin/${SHOP}/pages/new`);
  await expect(page.locator('#root_title_en-gb')).toBeVisible();
  await expect(page.locator('#root_title_zh-hans')).toBeVisible();
  await expect(page.getByLabel('Bahasa Malaysia')).toHaveCount(0);

  await adminLogin(page, 'S100', 'lotus-plaza');
  await page.goto('/admin/lotus-plaza/pages/new');
  await expect(page.locator('#root_title_ms-my')).toBeVisible();
  await expect(page.getByTestId('root_html_ms-my-toolbar')).toBeVisible();
  // The admin area itself speaks each of Lotus' languages in turn, Malay too.
  const languageButton = page.getByTestId('admin-language');
  for (let turn = 0; turn < 3 && (await languageButton.getAttribute('lang')) !== 'ms-my'; turn += 1)
    await languageButton.click();
  await expect(languageButton).toHaveText('Bahasa Malaysia');
  await languageButton.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
  await expect(page.getByTestId('root_html_ms-my-toolbar').getByRole('button', { name: 'Pautan' })).toBeVisible();
});
