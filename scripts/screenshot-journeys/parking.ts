/**
 * The logged-in parking screens for `npm run screenshots`: for one shop of every tenant (its first
 * site paying in a DIALOG, so the gateway dialog can be seen) and every layout of that site with
 * the parking routes (src/lib/route-table.ts; embed has none), a customer and bookings made
 * through the real API as the browser tests make them, a login through the login form, then:
 *
 *   mytickets (list) -> ticket detail (QR pass) -> top-up panel with its quote -> top-up success
 *   -> cancel panel with the refund -> cancel success -> pay?booking=<pending> -> daterange
 *   -> checkout (fee breakdown, terms) -> gateway dialog -> booking success (receipt)
 *
 * into screenshots/<shop>-<layout>-<screen>.png (a dialog as the phone's screen shows it, the
 * rest as full pages).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ParkingBooking } from '../../src/generated/api/parking-booking';
import type { LayoutName, Tenant } from '../../src/generated/tenant';
import { pickLanguage } from '../../src/i18n/language-preference';
import { tenantText } from '../../src/lib/local-text';
import type { UiLanguage } from '../../src/lib/server-language';
import { firstRouteOf, layoutHref } from '../../src/lib/route-table';
import { bookedByApi, customerByApi, orderByApi, secondsFromNow, type Customer } from './api';
import { parkingName } from './parking-text';

type Site = Tenant['sites'][number];

export interface JourneyShot {
  name: string;
  url: string;
  /** Uncaught page errors since the previous shot. */
  errors: string[];
}

export interface JourneyReport {
  shot(result: JourneyShot): void;
  /** A step that could not be done: the rest of that journey is skipped. */
  failed(journey: string, step: string, message: string): void;
}

const OFFER = 'hourly';
const STEP_TIMEOUT = 20_000;
/** Journeys run side by side: each is mostly waiting on the network and the page settling. */
const PARALLEL_JOURNEYS = 3;

interface Journey {
  tenant: Tenant;
  site: Site;
  layout: LayoutName;
  language: UiLanguage;
  /** The online card method: a sandbox gateway payment with its surcharge. */
  paymentCode: number;
  cardName: string;
}

/** One shop per tenant and the layouts of it with parking routes. */
export function parkingJourneys(tenants: readonly Tenant[]): Journey[] {
  const journeys: Journey[] = [];
  for (const tenant of tenants) {
    const payUi = (site: Site) => site.payUiType ?? tenant.payment.payUiType;
    const site = tenant.sites.find((s) => payUi(s) === 'DIALOG') ?? tenant.sites[0];
    if (!site || !site.offers?.some((o) => o.code === OFFER)) continue;
    const card = tenant.payment.methods.find((m) => m.visible && m.paymentType === 'card');
    if (!card) continue;
    const language = pickLanguage(null, tenant.locale);
    const features = { reservation: tenant.features?.reservation === true };
    for (const layout of site.layouts) {
      if (!firstRouteOf(layout, ['mytickets'], features) || !firstRouteOf(layout, ['checkout'], features)) continue;
      journeys.push({
        tenant,
        site,
        layout,
        language,
        paymentCode: card.code,
        cardName: tenantText(card.name, language, tenant.locale.defaultLanguage),
      });
    }
  }
  return journeys;
}

/** The app's URL of a route of the journey's layout, the first of `paths` it has. */
function href(j: Journey, paths: readonly string[], search = ''): string {
  const route = firstRouteOf(j.layout, paths, { reservation: j.tenant.features?.reservation === true });
  if (route === null) throw new Error(`${j.layout} has none of ${paths.join(', ')}`);
  return layoutHref(j.layout, j.site.shopCode, route) + search;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Transitions (dialogs, ripples) and lazy images settle after network idle.
  await page.waitForTimeout(400);
}

async function logIn(page: Page, customer: Customer): Promise<void> {
  const panel = page.locator('#login-panel-password');
  await panel.locator('input[type="tel"]').fill(customer.phone);
  await panel.locator('input[type="password"]').fill(customer.password);
  await panel.locator('button[type="submit"]').click();
}

