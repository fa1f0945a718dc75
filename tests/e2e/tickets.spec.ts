/**
 * My tickets end to end (issue "Parking end to end"; docs/parking-api.md), on the real server:
 * the list and a booking's QR pass, a top-up paid in the sandbox gateway's dialog, a cancellation
 * whose exact refund is shown before confirming, and another customer's booking staying hidden.
 *
 * Bookings are made through the API (bookedByApi: ordered, paid and approved) with entry at least
 * 3 hours ahead, so harbourpark's full-refund rule (120 minutes before entry) applies.
 */
import QRCode from 'qrcode';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import { formatMoney } from '../../src/lib/money';
import { accountForm, matchBrowserClockToServer } from './account-helpers';
import { randomUUID } from 'node:crypto';
import { bookedByApi, customerByApi, orderByApi, secondsFromNow, serverCall, type Customer } from './parking-helpers';

const HARBOUR = { tenant: 'harbourpark', shop: 'harbour-central', zone: 'Pacific/Auckland' } as const;
const MY_TICKETS = `/shop/${HARBOUR.shop}/mytickets`;

/** Phone screenshots for review, only when TICKETS_SHOTS_DIR is set. */
async function snap(page: Page, name: string) {
  const dir = process.env.TICKETS_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const siteParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: HARBOUR.zone,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A wire time as the app shows it at the site: the tenant's 'HH:mm DD/MM/YYYY'. */
function siteTime(seconds: number): string {
  const parts = Object.fromEntries(
    siteParts.formatToParts(new Date(seconds * 1000)).map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}

/** Opens My tickets, logging in on the way (the screen needs a login and brings the customer back). */
async function openMyTickets(page: Page, customer: Customer, search = '') {
  await page.goto(`${MY_TICKETS}${search}`);
  await expect(page).toHaveURL(/\/shop\/harbour-central\/login\?redirect=/);
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_TICKETS}${search.replace('?', '\\?')}$`));
}

async function bookHourly(request: Parameters<typeof bookedByApi>[0], customer: Customer): Promise<ParkingBooking> {
  const entry = secondsFromNow(3.5);
  return bookedByApi(request, customer, HARBOUR.shop, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
}

/** Dark and light pixels of the QR canvas: a drawn code has both. */
async function canvasInk(page: Page, ticketNo: string) {
  const canvas = page.getByRole('img', { name: `QR pass for ticket ${ticketNo}` });
  await expect(canvas).toBeVisible();
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
    let dark = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 0) < 64 && (data[i + 3] ?? 0) > 200) dark += 1;
      else if ((data[i] ?? 0) > 192) light += 1;
    }
    return { dark, light, width: node.width };
  });
}

/** The QR code the app draws for a pass code (level M, byte mode, as use-pass-qr.ts), as rows of 0 and 1. */
function expectedModules(passCode: string): string {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(passCode), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => (modules.get(row, col) ? '1' : '0')).join(''),
  ).join('\n');
}

/** The modules drawn on the pass's canvas, read at each module's centre (4 modules of quiet zone each side). */
async function canvasModules(page: Page, ticketNo: string, size: number): Promise<string> {
  const canvas = page.getByRole('img', { name: `QR pass for ticket ${ticketNo}` });
  return canvas.evaluate((element, size) => {
    const node = element as HTMLCanvasElement;
    const data = node.getContext('2d')?.getImageData(0, 0, node.width, node.height).data ?? new Uint8ClampedArray();
    const moduleSize = node.width / (size + 8);
    const rows: string[] = [];
    for (let row = 0; row < size; row += 1) {
      let line = '';
      for (let col = 0; col < size; col += 1) {
        const x = Math.floor((col + 4.5) * moduleSize);
        const y = Math.floor((row + 4.5) * moduleSize);
        line += (data[(y * node.width + x) * 4] ?? 255) < 128 ? '1' : '0';
      }
      rows.push(line);
    }
    return rows.join('\n');
  }, size);
}

test('lists the booking and shows its QR pass, which carries the pass code', async ({ page, request }) => {
  const customer = await customerByApi(request, HARBOUR.tenant);
  const booking = await bookHourly(request, customer);
  const pass = booking.passes[0];
  expect(pass?.passCode).toBeTruthy();

  await openMyTickets(page, customer);
  const card = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('ticket-status')).toHaveText('Booked');
  await expect(card).toContainText('Harbour');
  await expect(card).toContainText('Hourly');
  await expect(card.getByTestId('ticket-times')).toHaveText(`${siteTime(booking.entry)} → ${siteTime(booking.exit)}`);
  await expect(card).toContainText(formatMoney(booking.total));
  await snap(page, '1-list');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${MY_TICKETS}\\?booking=${booking.bookingId}$`));
  const qr = page.getByTestId('qr-pass');
  await expect(qr).toContainText(`Ticket ${pass?.ticketNo ?? ''}`);
  // The pass code is on no screen: the QR carries it, module for module.
  await expect(page.getByText(pass?.passCode ?? '')).toHaveCount(0);
  const expected = expectedModules(pass?.passCode ?? '');
  await expect.poll(() => canvasModules(page, pass?.ticketNo ?? '', expected.split('\n').length)).toBe(expected);
  await expect.poll(async () => (await canvasInk(page, pass?.ticketNo ?? '')).dark).toBeGreaterThan(1000);
  const ink = await canvasInk(page, pass?.ticketNo ?? '');
  expect(ink.light).toBeGreaterThan(ink.dark);
  await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
  await snap(page, '2-detail-qr');

  // Back returns to the list.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${MY_TICKETS}$`));
  await expect(page.getByTestId('ticket-card').filter({ hasText: booking.reference })).toBeVisible();

  // In Chinese too.
  await page.getByRole('button', { name: /Switch to/ }).click();
  await expect(page.getByRole('heading', { name: '我的停车票' })).toBeVisible();
  await expect(
    page.getByTestId('ticket-card').filter({ hasText: booking.reference }).getByTestId('ticket-status'),
  ).toHaveText('已预订');
  await snap(page, '1b-list-zh');
});

