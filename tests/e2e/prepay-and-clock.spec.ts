/**
 * Issue 10's last points on the phone, on the real server (Harbour Park, Pacific/Auckland):
 * My tickets' order (upcoming soonest first, past most recent first); the time left to pay counted
 * from the server's clock on a phone whose clock is hours off (docs/rules.md#server-clock); the offer
 * name in the reader's language (docs/rules.md#booked-offer); pre-pay ticket booking
 * (docs/rules.md#reservation-route); the MUI X date and time dialogs at 320 px in both languages; the
 * 24-hour clock's numbers readable with its hand at every hour (docs/rules.md#accessibility).
 */
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { accountForm } from './account-helpers';
import { customerByApi, orderByApi, pickerField, secondsFromNow, serverCall, type Customer } from './parking-helpers';

const SHOP = 'harbour-central';
const MY_TICKETS = `/shop/${SHOP}/mytickets`;

/** Phone screenshots for review, only when TICKETS_SHOTS_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = process.env.TICKETS_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function inLanguage(page: Page, language: 'en-gb' | 'zh-hans') {
  await page.addInitScript((lang) => {
    localStorage.setItem('kerbside.language', lang);
    localStorage.setItem('kerbside.language.harbourpark', lang);
  }, language);
}

async function logInTo(page: Page, target: string, customer: Customer) {
  await page.goto(target);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`));
}

/** Nothing wider than the screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('My tickets: upcoming lists the soonest entry first, past the most recent first', async ({ page, request }) => {
  const customer = await customerByApi(request, 'harbourpark');
  const later = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry: secondsFromNow(9),
    exit: secondsFromNow(10),
  });
  const soonest = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry: secondsFromNow(3),
    exit: secondsFromNow(4),
  });
  const middle = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry: secondsFromNow(6),
    exit: secondsFromNow(7),
  });
  await logInTo(page, MY_TICKETS, customer);
  const cards = page.getByTestId('ticket-card');
  await expect(cards).toHaveCount(3);
  const references = async () =>
    (await cards.allTextContents()).map(
      (text) => [soonest, middle, later].find((b) => text.includes(b.reference))?.reference,
    );
  expect(await references()).toEqual([soonest.reference, middle.reference, later.reference]);
  // Past: cancelled, the most recent entry first.
  for (const booking of [soonest, later, middle]) {
    const cancelled = await serverCall(
      request,
      customer.tenant,
      `/s/${SHOP}/api/parking/bookingRefund`,
      { idempotencyKey: randomUUID(), bookingId: booking.bookingId },
      customer.token,
    );
    expect(cancelled.result.rtn, cancelled.result.dispMsg).toBe(1);
  }
  await page.getByTestId('tickets-tab-past').click();
  await expect(cards).toHaveCount(3);
  expect(await references()).toEqual([later.reference, middle.reference, soonest.reference]);
});

test("the time left to pay is the server's, on a phone whose clock is three hours fast (and on the booking's page)", async ({
  page,
  request,
}) => {
  const clock = await request.post('/sandbox-api/clock/advance', { data: { seconds: 1 } });
  expect(clock.status(), 'the browser-test server must run with SANDBOX_CLOCK=1').toBe(200);
  const { now } = (await clock.json()) as { now: string };
  // The phone's clock is 3 hours ahead of the server's: counted on it, the hold would have ended.
  await page.clock.install({ time: new Date(Date.parse(now) + 3 * 3600_000) });
  const customer = await customerByApi(request, 'harbourpark');
  const unpaid = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry: secondsFromNow(4),
    exit: secondsFromNow(5),
  });
  await logInTo(page, MY_TICKETS, customer);
  const card = page.getByTestId('ticket-card').filter({ hasText: unpaid.reference });
  const left = card.getByTestId('ticket-time-left');
  await expect(left).toHaveText(/^1[0-4]:\d\d left to pay$/);
  await expect(card.getByRole('link', { name: 'Pay now' })).toBeVisible();
  const before = await left.textContent();
  await expect.poll(() => left.textContent(), { timeout: 5000 }).not.toBe(before);
  await card
    .getByRole('link', { name: new RegExp(unpaid.reference) })
    .first()
    .click();
  await expect(page.getByTestId('ticket-detail').getByTestId('ticket-time-left')).toHaveText(
    /^1[0-4]:\d\d left to pay$/,
  );
  await expect(page.getByTestId('ticket-detail').getByRole('link', { name: 'Pay now' })).toBeVisible();
});

test("the offer's name is read in the reader's language: a booking made in English shows its Chinese name to a zh-hans reader", async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, 'harbourpark');
  const booking = await orderByApi(request, customer, SHOP, {
    offerCode: 'hourly',
    entry: secondsFromNow(4),
    exit: secondsFromNow(5),
  });
  expect(booking.offerName).toBe('Hourly');
  expect(booking.offerNames).toEqual({ 'en-gb': 'Hourly', 'zh-hans': '计时票' });
  await logInTo(page, MY_TICKETS, customer);
  const card = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
  await expect(card).toContainText('Hourly');
  await page
    .getByRole('button', { name: /^Switch to 简体中文/ })
    .first()
    .click();
  await expect(card).toContainText('计时票');
  await expect(card).not.toContainText('Hourly');
});

for (const language of ['en-gb', 'zh-hans'] as const) {
  test(`pre-pay ticket booking (${language}, 320 px): choose a car park and a ticket, continue into its date & time screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await inLanguage(page, language);
    await page.goto(`/shop/${SHOP}/reservation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en-gb' ? 'Pre-pay ticket booking' : '预付停车票预订',
    );
    await expect(page.getByText(language === 'en-gb' ? 'Coming soon' : '即将推出')).toHaveCount(0);
    const carparks = page.getByTestId('reservation-carpark');
    await expect(carparks).toHaveCount(2);
    // It starts at the car park the customer came in by.
    await expect(
      carparks.filter({ has: page.locator('input[value="harbour-central"]') }).locator('input'),
    ).toBeChecked();
    await expect(page.locator('[data-testid="reservation-offer"][data-offer="early-bird"] input')).toBeChecked();
    await snap(page, `reservation-${language}-320`);
    await expectNoSideways(page);
    await page.locator('[data-testid="reservation-carpark"][data-shop="harbour-wharf"]').click();
    const offers = page.getByTestId('reservation-offer');
    await expect(offers).toHaveCount(3);
    // The wharf does not sell the early bird: its first ticket is chosen instead.
    await expect(page.locator('[data-testid="reservation-offer"][data-offer="evening"] input')).toBeChecked();
    await page.locator('[data-testid="reservation-offer"][data-offer="weekend"]').click();
    await expectNoSideways(page);
    await page.getByTestId('reservation-continue').click();
    await expect(page).toHaveURL(/\/shop\/harbour-wharf\/daterange\?offer=weekend$/);
    await expect(page.locator('#offer')).toHaveValue('weekend');
  });
}

/** A finger on the open clock's face where the number is (the face, not the number, takes the touch). */
async function tapClockOption(page: Page, label: string) {
  const option = page
    .getByRole('dialog')
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${label}$`) });
  await expect(option).toBeVisible();
  const box = await option.boundingBox();
  if (!box) throw new Error(`clock option ${label} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The dialog lies wholly inside the viewport, and nothing in it is wider than it is (nothing cut off). */
async function expectDialogFits(page: Page, width: number, height: number) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog grows in: measure once it has settled.
  await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.waitForTimeout(300);
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  const overflow = await dialog.evaluate((element) => {
    const wide = [...element.querySelectorAll('*')].filter(
      (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible',
    );
    return {
      paper: element.scrollWidth - element.clientWidth,
      clipped: wide.map((node) => node.className).slice(0, 3),
    };
  });
  expect(overflow.paper).toBeLessThanOrEqual(1);
  expect(overflow.clipped).toEqual([]);
}

for (const language of ['en-gb', 'zh-hans'] as const) {
  test(`the date and time dialogs at 320 px (${language}): open, choose, nothing cut off, the choice applied`, async ({
    page,
  }) => {
    const [width, height] = [320, 640];
    await page.setViewportSize({ width, height });
    await inLanguage(page, language);
    await page.goto(`/shop/${SHOP}/daterange?offer=hourly`);
    const entryDate = pickerField(page, 'entry-date');
    const entryTime = pickerField(page, 'entry-time');
    await expect(entryDate.value).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

    // The date: the calendar's dialog; a later day than the one shown (next month's first when none is left in this one).
    await entryDate.group.getByRole('button').click();
    await expectDialogFits(page, width, height);
    const dialog = page.getByRole('dialog');
    const laterDay = dialog.locator('button[role="gridcell"]:not([disabled]):not([aria-selected="true"])');
    if ((await laterDay.count()) === 0)
      // By its name: the arrow's icon is the date pickers' own detail (the last day of a month in the site's time zone).
      await dialog.getByRole('button', { name: /^(Next month|下个月)$/ }).click();
    const day = laterDay.first();
    const dayNumber = Number(await day.textContent());
    await day.click();
    await snap(page, `picker-date-${language}-320`);
    // Cancel, then OK: the last of the dialog's actions accepts.
    await dialog.getByRole('button').last().click();
    await expect(dialog).toHaveCount(0);
    await expect(entryDate.value).toHaveValue(new RegExp(`^${String(dayNumber).padStart(2, '0')}/\\d{2}/\\d{4}$`));

    // The time: the clock's dialog; 10 o'clock, then 30 minutes.
    await entryTime.group.getByRole('button').click();
    await expectDialogFits(page, width, height);
    const clock = page.getByRole('dialog');
    await tapClockOption(page, '10');
    await expect(clock.getByRole('listbox')).toHaveAttribute('aria-label', /(minutes|分钟)/i);
    await tapClockOption(page, '30');
    await snap(page, `picker-time-${language}-320`);
    await expectDialogFits(page, width, height);
    await clock.getByRole('button').last().click();
    await expect(clock).toHaveCount(0);
    await expect(entryTime.value).toHaveValue('10:30');
    await expectNoSideways(page);
  });
}

test("the 24-hour clock's numbers stay readable with its hand at every hour", async ({ page }) => {
  await page.goto(`/shop/${SHOP}/daterange?offer=hourly`);
  const entryTime = pickerField(page, 'entry-time');
  await expect(entryTime.value).toHaveValue(/^\d{2}:\d{2}$/);
  await entryTime.group.getByRole('button').click();
  const clock = page.getByRole('dialog');
  const hoursLabel = clock.locator('.MuiTimePickerToolbar-hourMinuteLabel button').first();
  const unreadable: string[] = [];
  // The hand reaches from the centre to the outer ring's hour, under the inner ring's number on the
  // same line (13 under 1, ..., 00 under 12): each hour is chosen, then its face read by axe.
  for (let hour = 1; hour <= 12; hour += 1) {
    await tapClockOption(page, String(hour));
    await expect(clock.getByRole('listbox')).toHaveAttribute('aria-label', /minutes/i);
    await hoursLabel.click();
    await expect(clock.getByRole('option', { selected: true })).toHaveText(String(hour));
    // The hand sweeps to its hour: read the face once it rests.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withRules(['color-contrast']).analyze();
    for (const violation of results.violations)
      unreadable.push(...violation.nodes.map((node) => `hand at ${hour}: ${node.target.join(' ')}`));
  }
  expect(unreadable).toEqual([]);
});