async function runJourney(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  j: Journey,
  report: JourneyReport,
): Promise<void> {
  const id = `${j.site.shopCode}-${j.layout}`;
  const shop = j.site.shopCode;
  const name = (key: string) => parkingName(j.language, key);
  const stay = (hoursAhead: number) => {
    const entry = secondsFromNow(hoursAhead);
    return { offerCode: OFFER, entry, exit: entry + 2 * 3600, paymentCode: j.paymentCode };
  };

  let step = 'customer and bookings through the API';
  let customer: Customer;
  let forTopUp: ParkingBooking;
  let forCancel: ParkingBooking;
  let pending: ParkingBooking;
  try {
    customer = await customerByApi(baseUrl, j.tenant);
    // Entry well ahead: clear of 'too soon', and in the full-refund window where the tenant's rule allows.
    forTopUp = await bookedByApi(baseUrl, customer, shop, stay(26));
    forCancel = await bookedByApi(baseUrl, customer, shop, stay(27));
    pending = await orderByApi(baseUrl, customer, shop, stay(28));
  } catch (error) {
    report.failed(id, step, error instanceof Error ? error.message : String(error));
    return;
  }

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'en-GB',
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  /** A dialog is fixed to the phone's screen: shoot what the phone shows, not the page beneath. */
  const shoot = async (screen: string, dialog = false) => {
    await settle(page);
    const file = `${id}-${screen}`;
    await page.screenshot({ path: path.join(outDir, `${file}.png`), fullPage: !dialog });
    report.shot({
      name: file,
      url: new URL(page.url()).pathname + new URL(page.url()).search,
      errors: errors.splice(0),
    });
  };
  const gatewayApprove = page.locator('iframe').contentFrame().locator('button.approve');

  try {
    step = 'log in and my tickets';
    const myTickets = href(j, ['mytickets']);
    await page.goto(baseUrl + myTickets);
    await page.waitForURL(/\/login\?redirect=/);
    await logIn(page, customer);
    await page.waitForURL((url) => url.pathname === myTickets);
    await page.getByTestId('ticket-card').filter({ hasText: forTopUp.reference }).waitFor();
    await shoot('mytickets');

    step = 'ticket detail';
    await page.getByTestId('ticket-card').filter({ hasText: forTopUp.reference }).getByRole('link').first().click();
    await page.getByTestId('qr-pass').waitFor();
    await shoot('ticket-detail');

    step = 'top-up quote';
    await page.getByRole('button', { name: name('tickets.topUp.open') }).click();
    const topUp = page.getByTestId('top-up-dialog');
    await topUp.getByRole('button', { name: name('tickets.topUp.quote') }).click();
    await topUp.getByTestId('top-up-total').waitFor();
    await shoot('topup-quote', true);

    step = 'top-up payment';
    await topUp.getByRole('button', { name: name('tickets.topUp.pay') }).click();
    await gatewayApprove.click();
    await page.waitForURL(/\/booking\/topup\/success\?booking=/);
    await page.getByTestId('booking-receipt').waitFor();
    await shoot('topup-success');

    step = 'cancel refund';
    await page.goto(`${baseUrl}${myTickets}?booking=${forCancel.bookingId}`);
    await page.getByRole('button', { name: name('tickets.cancel.open') }).click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.getByTestId('refund-amount').waitFor();
    await shoot('cancel-refund', true);

    step = 'cancel confirm';
    await cancel.getByRole('button', { name: name('tickets.cancel.confirm') }).click();
    await page.waitForURL(/\/booking\/cancel\/success\?booking=/);
    await page.getByTestId('outcome-summary').waitFor();
    await shoot('cancel-success');

    step = 'pay a pending booking';
    await page.goto(`${baseUrl}${href(j, ['pay'])}?booking=${pending.bookingId}`);
    await page.getByTestId('pay-total').waitFor();
    await shoot('pay-pending');

    step = 'date range';
    await page.goto(`${baseUrl}${href(j, ['daterange', 'daterange/home'])}?offer=${OFFER}`);
    await page.getByTestId('stay-summary').waitFor();
    await shoot('daterange');

    step = 'checkout';
    const { entry, exit } = stay(30);
    await page.goto(`${baseUrl}${href(j, ['checkout'])}?offer=${OFFER}&entry=${entry}&exit=${exit}&tickets=1`);
    await page.getByRole('radio', { name: j.cardName, exact: true }).check();
    await page.getByTestId('fee-total').waitFor();
    await page.locator('input[name="terms"]').check();
    await shoot('checkout');

    step = 'gateway dialog';
    await page.getByRole('button', { name: name('booking.checkout.pay') }).click();
    await gatewayApprove.waitFor();
    await shoot('gateway', true);

    step = 'booking success';
    await gatewayApprove.click();
    await page.waitForURL(/\/booking\/success\?booking=/);
    await page.getByTestId('booking-receipt').waitFor();
    await shoot('booking-success');
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    await page.screenshot({ path: path.join(outDir, `${id}-FAILED.png`), fullPage: true }).catch(() => undefined);
    report.failed(id, step, `${message} (at ${page.url()}; see screenshots/${id}-FAILED.png)`);
  } finally {
    if (errors.length > 0) report.failed(id, 'after the last shot', `uncaught: ${errors.splice(0).join(' | ')}`);
    await context.close();
  }
}

/**
 * Runs the journeys, a few at a time (each has its own customer and browser context), and reports
 * each journey's shots and failures together, in journey order.
 */
export async function parkingShots(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  tenants: readonly Tenant[],
  report: JourneyReport,
): Promise<void> {
  const journeys = parkingJourneys(tenants);
  const buffered = journeys.map(() => [] as Array<(to: JourneyReport) => void>);
  const done = journeys.map(() => false);
  let flushed = 0;
  const flush = () => {
    while (flushed < journeys.length && done[flushed]) {
      for (const event of buffered[flushed] ?? []) event(report);
      flushed += 1;
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < journeys.length) {
      const index = next;
      next += 1;
      const events = buffered[index] ?? [];
      await runJourney(browser, baseUrl, outDir, journeys[index] as Journey, {
        shot: (result) => events.push((to) => to.shot(result)),
        failed: (journey, step, message) => events.push((to) => to.failed(journey, step, message)),
      });
      done[index] = true;
      flush();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_JOURNEYS, journeys.length) }, worker));
}