test('tops the booking up by an hour, paid in the sandbox dialog', async ({ page, request }) => {
  const customer = await customerByApi(request, HARBOUR.tenant);
  const booking = await bookHourly(request, customer);
  const newExit = booking.exit + 3600;
  // The server's price: two 30-minute periods of 6.50/hour, plus the card's 1.5 % surcharge.
  const quote = await serverCall(
    request,
    customer.tenant,
    `/s/${HARBOUR.shop}/api/parking/bookingTopup`,
    { quote: true, bookingId: booking.bookingId, exit: newExit, paymentCode: 201 },
    customer.token,
  );
  const expectedTotal = (quote.result.quote as { total: number }).total;
  expect(expectedTotal).toBe(660);

  await openMyTickets(page, customer, `?booking=${booking.bookingId}`);
  await page.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByTestId('top-up-dialog');
  await expect(dialog.getByTestId('top-up-current-exit')).toHaveText(siteTime(booking.exit));
  await dialog.getByRole('button', { name: '+1 h' }).click();
  await dialog.getByRole('radio', { name: 'Credit or debit card' }).check();
  await snap(page, '3-top-up-choose');
  await dialog.getByRole('button', { name: 'Get price' }).click();
  const shown = dialog.getByTestId('top-up-quote');
  await expect(shown.getByTestId('top-up-new-exit')).toHaveText(siteTime(newExit));
  await expect(shown).toContainText('2 × $3.25');
  await expect(shown.getByTestId('top-up-total')).toHaveText(formatMoney(expectedTotal));
  await snap(page, '4-top-up-quote');

  await dialog.getByRole('button', { name: `Pay ${formatMoney(expectedTotal)}` }).click();
  const gateway = page.frameLocator('iframe');
  await expect(gateway.getByRole('button', { name: 'Approve' })).toBeVisible();
  await snap(page, '4b-top-up-gateway');
  await gateway.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/shop/harbour-central/booking/topup/success\\?booking=${booking.bookingId}$`),
    { timeout: 20_000 },
  );
  await expect(page.getByRole('heading', { name: 'Top-up confirmed' })).toBeVisible();
  await expect(page.getByTestId('outcome-summary')).toHaveText(`Your new exit time is ${siteTime(newExit)}.`);
  await expect(page.getByTestId('booking-receipt')).toContainText('Topped up');
  await snap(page, '5-top-up-success');
  await page.getByRole('link', { name: 'My tickets' }).click();
  await expect(
    page.getByTestId('ticket-card').filter({ hasText: booking.reference }).getByTestId('ticket-status'),
  ).toHaveText('Topped up');
});

test('cancels the booking after showing the exact refund', async ({ page, request }) => {
  const customer = await customerByApi(request, HARBOUR.tenant);
  const booking = await bookHourly(request, customer);
  // harbourpark: full refund at least 120 minutes before entry, less its cancellation fee.
  const policy = customer.tenant.booking?.cancellation;
  expect(policy?.fullRefundMinutesBefore).toBe(120);
  const refund = booking.total - (policy?.cancellationFee ?? 0);

  await openMyTickets(page, customer, `?booking=${booking.bookingId}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog.getByTestId('refund-amount')).toHaveText(formatMoney(refund));
  await expect(dialog.getByTestId('refund-quote')).toContainText(formatMoney(booking.total));
  await expect(dialog.getByTestId('refund-rule')).toHaveText(
    'Full refund less the cancellation fee: you are cancelling at least 2 hours before entry.',
  );
  await snap(page, '6-cancel-confirm');

  // Keep booking changes nothing.
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('refund-amount')).toHaveText(formatMoney(refund));
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/shop/harbour-central/booking/cancel/success\\?booking=${booking.bookingId}$`),
  );
  await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByTestId('outcome-summary')).toHaveText(`${formatMoney(refund)} will be refunded to your card.`);
  await snap(page, '7-cancel-success');

  await page.getByRole('link', { name: 'My tickets' }).click();
  // A cancelled booking is in the past, with its refund.
  await expect(page.getByTestId('ticket-card').filter({ hasText: booking.reference })).toHaveCount(0);
  await page.getByTestId('tickets-tab-past').click();
  const card = page.getByTestId('ticket-card').filter({ hasText: booking.reference });
  await expect(card.getByTestId('ticket-status')).toHaveText('Cancelled');
  await expect(card.getByTestId('ticket-refund')).toHaveText(`Refunded ${formatMoney(refund)}`);
});

test('My tickets: upcoming and past, booked-time quick ranges, the time left to pay counting down, one look per status, in both languages', async ({
  page,
  request,
}) => {
  await matchBrowserClockToServer(page, request);
  const customer = await customerByApi(request, HARBOUR.tenant);
  const booked = await bookHourly(request, customer);
  const entry = secondsFromNow(4);
  const unpaid = await orderByApi(request, customer, HARBOUR.shop, { offerCode: 'hourly', entry, exit: entry + 3600 });
  const cancelled = await bookHourly(request, customer);
  const refund = await serverCall(
    request,
    customer.tenant,
    `/s/${HARBOUR.shop}/api/parking/bookingRefund`,
    { idempotencyKey: randomUUID(), bookingId: cancelled.bookingId },
    customer.token,
  );
  expect(refund.result.rtn, refund.result.dispMsg).toBe(1);

  await openMyTickets(page, customer);
  const cards = page.getByTestId('ticket-card');
  const cardOf = (reference: string) => cards.filter({ hasText: reference });
  // Upcoming: the booked and the unpaid one, not the cancelled one.
  await expect(page.getByTestId('tickets-tab-upcoming')).toHaveAttribute('aria-selected', 'true');
  await expect(cardOf(booked.reference)).toHaveCount(1);
  await expect(cardOf(unpaid.reference)).toHaveCount(1);
  await expect(cardOf(cancelled.reference)).toHaveCount(0);
  // The unpaid one: 'Pay now' and the time left, counting down.
  const unpaidCard = cardOf(unpaid.reference);
  const left = unpaidCard.getByTestId('ticket-time-left');
  await expect(left).toHaveText(/^1[0-4]:\d\d left to pay$/);
  const before = await left.textContent();
  await expect.poll(() => left.textContent(), { timeout: 5000 }).not.toBe(before);
  await expect(unpaidCard.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/shop/${HARBOUR.shop}/pay?booking=${unpaid.bookingId}`,
  );
  await snap(page, '8-upcoming');
  // The booking's own page says the same, counting down beside its 'Pay now'.
  await unpaidCard
    .getByRole('link', { name: new RegExp(unpaid.reference) })
    .first()
    .click();
  const detailLeft = page.getByTestId('ticket-detail').getByTestId('ticket-time-left');
  await expect(detailLeft).toHaveText(/^1[0-4]:\d\d left to pay$/);
  const detailBefore = await detailLeft.textContent();
  await expect.poll(() => detailLeft.textContent(), { timeout: 5000 }).not.toBe(detailBefore);
  await expect(page.getByTestId('ticket-detail').getByRole('link', { name: 'Pay now' })).toBeVisible();
  await page.goBack();

  // Past: the cancelled one with its refund.
  await page.getByTestId('tickets-tab-past').click();
  await expect(cardOf(cancelled.reference)).toHaveCount(1);
  await expect(cardOf(booked.reference)).toHaveCount(0);
  await expect(cardOf(cancelled.reference).getByTestId('ticket-refund')).toHaveText(/^Refunded \$\d+\.\d\d$/);
  await snap(page, '9-past');

  // Quick ranges of booked time: all of them made today are in 'Today' and in 'Last year'.
  for (const range of ['Today', 'Last week', 'Last month', 'Last 3 months', 'Last 6 months', 'Last year']) {
    await page.getByTestId('tickets-range').click();
    await page.getByRole('option', { name: range, exact: true }).click();
    await expect(cardOf(cancelled.reference)).toHaveCount(1);
  }
  await page.getByTestId('tickets-tab-upcoming').click();
  await expect(cardOf(booked.reference)).toHaveCount(1);

  // One look per status, the same on the card and on the receipt.
  const chipClass = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((el) =>
      el.className
        .split(' ')
        .filter((c: string) => /MuiChip-(filled|outlined)|MuiChip-color/.test(c))
        .sort()
        .join(' '),
    );
  const bookedCard = await chipClass(cardOf(booked.reference).getByTestId('ticket-status'));
  const unpaidLook = await chipClass(unpaidCard.getByTestId('ticket-status'));
  expect(bookedCard).toContain('MuiChip-colorSuccess');
  expect(unpaidLook).toContain('MuiChip-colorWarning');

  // zh-hans: the same screen in Chinese.
  await page
    .getByRole('button', { name: /^Switch to 简体中文/ })
    .first()
    .click();
  await expect(page.getByTestId('tickets-tab-upcoming')).toHaveText('即将使用');
  await expect(page.getByTestId('tickets-tab-past')).toHaveText('历史');
  await expect(cardOf(unpaid.reference).getByTestId('ticket-time-left')).toHaveText(/^剩余 1[0-4]:\d\d 可付款$/);
  await snap(page, '10-upcoming-zh');
  await page.getByTestId('tickets-tab-past').click();
  await expect(cardOf(cancelled.reference).getByTestId('ticket-refund')).toHaveText(/^已退款 /);
});

test("shows 'not found' for another customer's booking, never the booking", async ({ page, request }) => {
  const owner = await customerByApi(request, HARBOUR.tenant);
  const booking = await bookHourly(request, owner);
  const other = await customerByApi(request, HARBOUR.tenant);

  await openMyTickets(page, other, `?booking=${booking.bookingId}`);
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await expect(page.getByText(booking.reference)).toHaveCount(0);
  await expect(page.getByTestId('qr-pass')).toHaveCount(0);
  await snap(page, '8-not-found');

  // Their own list is empty and offers booking.
  await page.getByRole('link', { name: 'My tickets' }).first().click();
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a ticket' })).toBeVisible();
  await snap(page, '9-empty');
});
